import { queryOptions } from '@tanstack/react-query';
import { placeListSchema } from '@vozimo/contract';
import { apiGet } from '../../lib/api-client.ts';
import { placesKeys } from './places-keys.ts';

/** GET /api/places/?q=: the city pickers' search, best match first. */
export function placeSearchQueryOptions(query: string) {
  return queryOptions({
    queryKey: placesKeys.search(query),
    queryFn: ({ signal }) => apiGet(`/api/places/?${new URLSearchParams({ q: query })}`, placeListSchema, { signal }),
    // Town names do not change while the form is open.
    staleTime: 10 * 60_000,
  });
}
