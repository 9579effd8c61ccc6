import { outboxListQuerySchema, outboxListResponseSchema } from '@vozimo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../platform/http/error-replies.ts';
import { requireActor } from '../../platform/sessions/sessions-plugin.ts';
import type { OutboxService } from './outbox.service.ts';

export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxService }> = async (app, { outbox }) => {
  app.get(
    '/api/outbox/',
    {
      config: { permission: 'staff.outbox' },
      schema: {
        tags: ['outbox'],
        summary: 'The e-mails the platform wrote, newest first, and whether SMTP sends them (staff)',
        querystring: outboxListQuerySchema,
        response: { 200: outboxListResponseSchema, ...errorReplies(401, 403, 422) },
      },
    },
    async (request) => outbox.listOutbox(requireActor(request), request.query),
  );
};
