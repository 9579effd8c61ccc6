import { z } from 'zod';

/** The card deposit of the public trip page (docs/payments.md describes the flow). */

/** POST /api/create-payment-intent/{trip_id}/?token=… (no body; the amount is the stored deposit). */
export const createPaymentIntentResponseSchema = z.object({
  clientSecret: z.string().min(1),
});
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponseSchema>;

/** The statuses of a PaymentIntent (Stripe's names; the test processor reports the same). */
export const paymentIntentStatusSchema = z.enum([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'canceled',
  'succeeded',
]);
export type PaymentIntentStatus = z.infer<typeof paymentIntentStatusSchema>;

/**
 * The sentence the payment return page shows for an intent status (spec section 8,
 * "Payment outcome"); one table for the page and its tests.
 */
export function paymentOutcomeMessage(status: string | null | undefined): string {
  switch (status) {
    case 'succeeded':
      return 'Payment succeeded!';
    case 'processing':
      return 'Your payment is processing.';
    case 'requires_payment_method':
      return 'Your payment was not successful, please try again.';
    default:
      return 'Something went wrong.';
  }
}
