import { z } from 'zod';
import { MAX_PASSENGERS, meetsCountryRule, MIN_PASSENGERS, TRIP_MESSAGES, tripLocationSchema, tripPriceBreakdownSchema } from './trips.ts';

/**
 * Pricing a trip before it is saved (spec section 7): POST /api/update_trip/ for a transfer,
 * POST /api/update_round_trip/ for a round trip. The server stores the quote and answers its
 * trip_price_id; booking refers to it and never takes a price from the browser.
 */

/** More stops than this is no transfer any more; it also bounds the work of one request. */
export const MAX_QUOTE_STOPS = 10;

export const QUOTE_MESSAGES = {
  duplicateStop: 'This point of interest is already a stop.',
  noRoute: 'No driving route joins these places.',
  noVehicle: 'No vehicle type takes this many passengers.',
  roundTripNotFound: 'Round trip not found.',
  roundTripStop: 'This round trip does not offer that stop.',
  otherAgency: 'Only staff can price a trip for another agency.',
  tooManyStops: `At most ${MAX_QUOTE_STOPS} stops.`,
  agencyNotFound: 'Agency not found.',
  // Booking with a stored quote (POST /api/trip/ reads it through the quotes service).
  quoteNotFound: 'This price was not found. Press Update to calculate the price again.',
  quoteExpired: 'This price has expired. Press Update to calculate the price again.',
  vehicleNotQuoted: 'This vehicle type was not priced for this trip. Choose one of the offered vehicle types.',
} as const;

const passengersSchema = z
  .number({ error: TRIP_MESSAGES.passengers })
  .int(TRIP_MESSAGES.passengers)
  .min(MIN_PASSENGERS, TRIP_MESSAGES.passengers)
  .max(MAX_PASSENGERS, TRIP_MESSAGES.passengers);

const quoteIdSchema = z.string().max(100).nullable().optional();
/** Staff price a trip for an agent's agency (its commission); agents always price for their own. */
const agencyIdSchema = z.number().int().positive().nullable().optional();
/** The vehicle type chosen on the form, kept selected when it still fits. */
const vehicleTypeIdSchema = z.number().int().positive().nullable().optional();

export const quoteStopRequestSchema = z.object({
  poi_id: z.number().int().positive(),
  time: z.number().int().min(0).max(24 * 60),
});

/** POST /api/update_trip/. */
export const updateTripRequestSchema = z
  .object({
    start_loc: tripLocationSchema,
    end_loc: tripLocationSchema,
    /** The form's current quote: updated in place when it is the user's own and still valid. */
    trip_price_id: quoteIdSchema,
    passengers: passengersSchema.default(1),
    stops: z.array(quoteStopRequestSchema).max(MAX_QUOTE_STOPS, QUOTE_MESSAGES.tooManyStops).default([]),
    start_locality: z.string().trim().max(200).optional(),
    end_locality: z.string().trim().max(200).optional(),
    vehicle_type_id: vehicleTypeIdSchema,
    agency_id: agencyIdSchema,
  })
  .superRefine((value, ctx) => {
    if (!meetsCountryRule(value.start_loc.country_short_name, value.end_loc.country_short_name)) {
      ctx.addIssue({ code: 'custom', path: ['end_loc'], message: TRIP_MESSAGES.country });
    }
  });
export type UpdateTripRequest = z.input<typeof updateTripRequestSchema>;
export type UpdateTripRequestParsed = z.output<typeof updateTripRequestSchema>;

/** POST /api/update_round_trip/. */
export const updateRoundTripRequestSchema = z.object({
  passengers: passengersSchema.default(1),
  round_trip_id: z.number().int().positive().max(2_147_483_647),
  trip_price_id: quoteIdSchema,
  /** The round trip's optional stop, when the customer takes it. */
  poi_id: z.number().int().positive().nullable().optional(),
  vehicle_type_id: vehicleTypeIdSchema,
  agency_id: agencyIdSchema,
});
export type UpdateRoundTripRequest = z.input<typeof updateRoundTripRequestSchema>;
export type UpdateRoundTripRequestParsed = z.output<typeof updateRoundTripRequestSchema>;

/** Spec section 3, "Vehicle type offer": one vehicle type with the trip's price in it. */
export const vehicleTypeOfferSchema = z.object({
  vehicle_type_id: z.number().int(),
  vehicle_type_name: z.string(),
  image: z.string().nullable(),
  /** What the customer pays (price_gross), in cents. */
  price_cents: z.number().int(),
  /** The tariff in euros per started km; absent for round trips, which have a fixed price. */
  price_per_km: z.number().optional(),
  price: tripPriceBreakdownSchema.optional(),
  comparable_to: z.string(),
  max_passengers: z.number().int(),
  baggage_note: z.string().optional(),
});
export type VehicleTypeOffer = z.infer<typeof vehicleTypeOfferSchema>;

/** Spec section 3, "Stop": price in euros (spec section 9, part of base_price), time in minutes. */
export const quoteStopSchema = z.object({
  poi_id: z.number().int(),
  name: z.string(),
  price: z.number(),
  time: z.number().int(),
});
export type QuoteStop = z.infer<typeof quoteStopSchema>;

/** Spec section 3, "Point of interest", near the route. */
export const pointOfInterestSchema = z.object({
  poi_id: z.number().int(),
  name: z.string(),
  photo: z.string().nullable(),
  /** Metres between the point and the route line: the detour is about twice this. */
  distance: z.number().int(),
  /** Metres from the start along the route to where it passes the point (the list's order). */
  distance_along_route: z.number().int(),
  poi_color: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  description: z.string(),
  min_duration_minutes: z.number().int(),
  max_duration_minutes: z.number().int(),
  /** Spec section 3, "Place": WGS 84 (srid 4326). */
  location: z.object({ lat: z.number(), lng: z.number(), srid: z.number().int() }),
});
export type PointOfInterest = z.infer<typeof pointOfInterestSchema>;

const quoteCommon = {
  vehicle_types: z.array(vehicleTypeOfferSchema),
  /** The vehicle_type_id the form should show as chosen. */
  selected_vehicle_type: z.number().int(),
  stops: z.array(quoteStopSchema),
  trip_price_id: z.uuid(),
  /** Metres and seconds of the whole trip as priced. */
  distance: z.number().int(),
  duration: z.number().int(),
  /** After this instant the quote can no longer be booked; press Update again. */
  expires_at: z.iso.datetime(),
};

export const updateTripResponseSchema = z.object({
  ...quoteCommon,
  pois: z.array(pointOfInterestSchema),
  /** [lat, lng] pairs of the route through the stops. */
  overview_polyline: z.array(z.tuple([z.number(), z.number()])),
});
export type UpdateTripResponse = z.infer<typeof updateTripResponseSchema>;

export const updateRoundTripResponseSchema = z.object({
  ...quoteCommon,
  round_trip_id: z.number().int(),
  round_trip_name: z.string(),
});
export type UpdateRoundTripResponse = z.infer<typeof updateRoundTripResponseSchema>;
