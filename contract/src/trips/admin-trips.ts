import { z } from 'zod';
import { auditLineSchema } from '../audit/audit-log.ts';
import { rowIdParamSchema } from '../common/ids.ts';
import { moneyStringSchema } from '../common/money.ts';
import { pageFields, searchPageQueryFields } from '../common/pagination.ts';
import { tripStatusSchema } from '../common/trip-status.ts';

/**
 * The back office's trips (/api/admin/trips/, ADR 0023): any trip, found by the start of its
 * reference, or the customer's name, e-mail or phone (the trips search of ADR 0015, widened for
 * staff), newest pickup first.
 */
export const adminTripsQuerySchema = z.object({
  ...searchPageQueryFields(20),
  status: tripStatusSchema.optional(),
});
export type AdminTripsQuery = z.input<typeof adminTripsQuerySchema>;

export const adminTripRowSchema = z.object({
  trip_id: z.number().int(),
  reference: z.string(),
  status: tripStatusSchema,
  start_locality: z.string(),
  end_locality: z.string(),
  /** Local (Zagreb) date and time. */
  pickup_date: z.string(),
  pickup_time: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  agent_name: z.string(),
  agency_name: z.string().nullable(),
  company_name: z.string().nullable(),
  price_gross: moneyStringSchema,
});
export type AdminTripRow = z.infer<typeof adminTripRowSchema>;

export const adminTripsResponseSchema = z.object(pageFields(adminTripRowSchema));
export type AdminTripsResponse = z.infer<typeof adminTripsResponseSchema>;

export const adminTripParamsSchema = z.object({ tripId: rowIdParamSchema });

const personSchema = z.object({ user_id: z.number().int(), name: z.string(), username: z.string() }).nullable();

/** One status move of the trip (trip_status_history); `by` null: the system. */
export const adminTripStatusChangeSchema = z.object({
  at: z.string(),
  from_status: tripStatusSchema.nullable(),
  to_status: tripStatusSchema,
  by: personSchema,
  note: z.string(),
});

/** One change of the trip's company, driver or vehicle (trip_assignments). */
export const adminTripAssignmentSchema = z.object({
  at: z.string(),
  kind: z.string(),
  company_name: z.string().nullable(),
  from_driver: z.string().nullable(),
  from_vehicle: z.string().nullable(),
  to_driver: z.string().nullable(),
  to_vehicle: z.string().nullable(),
  by: personSchema,
});

/** GET /api/admin/trips/:tripId/: the whole record of one trip, with its history. */
export const adminTripRecordSchema = z.object({
  trip_id: z.number().int(),
  reference: z.string(),
  token: z.string(),
  status: tripStatusSchema,
  created_at: z.string(),
  route: z.object({
    start_locality: z.string(),
    end_locality: z.string(),
    start_address: z.string(),
    end_address: z.string(),
    start_loc_details: z.string(),
    end_loc_details: z.string(),
    distance_km: z.number(),
    duration_min: z.number().int(),
    stops: z.array(z.object({ name: z.string(), time: z.number().int() })),
  }),
  pickup_date: z.string(),
  pickup_time: z.string(),
  passengers: z.number().int(),
  vehicle_type: z.string(),
  customer: z.object({ first_name: z.string(), last_name: z.string(), email: z.string(), phone: z.string() }),
  agent: personSchema,
  agency: z.object({ agency_id: z.number().int(), name: z.string() }).nullable(),
  prices: z.object({
    price_gross: moneyStringSchema,
    price_net: moneyStringSchema,
    agency_fee: moneyStringSchema,
    service_fee: moneyStringSchema,
    deposit_gross: moneyStringSchema,
    driver_gross: moneyStringSchema,
    payout_raise: moneyStringSchema,
  }),
  deposit_paid: z.boolean(),
  deposit_paid_at: z.string().nullable(),
  bulk_payment_id: z.number().int().nullable(),
  company: z.object({ company_id: z.number().int(), name: z.string() }).nullable(),
  driver: z.object({ driver_id: z.number().int(), name: z.string() }).nullable(),
  vehicle: z.object({ vehicle_id: z.number().int(), name: z.string(), license_plate: z.string() }).nullable(),
  offer_drivers: z.boolean(),
  offered_at: z.string().nullable(),
  claimed_at: z.string().nullable(),
  status_history: z.array(adminTripStatusChangeSchema),
  assignments: z.array(adminTripAssignmentSchema),
  /** The audit log's lines about this trip, newest first. */
  audit: z.array(auditLineSchema),
});
export type AdminTripRecord = z.infer<typeof adminTripRecordSchema>;
