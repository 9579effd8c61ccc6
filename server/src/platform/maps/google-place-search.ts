import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { COVERED_COUNTRIES } from './countries.ts';
import { CURATED_PLACES } from './curated-places.ts';
import { MapsUnavailableError, type PlaceResult, type PlaceSearch } from './maps.ts';
import { buildPlaceIndex, searchPlaceIndex } from './offline-place-search.ts';

/** The whole search (suggestions and their details) is given up after this. */
export const GOOGLE_PLACES_TIMEOUT_MS = 5_000;

const PLACES_API = 'https://places.googleapis.com/v1';

const autocompleteSchema = z.object({
  suggestions: z
    .array(
      z.object({
        placePrediction: z.object({ placeId: z.string() }).optional(),
      }),
    )
    .optional(),
});

const placeDetailsSchema = z.object({
  id: z.string(),
  formattedAddress: z.string(),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  displayName: z.object({ text: z.string() }).optional(),
  addressComponents: z
    .array(z.object({ longText: z.string(), shortText: z.string(), types: z.array(z.string()) }))
    .default([]),
});

type PlaceDetails = z.infer<typeof placeDetailsSchema>;

/** The airports and Plitvice come from our own list with either provider (docs/maps.md). */
const curatedIndex = buildPlaceIndex([], CURATED_PLACES);

function toPlaceResult(details: PlaceDetails): PlaceResult | null {
  const component = (type: string) => details.addressComponents.find((c) => c.types.includes(type));
  const country = component('country');
  if (!country) return null;
  const locality =
    component('locality') ?? component('postal_town') ?? component('administrative_area_level_3');
  return {
    formatted_address: details.formattedAddress,
    place_id: details.id,
    lat: details.location.latitude,
    lng: details.location.longitude,
    country_short_name: country.shortText,
    country_long_name: country.longText,
    locality: locality?.longText ?? details.displayName?.text ?? details.formattedAddress.split(',')[0] ?? '',
  };
}

/** Each curated place after the city it serves (and that city's other curated places), when listed; else at the end. */
function mergeCurated(cities: PlaceResult[], curated: PlaceResult[]): PlaceResult[] {
  const merged = [...cities];
  const curatedIds = new Set(curated.map((p) => p.place_id));
  for (const place of curated) {
    let at = merged.findIndex(
      (city) => city.locality === place.locality && city.country_short_name === place.country_short_name && !curatedIds.has(city.place_id),
    );
    if (at === -1) {
      merged.push(place);
      continue;
    }
    while (at + 1 < merged.length && curatedIds.has((merged[at + 1] as PlaceResult).place_id)) at++;
    merged.splice(at + 1, 0, place);
  }
  return merged;
}

/**
 * Place search by Google Places (API "New"): Autocomplete restricted to cities in the covered
 * countries, then Place Details of each suggestion (location and country) in the same session,
 * all server side so the key never reaches the browser. Failures and timeouts are
 * MapsUnavailableError (503).
 */
export function createGooglePlaceSearch(
  apiKey: string,
  fetchImpl: typeof fetch = fetch,
  options: { timeoutMs?: number } = {},
): PlaceSearch {
  const timeoutMs = options.timeoutMs ?? GOOGLE_PLACES_TIMEOUT_MS;

  async function callJson(url: string, init: RequestInit, what: string): Promise<unknown> {
    let response: Response;
    try {
      response = await fetchImpl(url, init);
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : String(error);
      throw new MapsUnavailableError(`Google Places ${what} failed: ${reason}`, { cause: error });
    }
    if (!response.ok) throw new MapsUnavailableError(`Google Places ${what} answered ${response.status}`);
    try {
      return await response.json();
    } catch (error) {
      throw new MapsUnavailableError(`Google Places ${what} answered with a body that is not JSON`, { cause: error });
    }
  }

  return {
    async search(query: string, limit: number): Promise<PlaceResult[]> {
      const signal = AbortSignal.timeout(timeoutMs);
      const sessionToken = randomUUID();
      const headers = { 'content-type': 'application/json', 'x-goog-api-key': apiKey };

      const suggestions = autocompleteSchema.safeParse(
        await callJson(
          `${PLACES_API}/places:autocomplete`,
          {
            method: 'POST',
            signal,
            headers,
            body: JSON.stringify({
              input: query,
              includedPrimaryTypes: ['(cities)'],
              includedRegionCodes: Object.keys(COVERED_COUNTRIES).map((code) => code.toLowerCase()),
              languageCode: 'en',
              sessionToken,
            }),
          },
          'autocomplete',
        ),
      );
      if (!suggestions.success) throw new MapsUnavailableError('Google Places autocomplete answered in an unexpected shape');
      const placeIds = (suggestions.data.suggestions ?? [])
        .flatMap((s) => (s.placePrediction ? [s.placePrediction.placeId] : []))
        .slice(0, limit);

      const details = await Promise.all(
        placeIds.map(async (placeId) => {
          const body = await callJson(
            `${PLACES_API}/places/${encodeURIComponent(placeId)}?languageCode=en&sessionToken=${sessionToken}`,
            {
              signal,
              headers: { ...headers, 'x-goog-fieldmask': 'id,formattedAddress,location,addressComponents,displayName' },
            },
            'place details',
          );
          const parsed = placeDetailsSchema.safeParse(body);
          if (!parsed.success) throw new MapsUnavailableError('Google Places details answered in an unexpected shape');
          return toPlaceResult(parsed.data);
        }),
      );
      const cities = details.filter((d): d is PlaceResult => d !== null);
      return mergeCurated(cities, searchPlaceIndex(curatedIndex, query, limit)).slice(0, limit);
    },
  };
}
