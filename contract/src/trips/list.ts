import { z } from 'zod';
import { moneyStringSchema } from '../common/money.ts';
import { pageFields, pageQueryFields } from '../common/pagination.ts';
import { tripStatusFilterSchema, tripStatusSchema } from '../common/trip-status.ts';

/** Month of the local (Europe/Zagreb) pickup date. */
export const monthSchema = z
  .string()
  .max(7, 'Month must look like 2026-06')
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must look like 2026-06');

/** Fewest characters a trips search needs: one letter would match most of an agency's trips. */
export const TRIP_SEARCH_MIN_LENGTH = 2;
export const TRIP_SEARCH_MAX_LENGTH = 100;

/**
 * The trips search (`q`): the start of a booking reference (with or without its `VZ-`), or the
 * start of the customer's first name, last name or "first last"; case and accents ignored (ADR
 * 0015). Surrounding spaces are dropped; an empty search is no search.
 */
export const tripSearchSchema = z
  .string()
  .trim()
  .max(TRIP_SEARCH_MAX_LENGTH, `Search must be at most ${TRIP_SEARCH_MAX_LENGTH} characters`)
  .refine((q) => q === '' || q.length >= TRIP_SEARCH_MIN_LENGTH, `Search needs at least ${TRIP_SEARCH_MIN_LENGTH} characters`)
  .transform((q) => (q === '' ? undefined : q));

/** GET /api/trips/ query: limit, offset, month, repeated status, search. */
export const listTripsQuerySchema = z.object({
  ...pageQueryFields(20),
  month: monthSchema.optional(),
  q: tripSearchSchema.optional(),
  status: z
    // Seven filter values exist; the bound only stops a query string repeating one thousands of times.
    .union([tripStatusFilterSchema, z.array(tripStatusFilterSchema).max(20)])
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

/**
 * A row of GET /api/trips/: the Trip list row, with what belongs to the sale (the customer's link,
 * the agent, the agent's prices, its bank transfer) null on a trip the viewer only drives, and the
 * customer's name null while the driver side does not need it
 * (docs/decisions/0046-what-the-supply-side-sees.md).
 */
export const tripsPageRowSchema = tripListRowSchema.extend({
  token: z.string().nullable(),
  agent_name: z.string().nullable(),
  price_net: moneyStringSchema.nullable(),
  agency_fee: moneyStringSchema.nullable(),
  customer_first_name: z.string().nullable(),
  customer_last_name: z.string().nullable(),
});
export type TripsPageRow = z.infer<typeof tripsPageRowSchema>;

export const listTripsResponseSchema = z.object(pageFields(tripsPageRowSchema));
export type ListTripsResponse = z.infer<typeof listTripsResponseSchema>;
