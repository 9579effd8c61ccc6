import { z } from 'zod';
import { moneyStringSchema } from '../common/money.ts';
import { tripStatusSchema } from '../common/trip-status.ts';
import { tripRideFields, tripVehicleCardSchema, tripVehicleTypeCardSchema } from './public-trip.ts';
import { tripInfoSchema } from './trip-fields.ts';

/**
 * A trip as the driver side sees it (docs/decisions/0046-what-the-supply-side-sees.md): the assigned
 * driver and the company's driver admins read it at GET /api/driver_trip/{tripId}/ instead of the
 * customer's page, whose link (the token) lets its holder pay, and whose price table is the agent's.
 * What the driver needs: where, when, who rides, what they carry, and what the driver is paid.
 */

/**
 * The driver side sees the customer's name and phone from this many hours before pickup (when the
 * driver and vehicle can no longer change, spec section 9) until this many hours after it.
 */
export const CUSTOMER_CONTACT_HOURS = { beforePickup: 24, afterPickup: 24 } as const;

export const driverTripSchema = z.object({
  trip_id: z.number().int(),
  reference: z.string().nullable(),
  status: tripStatusSchema,
  ...tripRideFields,
  info: tripInfoSchema,
  /** Where the trip stops and for how many minutes (their prices are the agent's). */
  stops: z.array(z.object({ name: z.string(), time: z.number().int() })),
  vehicle_type: tripVehicleTypeCardSchema,
  driver: z.object({ driver_name: z.string(), phone: z.string() }).nullable(),
  vehicle: tripVehicleCardSchema.nullable(),
  /** What the customer pays in all, and the deposit paid online: the rest is paid to the driver. */
  price_gross: moneyStringSchema,
  deposit_gross: moneyStringSchema,
  deposit_paid: z.boolean(),
  /** What the company is paid for driving it (the platform's raises of an unclaimed offer included). */
  driver_gross: moneyStringSchema,
  /** Null outside CUSTOMER_CONTACT_HOURS around pickup, and on a canceled trip. */
  customer: z.object({ first_name: z.string(), last_name: z.string(), phone: z.string() }).nullable(),
});
export type DriverTrip = z.infer<typeof driverTripSchema>;

/** What the trip page says while the customer's name and phone are not shown. */
export const DRIVER_TRIP_TEXT = {
  customerHidden: `The customer's name and phone show from ${CUSTOMER_CONTACT_HOURS.beforePickup} hours before pickup until ${CUSTOMER_CONTACT_HOURS.afterPickup} hours after it.`,
} as const;
