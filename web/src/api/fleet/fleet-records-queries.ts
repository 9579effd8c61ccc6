import { queryOptions } from '@tanstack/react-query';
import { driverListSchema, vehicleListSchema } from '@vozimo/contract';
import { apiGet } from '../../lib/api-client.ts';
import { withFetchFailureMessage } from '../../lib/fetch-failure.ts';
import { fleetKeys } from './fleet-keys.ts';
import { FETCH_DRIVERS_FAILED, FETCH_VEHICLES_FAILED } from './fleet-queries.ts';

const withCompany = (path: string, company?: number) => (company === undefined ? path : `${path}?company=${company}`);

/** GET /api/drivers/: the Drivers screen (the server scopes it: own company, own record, or staff's filter). */
export function driverListQueryOptions(company?: number) {
  return queryOptions({
    queryKey: fleetKeys.driverList(company),
    queryFn: ({ signal }) =>
      withFetchFailureMessage(apiGet(withCompany('/api/drivers/', company), driverListSchema, { signal }), FETCH_DRIVERS_FAILED, signal),
  });
}

/** GET /api/vehicles/: the Vehicles screen, scoped by the server like the drivers. */
export function vehicleListQueryOptions(company?: number) {
  return queryOptions({
    queryKey: fleetKeys.vehicleList(company),
    queryFn: ({ signal }) =>
      withFetchFailureMessage(apiGet(withCompany('/api/vehicles/', company), vehicleListSchema, { signal }), FETCH_VEHICLES_FAILED, signal),
  });
}
