import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminTripRecordSchema, adminTripsResponseSchema, type TripStatus } from '@vozimo/contract';
import { apiGet } from '../../lib/api-client.ts';
import { pageParams } from '../../lib/page-params.ts';
import { tripsKeys } from './trips-keys.ts';

export const ADMIN_TRIPS_PAGE_SIZE = 20;

/** GET /api/admin/trips/: a page of any trips, found by reference or customer, newest pickup first (staff). */
export function adminTripsQueryOptions(params: { search: string; status: TripStatus | null; page: number }) {
  const query = new URLSearchParams(pageParams(params.page, ADMIN_TRIPS_PAGE_SIZE));
  if (params.search) query.set('search', params.search);
  if (params.status) query.set('status', params.status);
  return queryOptions({
    queryKey: tripsKeys.adminList(params),
    queryFn: ({ signal }) => apiGet(`/api/admin/trips/?${query}`, adminTripsResponseSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/trips/{id}/: one trip's record with its history (staff). */
export function adminTripRecordQueryOptions(tripId: number) {
  return queryOptions({
    queryKey: tripsKeys.adminRecord(tripId),
    queryFn: ({ signal }) => apiGet(`/api/admin/trips/${tripId}/`, adminTripRecordSchema, { signal }),
    // A record staff come back to after editing the trip shows its latest history.
    staleTime: 0,
  });
}
