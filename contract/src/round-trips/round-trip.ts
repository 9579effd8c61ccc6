import { z } from 'zod';
import { rowIdParamSchema } from '../common/ids.ts';
import { tripLocationSchema } from '../trips/trip-fields.ts';

/** Spec section 8: what the round trips pages say when they cannot load. */
export const ROUND_TRIP_MESSAGES = {
  notFound: 'Round trip not found.',
  listFailed: 'There was an error with loading round trips',
  oneFailed: 'Failed to load round trip.',
} as const;

/** A price of the round trip in one vehicle type: what the customer pays, in euros. */
export const roundTripPriceSchema = z.object({
  vehicle_type: z.number().int(),
  vehicle_type_name: z.string(),
  max_passengers: z.number().int(),
  price: z.number(),
});

/** The optional extra stop ("Add {name} for €{price}"): price is the stop's own, with commission, service fee and VAT. */
export const roundTripStopSchema = z.object({
  poi_id: z.number().int(),
  name: z.string(),
  price: z.number(),
  /** Minutes at the stop. */
  time: z.number().int(),
});

/** Spec section 3, "Round trip", plus where it starts as a Location for the booking form. */
export const roundTripSchema = z.object({
  round_trip_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** x is the longitude, y the latitude (GeoJSON order). */
  location: z.object({ x: z.number(), y: z.number() }),
  duration_minutes: z.number().int(),
  /** Driving distance of the whole loop, metres. */
  distance: z.number().int(),
  photos: z.array(z.string()),
  /** Cheapest first; only vehicle types the round trip is offered in. */
  prices: z.array(roundTripPriceSchema),
  stop: roundTripStopSchema.nullable(),
  /** Start and end of the day, as the booking payload's start_loc and end_loc. */
  start_loc: tripLocationSchema.extend({ id: z.number().int(), locality: z.string() }),
});
export type RoundTrip = z.infer<typeof roundTripSchema>;

export const roundTripListSchema = z.object({ items: z.array(roundTripSchema) });
export type RoundTripList = z.infer<typeof roundTripListSchema>;

export const roundTripParamsSchema = z.object({ id: rowIdParamSchema });
