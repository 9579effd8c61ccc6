import { z } from 'zod';
import { rowIdSchema } from '../common/ids.ts';
import { passengersSchema, tripLocationSchema } from '../trips/trip-fields.ts';
import { meetsCountryRule, TRIP_MESSAGES } from '../trips/trip-rules.ts';

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

const quoteIdSchema = z.string().max(100).nullable().optional();
/** Staff price a trip for an agent's agency (its commission); agents always price for their own. */
const agencyIdSchema = rowIdSchema.nullable().optional();
/** The vehicle type chosen on the form, kept selected when it still fits. */
const vehicleTypeIdSchema = rowIdSchema.nullable().optional();

export const quoteStopRequestSchema = z.object({
  poi_id: rowIdSchema,
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
  round_trip_id: rowIdSchema,
  trip_price_id: quoteIdSchema,
  /** The round trip's optional stop, when the customer takes it. */
  poi_id: rowIdSchema.nullable().optional(),
  vehicle_type_id: vehicleTypeIdSchema,
  agency_id: agencyIdSchema,
});
export type UpdateRoundTripRequest = z.input<typeof updateRoundTripRequestSchema>;
export type UpdateRoundTripRequestParsed = z.output<typeof updateRoundTripRequestSchema>;
