import { businessDetailsRequestSchema, businessDetailsSchema } from '@vozimo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../platform/http/error-replies.ts';
import { requireActor } from '../../platform/sessions/sessions-plugin.ts';
import type { BusinessDetailsService } from './business-details.service.ts';

const errors = errorReplies(401, 403, 422);

/** Admin → Business details (staff only, checked in the service). */
export const businessDetailsRoutes: FastifyPluginAsyncZod<{ businessDetails: BusinessDetailsService }> = async (app, { businessDetails }) => {
  app.get(
    '/api/admin/business_details/',
    {
      schema: {
        tags: ['admin', 'operator'],
        summary: "The operator's legal name, postal address, VAT number and support e-mail",
        response: { 200: businessDetailsSchema, ...errors },
      },
    },
    async (request) => businessDetails.get(requireActor(request)),
  );

  app.post(
    '/api/admin/business_details/',
    {
      schema: {
        tags: ['admin', 'operator'],
        summary: 'Change the business details every e-mail footer and bank transfer names',
        body: businessDetailsRequestSchema,
        response: { 200: businessDetailsSchema, ...errors },
      },
    },
    async (request) => businessDetails.update(requireActor(request), request.body),
  );
};
