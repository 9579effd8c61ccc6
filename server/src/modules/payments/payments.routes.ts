import { z } from 'zod';
import {
  createPaymentIntentResponseSchema,
  tripIdParamsSchema,
  tripTokenQuerySchema,
} from '@vozimo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../platform/http/error-replies.ts';
import type { PaymentsService } from './payments.service.ts';

export const STRIPE_WEBHOOK_PATH = '/api/webhooks/stripe/';

/** Stripe's events are a few KB; a megabyte leaves room for any it adds, and only its signature is checked before parsing. */
const STRIPE_WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (app, { payments }) => {
  app.post(
    '/api/create-payment-intent/:tripId/',
    {
      // The trip link's token is the permission, as on the public trip page; CSRF applies.
      config: { public: true },
      schema: {
        tags: ['payments'],
        summary: "The card payment of a trip's deposit: creates or reuses its PaymentIntent (no body; the amount is the stored deposit)",
        params: tripIdParamsSchema,
        querystring: tripTokenQuerySchema,
        response: { 200: createPaymentIntentResponseSchema, ...errorReplies(404, 409, 422, 502) },
      },
    },
    async (request) => payments.createPaymentIntent(request.params.tripId, request.query.token),
  );

  // Its own plugin scope: this route alone reads the body as raw bytes, because the signature
  // covers the exact bytes Stripe sent; every other route keeps JSON parsing.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(
      STRIPE_WEBHOOK_PATH,
      {
        // Stripe has no session or CSRF cookie: the signature is the permission.
        config: { public: true, csrf: false },
        bodyLimit: STRIPE_WEBHOOK_BODY_LIMIT_BYTES,
        schema: {
          tags: ['payments'],
          summary: "Stripe's webhook: payment_intent.succeeded, .processing and .payment_failed, verified by the Stripe-Signature header",
          response: { 200: z.object({ received: z.literal(true) }), ...errorReplies(400) },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        await payments.handleWebhook(body, typeof signature === 'string' ? signature : undefined);
        return { received: true as const };
      },
    );
  });
};
