import { z } from 'zod';
import { moneyStringSchema } from '../common/money.ts';
import { pageFields, pageQueryFields } from '../common/pagination.ts';
import { tripStatusFilterSchema, tripStatusSchema } from '../common/trip-status.ts';

/** Month of the local (Europe/Zagreb) pickup date. */
export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must look like 2026-06');

/** GET /api/trips/ query: limit, offset, month, repeated status. */
export const listTripsQuerySchema = z.object({
  ...pageQueryFields(20),
  month: monthSchema.optional(),
  status: z
    .union([tripStatusFilterSchema, z.array(tripStatusFilterSchema)])
    .optional()
    .transform((s) => (s === undefined ? [] : Array.isArray(s) ? s : [s])),
});
export type ListTripsQuery = z.input<typeof listTripsQuerySchema>;

/** One row of the trips table (spec section 3, "Trip list row"). */
export const tripListRowSchema = z.object({
  trip_id: z.number().int(),
  reference: z.string().nullable(),
  token: z.string(),
  status: tripStatusSchema,
  start_locality: z.string(),
  end_locality: z.string(),
  /** Local date, YYYY-MM-DD. */
  pickup_date: z.string(),
  /** Local time, HH:MM. */
  pickup_time: z.string(),
  customer_first_name: z.string(),
  customer_last_name: z.string(),
  agent_name: z.string(),
  driver_name: z.string(),
  price_gross: moneyStringSchema,
  price_net: moneyStringSchema,
  agency_fee: moneyStringSchema,
  driver_gross: moneyStringSchema,
  deposit_gross: moneyStringSchema,
  bulk_payment: z.number().int().nullable(),
});
export type TripListRow = z.infer<typeof tripListRowSchema>;

export const listTripsResponseSchema = z.object(pageFields(tripListRowSchema));
export type ListTripsResponse = z.infer<typeof listTripsResponseSchema>;
