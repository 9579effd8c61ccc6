import {
  partnerApplicationDetailSchema,
  partnerApplicationFileParamsSchema,
  partnerApplicationIdParamsSchema,
  partnerApplicationListQuerySchema,
  partnerApplicationListSchema,
  rejectionRequestSchema,
} from '@vozimo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../platform/http/error-replies.ts';
import { requireActor } from '../../platform/sessions/sessions-plugin.ts';
import { sendStoredFile } from '../../platform/uploads/send-stored-file.ts';
import type { UploadStorage } from '../../platform/uploads/upload-storage.ts';
import type { PartnersService } from './partners.service.ts';

const readErrors = errorReplies(401, 403, 404, 422);
const decisionErrors = errorReplies(401, 403, 404, 409, 422);

/** The back office's partner applications (docs/decisions/0023-back-office.md): staff only. */
export const partnerReviewRoutes: FastifyPluginAsyncZod<{ partners: PartnersService; uploads: UploadStorage }> = async (app, { partners, uploads }) => {
  app.get(
    '/api/admin/partner_applications/',
    {
      schema: {
        tags: ['partners', 'admin'],
        summary: 'Partner applications of one status (pending by default), searchable (staff)',
        querystring: partnerApplicationListQuerySchema,
        response: { 200: partnerApplicationListSchema, ...readErrors },
      },
    },
    async (request) => partners.listApplications(requireActor(request), request.query),
  );

  app.get(
    '/api/admin/partner_applications/:applicationId/',
    {
      schema: {
        tags: ['partners', 'admin'],
        summary: 'One partner application with the list of its documents (staff)',
        params: partnerApplicationIdParamsSchema,
        response: { 200: partnerApplicationDetailSchema, ...readErrors },
      },
    },
    async (request) => partners.getApplication(requireActor(request), request.params.applicationId),
  );

  app.get(
    '/api/admin/partner_applications/:applicationId/files/:kind/',
    {
      schema: {
        tags: ['partners', 'admin'],
        summary: "One of an application's documents, as a download (staff)",
        params: partnerApplicationFileParamsSchema,
        response: readErrors,
      },
    },
    async (request, reply) => {
      const file = await partners.applicationDocument(requireActor(request), request.params.applicationId, request.params.kind);
      return sendStoredFile(reply, uploads, file.storedName, file.downloadName, { attachment: true });
    },
  );

  app.post(
    '/api/admin/partner_applications/:applicationId/approve/',
    {
      schema: {
        tags: ['partners', 'admin'],
        summary: 'Approve: the driver company, its first driver, and the invitation of the applicant as its driver admin (staff)',
        params: partnerApplicationIdParamsSchema,
        response: { 200: partnerApplicationDetailSchema, ...decisionErrors },
      },
    },
    async (request) => partners.approveApplication(requireActor(request), request.params.applicationId),
  );

  app.post(
    '/api/admin/partner_applications/:applicationId/reject/',
    {
      schema: {
        tags: ['partners', 'admin'],
        summary: 'Reject with a reason, e-mailed to the applicant (staff)',
        params: partnerApplicationIdParamsSchema,
        body: rejectionRequestSchema,
        response: { 200: partnerApplicationDetailSchema, ...decisionErrors },
      },
    },
    async (request) => partners.rejectApplication(requireActor(request), request.params.applicationId, request.body.reason),
  );
};
