import {
  testCardConfirmRequestSchema,
  testCardConfirmResponseSchema,
  testPaymentIntentQuerySchema,
  testPaymentIntentSchema,
} from '@vozimo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../platform/http/error-replies.ts';
import type { TestCardPaymentsService } from './test-card-payments.service.ts';

/** The offline test processor's API for the TEST MODE card form; registered only while it runs. */
export const testProcessorRoutes: FastifyPluginAsyncZod<{ testCards: TestCardPaymentsService }> = async (app, { testCards }) => {
  app.post(
    '/api/test-processor/confirm/',
    {
      // Whoever holds the client secret may pay (as with Stripe.js); CSRF applies.
      config: { public: true },
      schema: {
        tags: ['payments'],
        summary: 'TEST MODE: confirm a payment intent with a test card (like stripe.confirmPayment)',
        body: testCardConfirmRequestSchema,
        response: { 200: testCardConfirmResponseSchema, ...errorReplies(404, 409, 422) },
      },
    },
    async (request) => testCards.confirm(request.body, `${request.protocol}://${request.host}`),
  );

  app.get(
    '/api/test-processor/payment-intent/',
    {
      config: { public: true },
      schema: {
        tags: ['payments'],
        summary: 'TEST MODE: a payment intent by its client secret (like stripe.retrievePaymentIntent)',
        querystring: testPaymentIntentQuerySchema,
        response: { 200: testPaymentIntentSchema, ...errorReplies(404, 422) },
      },
    },
    async (request) => testCards.retrieve(request.query.client_secret),
  );
};
