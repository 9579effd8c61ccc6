import { z } from 'zod';
import { rowIdParamSchema, rowIdSchema } from '../common/ids.ts';
import { moneyStringSchema } from '../common/money.ts';
import { pageFields, pageQueryFields } from '../common/pagination.ts';
import { tripListRowSchema } from '../trips/list.ts';

/** Bulk bank-transfer payments: an agent pays the deposits of several trips with one transfer; staff reconcile. */

/** POST /api/bulk_payment/ */
export const createBulkPaymentRequestSchema = z.object({
  trip_ids: z
    .array(rowIdSchema)
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

/** A trip inside a bulk payment: the trips table's columns for it. */
export const bulkPaymentTripSchema = tripListRowSchema.pick({
  trip_id: true,
  reference: true,
  start_locality: true,
  end_locality: true,
  pickup_date: true,
  customer_first_name: true,
  customer_last_name: true,
  deposit_gross: true,
  status: true,
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
export const bulkPaymentListResponseSchema = z.object(pageFields(bulkPaymentListRowSchema));
export type BulkPaymentListResponse = z.infer<typeof bulkPaymentListResponseSchema>;

export const bulkPaymentListQuerySchema = z.object(pageQueryFields(50));

/** GET /api/bulk_payment/{id}/ and POST /api/bulk_payment/{id}/mark_paid/ */
export const bulkPaymentIdParamsSchema = z.object({ id: rowIdParamSchema });
