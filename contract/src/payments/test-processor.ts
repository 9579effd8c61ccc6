import { z } from 'zod';
import { paymentIntentStatusSchema } from './payment-intent.ts';

/** The offline test processor: what the page's TEST MODE card form calls instead of Stripe.js. */

/** POST /api/test-processor/confirm/: the test card form's "Pay now" (like stripe.confirmPayment). */
export const testCardConfirmRequestSchema = z.object({
  client_secret: z.string().min(1).max(200),
  /** Digits, spaces allowed; checked like a card network would (length, Luhn). */
  card_number: z.string().max(30),
  /** MM/YY */
  expiry: z.string().max(7),
  cvc: z.string().max(4),
  /** Where the browser goes after the payment, on the product's own origin (like Stripe's return_url). */
  return_url: z.string().max(2000),
});
export type TestCardConfirmRequest = z.infer<typeof testCardConfirmRequestSchema>;

/**
 * The answer to a confirmation: like Stripe.js, a card error comes back to the form (no redirect),
 * anything else sends the browser to `redirect_to` (the return_url with payment_intent,
 * payment_intent_client_secret and redirect_status added).
 */
export const testCardConfirmResponseSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('redirect'), redirect_to: z.string() }),
  z.object({
    outcome: z.literal('error'),
    /** 'card_error' | 'validation_error' as Stripe.js types its errors. */
    type: z.enum(['card_error', 'validation_error']),
    message: z.string(),
  }),
]);
export type TestCardConfirmResponse = z.infer<typeof testCardConfirmResponseSchema>;

/** GET /api/test-processor/payment-intent/?client_secret=…: like stripe.retrievePaymentIntent. */
export const testPaymentIntentSchema = z.object({
  id: z.string(),
  status: paymentIntentStatusSchema,
  /** Cents, as Stripe reports amounts. */
  amount: z.number().int(),
  currency: z.string(),
});
export type TestPaymentIntent = z.infer<typeof testPaymentIntentSchema>;

export const testPaymentIntentQuerySchema = z.object({ client_secret: z.string().min(1).max(200) });
