import { auditActorsResponseSchema, auditKindsResponseSchema, auditLogQuerySchema, auditLogResponseSchema } from '@vozimo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../platform/http/error-replies.ts';
import { requireActor } from '../../platform/sessions/sessions-plugin.ts';
import type { AuditService } from './audit.service.ts';

// Reads only: the log is append-only, so no route changes or deletes a line.
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    '/api/admin/audit/',
    {
      schema: {
        tags: ['audit'],
        summary: 'A page of the audit log, newest first, by person, kind, subject and Zagreb days (staff)',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogResponseSchema, ...errorReplies(401, 403, 422) },
      },
    },
    async (request) => audit.listAuditLog(requireActor(request), request.query),
  );

  app.get(
    '/api/admin/audit/kinds/',
    {
      schema: {
        tags: ['audit'],
        summary: 'The kinds of action the audit log has lines of (staff)',
        response: { 200: auditKindsResponseSchema, ...errorReplies(401, 403) },
      },
    },
    async (request) => audit.listAuditKinds(requireActor(request)),
  );

  app.get(
    '/api/admin/audit/actors/',
    {
      schema: {
        tags: ['audit'],
        summary: 'The people the audit log has lines of (staff)',
        response: { 200: auditActorsResponseSchema, ...errorReplies(401, 403) },
      },
    },
    async (request) => audit.listAuditActors(requireActor(request)),
  );
};
