import { queryOptions } from '@tanstack/react-query';
import { publicTripSchema } from '@vozimo/contract';
import { apiGet } from '../../../lib/api-client.ts';

export const publicTripKeys = {
  all: ['public-trip'] as const,
  one: (reference: string, token: string) => ['public-trip', reference, token] as const,
};

/** The path of the public trip page's data: the reference and the link's secret token. */
export function publicTripApiPath(reference: string, token: string): string {
  return `/api/public/trip/${encodeURIComponent(reference)}?token=${encodeURIComponent(token)}`;
}

/** GET /api/public/trip/{reference}?token=: the trip, for anybody holding the link. */
export function publicTripQueryOptions(reference: string, token: string) {
  return queryOptions({
    queryKey: publicTripKeys.one(reference, token),
    queryFn: ({ signal }) => apiGet(publicTripApiPath(reference, token), publicTripSchema, { signal }),
  });
}
