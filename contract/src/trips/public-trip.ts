import { z } from 'zod';
import { moneyStringSchema } from '../common/money.ts';
import { rowIdParamSchema } from '../common/ids.ts';
import { isEmailOrEmpty, trimmedText } from '../common/text-fields.ts';
import { vehicleTypeSchema } from '../catalogue/vehicle-types.ts';
import { cardProcessorSchema } from '../payments/card-processor.ts';
import { savedTripCustomerFields, savedTripIdentityFields, tripPriceBreakdownSchema } from './saved-trip-fields.ts';
import { EMPTY_TRIP_INFO, tripInfoSchema } from './trip-fields.ts';
import { TRIP_MESSAGES } from './trip-rules.ts';

/** The public trip page (spec section 3, "Trip detail"), opened with the trip's token, and its Edit modal. */

/** Driver card of the trip page (spec section 3). */
export const tripDriverCardSchema = z.object({
  driver_name: z.string(),
  driver_photo: z.string().nullable(),
  phone: z.string(),
  email: z.string(),
});

export const tripVehicleCardSchema = z.object({
  vehicle_make: z.string(),
  vehicle_model: z.string(),
  license_plate: z.string(),
  color: z.string(),
});

/** The booked vehicle class (the vehicle type card): the catalogue's vehicle type without its tariff. */
export const tripVehicleTypeCardSchema = vehicleTypeSchema.pick({
  vehicle_type_id: true,
  vehicle_type_name: true,
  comparable_to: true,
  max_passengers: true,
  baggage_note: true,
  image: true,
});

/** A point of interest the trip stops at, as the trip page shows it. */
export const tripPoiSchema = z.object({
  poi_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  photo: z.string().nullable(),
  category_id: z.number().int(),
  category_name: z.string(),
  poi_color: z.string(),
  location: z.object({ lat: z.number(), lng: z.number() }),
  /** Minutes at the stop. */
  time: z.number().int(),
});

/** Where and when a saved trip goes, and how far: what every page of one trip shows (the customer's, the driver's). */
export const tripRideFields = {
  start_locality: z.string(),
  end_locality: z.string(),
  start_address: z.string(),
  end_address: z.string(),
  start_loc_details: z.string(),
  end_loc_details: z.string(),
  /** YYYY-MM-DD and HH:MM, Zagreb wall clock. */
  pickup_date: z.string(),
  pickup_time: z.string(),
  passengers: z.number().int(),
  /** Metres and seconds of the planned route. */
  distance: z.number().int(),
  duration: z.number().int(),
};

/** GET /api/public/trip/{reference}?token=: the Trip detail of spec section 3 plus what the page shows. */
export const publicTripSchema = z.object({
  ...savedTripIdentityFields,
  price_gross: moneyStringSchema,
  deposit_gross: moneyStringSchema,
  deposit_paid: z.boolean(),
  driver: tripDriverCardSchema.nullable(),
  vehicle: tripVehicleCardSchema.nullable(),
  vehicle_type: tripVehicleTypeCardSchema,
  pois: z.array(tripPoiSchema),
  round_trip_id: z.number().int().nullable(),
  round_trip_name: z.string(),
  offer_drivers: z.boolean(),
  /** The open card payment's client secret while the deposit is due, so the form resumes it. */
  payment_intent_client_secret: z.string().nullable(),
  /** Stripe's publishable key for the Payment Element; null with the offline test processor. */
  stripe_public: z.string().nullable(),
  /** 'test': the page shows the TEST MODE card form of the built-in processor instead of Stripe's. */
  card_processor: cardProcessorSchema,
  /** The agent pays this deposit by bank transfer (a bulk payment): no card form. */
  deposit_by_bank_transfer: z.boolean(),

  ...tripRideFields,
  ...savedTripCustomerFields,
  /** The price table, shown while the deposit is due (pending_payment); null otherwise. */
  price: tripPriceBreakdownSchema.nullable(),
  /** For the signed-in viewer: the 'Edit Trip' link and the Edit modal (spec section 2). */
  can_edit_trip: z.boolean(),
  can_edit_info: z.boolean(),
});
export type PublicTrip = z.infer<typeof publicTripSchema>;

export const publicTripParamsSchema = z.object({ reference: z.string().max(40) });

/**
 * The path of the public trip page's data: the reference and the link's secret token. One function
 * for both sides: the page asks for this path, and the server names its answer by it when it sends
 * the answer inside the page (server: public-trip-page-data.ts, web: lib/page-data.ts).
 */
export function publicTripApiPath(reference: string, token: string): string {
  return `/api/public/trip/${encodeURIComponent(reference)}?token=${encodeURIComponent(token)}`;
}
/** A missing token is answered like a wrong one (404), so it is optional here. */
export const tripTokenQuerySchema = z.object({ token: z.string().max(200).optional().default('') });

/** POST /api/update_trip_info/{trip_id}/?token=: the Edit modal (contact and extra info). */
export const updateTripInfoRequestSchema = z.object({
  customer_first_name: trimmedText(100).default(''),
  customer_last_name: trimmedText(100).default(''),
  // Optional, as on the trip form: a customer reached by phone only may have none (issue 30).
  customer_email: z
    .string({ error: TRIP_MESSAGES.infoEmail })
    .trim()
    .max(254, TRIP_MESSAGES.infoEmail)
    .refine(isEmailOrEmpty, TRIP_MESSAGES.infoEmail)
    .default(''),
  customer_phone: trimmedText(50).default(''),
  info: tripInfoSchema.default(EMPTY_TRIP_INFO),
});
export type UpdateTripInfoRequest = z.input<typeof updateTripInfoRequestSchema>;
export const updateTripInfoParamsSchema = z.object({ trip_id: rowIdParamSchema });
