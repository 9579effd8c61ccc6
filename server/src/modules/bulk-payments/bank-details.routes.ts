import { bankDetailsRequestSchema, bankDetailsSchema } from '@vozimo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../platform/http/error-replies.ts';
import { requireActor } from '../../platform/sessions/sessions-plugin.ts';
import type { BankDetailsService } from './bank-details.service.ts';

const errors = errorReplies(401, 403, 422);

/** The Money screen's bank details (staff only, checked in the service). */
export const bankDetailsRoutes: FastifyPluginAsyncZod<{ bankDetails: BankDetailsService }> = async (app, { bankDetails }) => {
  app.get(
    '/api/admin/bank_details/',
    {
      schema: {
        tags: ['admin', 'bulk-payments'],
        summary: 'The bank account bank transfers are paid to (the holder is the company)',
        response: { 200: bankDetailsSchema, ...errors },
      },
    },
    async (request) => bankDetails.get(requireActor(request)),
  );

  app.post(
    '/api/admin/bank_details/',
    {
      schema: {
        tags: ['admin', 'bulk-payments'],
        summary: 'Change the bank name, IBAN (check digits) and SWIFT/BIC shown in every bank-transfer modal and e-mail',
        body: bankDetailsRequestSchema,
        response: { 200: bankDetailsSchema, ...errors },
      },
    },
    async (request) => bankDetails.update(requireActor(request), request.body),
  );
};
