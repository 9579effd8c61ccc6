import { z } from 'zod';
import { bulkPaymentSchema } from './bulk-payment.ts';

/** Staff record that a bulk payment's transfer arrived (POST /api/bulk_payment/{id}/mark_paid/). */

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
