import { queryOptions } from '@tanstack/react-query';
import { roundTripListSchema, roundTripSchema } from '@vozimo/contract';
import { apiGet } from '../../lib/api-client.ts';
import { roundTripsKeys } from './round-trips-keys.ts';

/** GET /api/round_trips/: the bookable round trips, cheapest price first within each. */
export function roundTripsQueryOptions() {
  return queryOptions({
    queryKey: roundTripsKeys.list(),
    queryFn: async ({ signal }) => (await apiGet('/api/round_trips/', roundTripListSchema, { signal })).items,
  });
}

/** GET /api/round_trips/{id}/. */
export function roundTripQueryOptions(id: number) {
  return queryOptions({
    queryKey: roundTripsKeys.detail(id),
    queryFn: ({ signal }) => apiGet(`/api/round_trips/${id}/`, roundTripSchema, { signal }),
  });
}
