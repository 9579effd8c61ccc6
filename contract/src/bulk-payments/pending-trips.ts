import { z } from 'zod';
import { pageFields } from '../common/pagination.ts';
import { tripListRowSchema } from '../trips/list.ts';

/** The agent's /app/payments table: the trips whose deposit waits for a bank transfer. */

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

export const pendingPaymentTripsResponseSchema = z.object(pageFields(pendingPaymentTripSchema));
export type PendingPaymentTripsResponse = z.infer<typeof pendingPaymentTripsResponseSchema>;
