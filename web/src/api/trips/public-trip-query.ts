import { queryOptions } from '@tanstack/react-query';
import { publicTripSchema } from '@vozimo/contract';
import { apiGet } from '../../lib/api-client.ts';
import { tripsKeys } from './trips-keys.ts';

/** The path of the public trip page's data: the reference and the link's secret token. */
export function publicTripApiPath(reference: string, token: string): string {
  return `/api/public/trip/${encodeURIComponent(reference)}?token=${encodeURIComponent(token)}`;
}

/** GET /api/public/trip/{reference}?token=: the trip, for anybody holding the link. */
export function publicTripQueryOptions(reference: string, token: string) {
  return queryOptions({
    queryKey: tripsKeys.publicTrip(reference, token),
    queryFn: ({ signal }) => apiGet(publicTripApiPath(reference, token), publicTripSchema, { signal }),
  });
}
