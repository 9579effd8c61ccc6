import { queryOptions } from '@tanstack/react-query';
import { placeListSchema, poiCategoryListSchema, tripForEditingSchema } from '@vozimo/contract';
import { apiGet } from '../../../lib/api-client.ts';

export const tripFormKeys = {
  trip: (tripId: number) => ['trip-form', 'trip', tripId] as const,
  places: (query: string) => ['places', query] as const,
  poiCategories: ['catalogue', 'poi-categories'] as const,
};

/**
 * GET /api/trip/{tripId}: the saved trip in the form's fields, fresh each time the form opens
 * (someone may have changed it), and not reloaded under the user's typing.
 */
export function tripForEditingQueryOptions(tripId: number) {
  return queryOptions({
    queryKey: tripFormKeys.trip(tripId),
    queryFn: ({ signal }) => apiGet(`/api/trip/${tripId}`, tripForEditingSchema, { signal }),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** GET /api/places/?q=: the city pickers' search, best match first. */
export function placeSearchQueryOptions(query: string) {
  return queryOptions({
    queryKey: tripFormKeys.places(query),
    queryFn: ({ signal }) => apiGet(`/api/places/?${new URLSearchParams({ q: query })}`, placeListSchema, { signal }),
    // Town names do not change while the form is open.
    staleTime: 10 * 60_000,
  });
}

/** GET /api/poi_categories/: names and colours for the points-of-interest filter. */
export function poiCategoriesQueryOptions() {
  return queryOptions({
    queryKey: tripFormKeys.poiCategories,
    queryFn: ({ signal }) => apiGet('/api/poi_categories/', poiCategoryListSchema, { signal }),
    staleTime: 300_000,
  });
}
