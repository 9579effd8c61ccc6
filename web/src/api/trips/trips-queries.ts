import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listTripsResponseSchema, statsResponseSchema, type TripStatus } from '@vozimo/contract';
import { apiGet } from '../../lib/api-client.ts';
import { pageParams } from '../../lib/page-params.ts';
import { tripsKeys } from './trips-keys.ts';

export const TRIPS_PAGE_SIZE = 20;

/**
 * GET /api/trips/: one page of the month's trips, filtered by status and by the search `q`
 * (reference or customer name, ADR 0015; '' for none).
 */
export function tripsListQueryOptions(month: string | null, statuses: TripStatus[], page: number, q = '') {
  const params = new URLSearchParams({ ...(month ? { month } : {}), ...pageParams(page, TRIPS_PAGE_SIZE) });
  for (const status of statuses) params.append('status', status);
  if (q) params.set('q', q);
  return queryOptions({
    queryKey: tripsKeys.list(month, statuses, page, q),
    queryFn: ({ signal }) => apiGet(`/api/trips/?${params}`, listTripsResponseSchema, { signal }),
    // Keep the previous page on screen while the next one loads, instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/stats/: the month's figures for the statistic cards. */
export function tripStatsQueryOptions(month: string) {
  return queryOptions({
    queryKey: tripsKeys.stats(month),
    queryFn: ({ signal }) => apiGet(`/api/stats/?month=${month}`, statsResponseSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}
