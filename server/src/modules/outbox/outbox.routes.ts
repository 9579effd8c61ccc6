import { errorMessageSchema, outboxListQuerySchema, outboxListResponseSchema, validationErrorSchema } from '@vozimo/contract';
import type { AppInstance } from '../../platform/http/app-instance.ts';
import { requireActor } from '../../platform/sessions/sessions-plugin.ts';
import type { OutboxService } from './outbox.service.ts';

export function registerOutboxRoutes(app: AppInstance, deps: { outbox: OutboxService }): void {
  app.get(
    '/api/outbox/',
    {
      schema: {
        tags: ['outbox'],
        summary: 'The e-mails the platform wrote, newest first, and whether SMTP sends them (staff)',
        querystring: outboxListQuerySchema,
        response: { 200: outboxListResponseSchema, 401: errorMessageSchema, 403: errorMessageSchema, 422: validationErrorSchema },
      },
    },
    async (request) => deps.outbox.listOutbox(requireActor(request), request.query),
  );
}
