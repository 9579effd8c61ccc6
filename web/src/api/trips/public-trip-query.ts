import { queryOptions } from '@tanstack/react-query';
import { publicTripApiPath, publicTripSchema } from '@vozimo/contract';
import { apiGet } from '../../lib/api-client.ts';
import { takePageData } from '../../lib/page-data.ts';
import { tripsKeys } from './trips-keys.ts';

/** GET /api/public/trip/{reference}?token=: the trip, for anybody holding the link. */
export function publicTripQueryOptions(reference: string, token: string) {
  return queryOptions({
    queryKey: tripsKeys.publicTrip(reference, token),
    queryFn: ({ signal }) => apiGet(publicTripApiPath(reference, token), publicTripSchema, { signal }),
    // The server sends the trip inside the page a customer opens from the link (ADR 0033), so the
    // page's first render shows the trip rather than a loading state.
    initialData: () => takePageData(publicTripApiPath(reference, token), publicTripSchema),
  });
}
