import { z } from 'zod';
import { tripPriceBreakdownSchema } from '../trips/saved-trip-fields.ts';

/** What a quote answers (spec section 3): the vehicle types with their prices, the stops, the route. */

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

/** 200 of POST /api/update_trip/. */
export const updateTripResponseSchema = z.object({
  ...quoteCommon,
  pois: z.array(pointOfInterestSchema),
  /** [lat, lng] pairs of the route through the stops. */
  overview_polyline: z.array(z.tuple([z.number(), z.number()])),
});
export type UpdateTripResponse = z.infer<typeof updateTripResponseSchema>;

/** 200 of POST /api/update_round_trip/. */
export const updateRoundTripResponseSchema = z.object({
  ...quoteCommon,
  round_trip_id: z.number().int(),
  round_trip_name: z.string(),
});
export type UpdateRoundTripResponse = z.infer<typeof updateRoundTripResponseSchema>;
