import { z } from 'zod';
import { moneyStringSchema } from './money.ts';
import { tripStatusSchema } from './trip-status.ts';
import { tripListRowSchema } from './trips.ts';

// ---------------------------------------------------------------------------------------------
// Card deposit (public trip page). docs/payments.md describes the flow.
// ---------------------------------------------------------------------------------------------

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

// --- The offline test processor: what the page's TEST MODE card form calls instead of Stripe.js ---

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

// ---------------------------------------------------------------------------------------------
// Bulk bank-transfer payments (agents, /app/payments; staff reconcile).
// ---------------------------------------------------------------------------------------------

/** The bulk payment a trip belongs to, as the payments table shows it. */
export const tripBulkPaymentSummarySchema = z.object({
  bulk_payment_id: z.number().int(),
  payment_reference: z.string(),
  is_paid: z.boolean(),
});

/** One row of GET /api/pending_payment_trips/ (columns: Reference, Route, Customer, Pickup Date, Amount, Payment). */
export const pendingPaymentTripSchema = tripListRowSchema
  .pick({
    trip_id: true,
    reference: true,
    token: true,
    status: true,
    start_locality: true,
    end_locality: true,
    pickup_date: true,
    pickup_time: true,
    customer_first_name: true,
    customer_last_name: true,
    // The deposit is what the bank transfer pays.
    deposit_gross: true,
  })
  .extend({
    deposit_paid: z.boolean(),
    bulk_payment: tripBulkPaymentSummarySchema.nullable(),
  });
export type PendingPaymentTrip = z.infer<typeof pendingPaymentTripSchema>;

export const pendingPaymentTripsResponseSchema = z.object({
  items: z.array(pendingPaymentTripSchema),
  count: z.number().int(),
});
export type PendingPaymentTripsResponse = z.infer<typeof pendingPaymentTripsResponseSchema>;

/** POST /api/bulk_payment/ */
export const createBulkPaymentRequestSchema = z.object({
  trip_ids: z
    .array(z.number().int().positive().max(2_147_483_647))
    .min(1, 'Please select at least one trip to make a payment')
    .max(200, 'Select at most 200 trips for one payment'),
});
export type CreateBulkPaymentRequest = z.infer<typeof createBulkPaymentRequestSchema>;

export const createBulkPaymentResponseSchema = z.object({
  bulk_payment_id: z.number().int(),
  payment_reference: z.string(),
});
export type CreateBulkPaymentResponse = z.infer<typeof createBulkPaymentResponseSchema>;

export const bankInfoSchema = z.object({
  bank_name: z.string(),
  iban: z.string(),
  swift: z.string(),
  account_holder: z.string(),
  /** What to write on the transfer: the bulk payment's payment_reference. */
  reference: z.string(),
});
export type BankInfo = z.infer<typeof bankInfoSchema>;

/** A trip inside a bulk payment. */
export const bulkPaymentTripSchema = z.object({
  trip_id: z.number().int(),
  reference: z.string().nullable(),
  start_locality: z.string(),
  end_locality: z.string(),
  pickup_date: z.string(),
  customer_first_name: z.string(),
  customer_last_name: z.string(),
  deposit_gross: moneyStringSchema,
  status: tripStatusSchema,
});

/** What every view of a bulk payment shows. */
const bulkPaymentBaseSchema = z.object({
  bulk_payment_id: z.number().int(),
  payment_reference: z.string(),
  total_price: moneyStringSchema,
  is_paid: z.boolean(),
  /** ISO 8601 instant. */
  created_at: z.string(),
  paid_at: z.string().nullable(),
  agent_name: z.string(),
});

/** GET /api/bulk_payment/{id}/ (spec section 3, "Bulk payment"). */
export const bulkPaymentSchema = bulkPaymentBaseSchema.extend({
  trips: z.array(bulkPaymentTripSchema),
  bank_info: bankInfoSchema,
});
export type BulkPayment = z.infer<typeof bulkPaymentSchema>;

/** GET /api/bulk_payments/ (staff): every bulk payment, unpaid first. */
export const bulkPaymentListRowSchema = bulkPaymentBaseSchema.extend({
  agency_name: z.string().nullable(),
  trip_count: z.number().int(),
});
export const bulkPaymentListResponseSchema = z.object({
  items: z.array(bulkPaymentListRowSchema),
  count: z.number().int(),
});
export type BulkPaymentListResponse = z.infer<typeof bulkPaymentListResponseSchema>;

export const bulkPaymentListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

/** GET /api/bulk_payment/{id}/ and POST /api/bulk_payment/{id}/mark_paid/ */
export const bulkPaymentIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * What the arrived transfer did to each trip: 'confirmed' (the deposit was due and is now paid),
 * 'paid_without_confirming' (the trip no longer waited for it, e.g. canceled) or 'already_paid' (paid
 * by card meanwhile). The last two are refund cases staff must look at.
 */
export const bulkPaymentTripOutcomeSchema = z.object({
  trip_id: z.number().int(),
  reference: z.string().nullable(),
  outcome: z.enum(['confirmed', 'paid_without_confirming', 'already_paid']),
});
export type BulkPaymentTripOutcome = z.infer<typeof bulkPaymentTripOutcomeSchema>;

/** POST /api/bulk_payment/{id}/mark_paid/ (staff, no body): the updated bulk payment and each trip's outcome. */
export const markBulkPaymentPaidResponseSchema = bulkPaymentSchema.extend({
  outcomes: z.array(bulkPaymentTripOutcomeSchema),
});
export type MarkBulkPaymentPaidResponse = z.infer<typeof markBulkPaymentPaidResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Outbox (staff, /app/outbox).
// ---------------------------------------------------------------------------------------------

export const outboxStatusSchema = z.enum(['queued', 'sent', 'failed']);

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text_body: z.string(),
  html_body: z.string().nullable(),
  status: outboxStatusSchema,
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** GET /api/outbox/?limit&offset (staff): newest first. */
export const outboxListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
export const outboxListResponseSchema = z.object({
  items: z.array(outboxMessageSchema),
  count: z.number().int(),
  /** False when no SMTP_URL is set: messages are kept here and never sent. */
  smtp_configured: z.boolean(),
});
export type OutboxListResponse = z.infer<typeof outboxListResponseSchema>;
