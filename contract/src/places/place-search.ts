import { z } from 'zod';

/** GET /api/places/ (not in the spec; the trip form's city pickers use it). */
export const PLACE_SEARCH_LIMITS = { minQueryLength: 2, maxQueryLength: 100, defaultLimit: 10, maxLimit: 20 } as const;

export const PLACE_SEARCH_MESSAGES = {
  queryTooShort: `Type at least ${PLACE_SEARCH_LIMITS.minQueryLength} letters of the place.`,
  queryTooLong: `Type at most ${PLACE_SEARCH_LIMITS.maxQueryLength} characters.`,
  limit: `limit must be a whole number from 1 to ${PLACE_SEARCH_LIMITS.maxLimit}.`,
  tooMany: 'Too many place searches. Please wait a minute.',
} as const;

/** Any maps call (place search, routing) whose service is down or too slow answers 503 with this. */
export const MAPS_UNAVAILABLE_MESSAGE = 'The maps service is not available right now. Please try again in a minute.';

export const placeSearchQuerySchema = z.object({
  q: z
    .string({ error: PLACE_SEARCH_MESSAGES.queryTooShort })
    .trim()
    .min(PLACE_SEARCH_LIMITS.minQueryLength, PLACE_SEARCH_MESSAGES.queryTooShort)
    .max(PLACE_SEARCH_LIMITS.maxQueryLength, PLACE_SEARCH_MESSAGES.queryTooLong),
  limit: z.coerce
    .number({ error: PLACE_SEARCH_MESSAGES.limit })
    .int(PLACE_SEARCH_MESSAGES.limit)
    .min(1, PLACE_SEARCH_MESSAGES.limit)
    .max(PLACE_SEARCH_LIMITS.maxLimit, PLACE_SEARCH_MESSAGES.limit)
    .default(PLACE_SEARCH_LIMITS.defaultLimit),
});
export type PlaceSearchQuery = z.input<typeof placeSearchQuerySchema>;

/**
 * A town, city or airport as the pickers offer it: the Location fields of spec section 3 plus
 * the locality. `place_id` is the provider's id ("geonames:3190261", "airport:SPU", or a
 * Google place id); it is stable, so a stored trip can be matched to the pick again.
 */
export const placeSchema = z.object({
  formatted_address: z.string(),
  place_id: z.string(),
  lat: z.number(),
  lng: z.number(),
  country_short_name: z.string(),
  country_long_name: z.string(),
  locality: z.string(),
});
export type Place = z.infer<typeof placeSchema>;

/** Best match first. */
export const placeListSchema = z.array(placeSchema);

/**
 * The name a person knows a picked place by: its address up to the first comma ("Split Airport
 * (SPU)", "Plitvice Lakes", "Split"). Trips show this, not the locality, as their From and To:
 * an airport's locality is the town it serves, and "Split" would send the driver 20 km from the
 * passenger (ADR 0059).
 */
export function placeName(place: { formatted_address: string; locality?: string | undefined }): string {
  const name = place.formatted_address.split(',')[0]?.trim() ?? '';
  return name || place.locality || place.formatted_address;
}
