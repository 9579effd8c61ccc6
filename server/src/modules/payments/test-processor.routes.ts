import {
  errorMessageSchema,
  testCardConfirmRequestSchema,
  testCardConfirmResponseSchema,
  testPaymentIntentQuerySchema,
  testPaymentIntentSchema,
  validationErrorSchema,
} from '@vozimo/contract';
import type { AppInstance } from '../../platform/http/app-instance.ts';
import type { TestCardPaymentsService } from './test-card-payments.service.ts';

/** The offline test processor's API for the TEST MODE card form; registered only while it runs. */
export function registerTestProcessorRoutes(app: AppInstance, deps: { testCards: TestCardPaymentsService }): void {
  const { testCards } = deps;

  app.post(
    '/api/test-processor/confirm/',
    {
      // Whoever holds the client secret may pay (as with Stripe.js); CSRF applies.
      config: { public: true },
      schema: {
        tags: ['payments'],
        summary: 'TEST MODE: confirm a payment intent with a test card (like stripe.confirmPayment)',
        body: testCardConfirmRequestSchema,
        response: { 200: testCardConfirmResponseSchema, 404: errorMessageSchema, 409: errorMessageSchema, 422: validationErrorSchema },
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
        response: { 200: testPaymentIntentSchema, 404: errorMessageSchema, 422: validationErrorSchema },
      },
    },
    async (request) => testCards.retrieve(request.query.client_secret),
  );
}
