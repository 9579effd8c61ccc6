import { queryOptions } from '@tanstack/react-query';
import { claimedTripListSchema, companyDriverOptionListSchema, companyVehicleOptionListSchema, offeredTripListSchema } from '@vozimo/contract';
import { apiGet } from '../../lib/api-client.ts';
import { offersKeys } from './offers-keys.ts';

/** The spec caches the offered trips for 30 seconds (sections 7 and 9); a claim or change refreshes them at once. */
export const OFFERED_TRIPS_STALE_MS = 30_000;

/** GET /api/offered_trips/: offered trips nobody has claimed, with the company's payout. */
export function offeredTripsQueryOptions() {
  return queryOptions({
    queryKey: offersKeys.offeredTrips(),
    queryFn: ({ signal }) => apiGet('/api/offered_trips/', offeredTripListSchema, { signal }),
    staleTime: OFFERED_TRIPS_STALE_MS,
  });
}

/** GET /api/upcoming_claimed_trips: the company's claimed trips with pickup ahead. */
export function upcomingClaimedTripsQueryOptions() {
  return queryOptions({
    queryKey: offersKeys.claimedTrips(),
    queryFn: ({ signal }) => apiGet('/api/upcoming_claimed_trips', claimedTripListSchema, { signal }),
  });
}

/** `?company=` for staff acting for a company; nothing for a driver admin (the server knows its company). */
const companyQuery = (company: number | null) => (company === null ? '' : `?${new URLSearchParams({ company: String(company) })}`);

/** GET /api/list_company_drivers: the drivers the company may assign. */
export function companyDriversQueryOptions(company: number | null = null) {
  return queryOptions({
    queryKey: offersKeys.companyDrivers(company),
    queryFn: ({ signal }) => apiGet(`/api/list_company_drivers${companyQuery(company)}`, companyDriverOptionListSchema, { signal }),
  });
}

/** GET /api/list_company_vehicles: the vehicles the company may assign, with their seats and usual driver. */
export function companyVehiclesQueryOptions(company: number | null = null) {
  return queryOptions({
    queryKey: offersKeys.companyVehicles(company),
    queryFn: ({ signal }) => apiGet(`/api/list_company_vehicles${companyQuery(company)}`, companyVehicleOptionListSchema, { signal }),
  });
}
