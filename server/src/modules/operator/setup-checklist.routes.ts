import { setupChecklistSchema } from '@vozimo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../platform/http/error-replies.ts';
import { requireActor } from '../../platform/sessions/sessions-plugin.ts';
import type { SetupChecklistService } from './setup-checklist.service.ts';

/** The back office's setup checklist (staff only, checked in the service). */
export const setupChecklistRoutes: FastifyPluginAsyncZod<{ setupChecklist: SetupChecklistService }> = async (app, { setupChecklist }) => {
  app.get(
    '/api/admin/setup_checklist/',
    {
      schema: {
        tags: ['admin', 'operator'],
        summary: 'What a business still needs before its first day: bank details, business details, an agency, a company that can claim trips',
        response: { 200: setupChecklistSchema, ...errorReplies(401, 403) },
      },
    },
    async (request) => setupChecklist.get(requireActor(request)),
  );
};
