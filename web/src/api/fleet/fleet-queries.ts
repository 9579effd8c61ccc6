import { queryOptions } from '@tanstack/react-query';
import { driverOptionListSchema, vehicleOptionListSchema } from '@vozimo/contract';
import { apiGet } from '../../lib/api-client.ts';
import { withFetchFailureMessage } from '../../lib/fetch-failure.ts';
import { fleetKeys } from './fleet-keys.ts';

export const FETCH_DRIVERS_FAILED = 'Failed to fetch drivers';
export const FETCH_VEHICLES_FAILED = 'Failed to fetch vehicles';

/** GET /api/list_drivers: approved drivers of approved companies (staff). */
export function driverOptionsQueryOptions() {
  return queryOptions({
    queryKey: fleetKeys.drivers(),
    queryFn: ({ signal }) =>
      withFetchFailureMessage(apiGet('/api/list_drivers', driverOptionListSchema, { signal }), FETCH_DRIVERS_FAILED, signal),
  });
}

/** GET /api/list_vehicles: approved vehicles in service of approved companies (staff). */
export function vehicleOptionsQueryOptions() {
  return queryOptions({
    queryKey: fleetKeys.vehicles(),
    queryFn: ({ signal }) =>
      withFetchFailureMessage(apiGet('/api/list_vehicles', vehicleOptionListSchema, { signal }), FETCH_VEHICLES_FAILED, signal),
  });
}
