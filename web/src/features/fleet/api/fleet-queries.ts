import { queryOptions } from '@tanstack/react-query';
import { driverOptionListSchema, vehicleOptionListSchema, vehicleTypeListSchema } from '@vozimo/contract';
import { apiGet } from '../../../lib/api-client.ts';
import { withFetchFailureMessage } from './fetch-failure.ts';

export const fleetKeys = {
  all: ['fleet'] as const,
  drivers: ['fleet', 'drivers'] as const,
  vehicles: ['fleet', 'vehicles'] as const,
};

/** Reference data shared with other forms (the vehicle form will read it too). */
export const vehicleTypesQueryKey = ['vehicle-types'] as const;

export const FETCH_DRIVERS_FAILED = 'Failed to fetch drivers';
export const FETCH_VEHICLES_FAILED = 'Failed to fetch vehicles';
export const FETCH_VEHICLE_TYPES_FAILED = 'Failed to fetch vehicle types';

/** Spec section 7: vehicle types are cached for 300000 ms. */
export const VEHICLE_TYPES_STALE_MS = 300_000;

/** GET /api/list_drivers: approved drivers of approved companies (staff). */
export function driverOptionsQueryOptions() {
  return queryOptions({
    queryKey: fleetKeys.drivers,
    queryFn: ({ signal }) =>
      withFetchFailureMessage(apiGet('/api/list_drivers', driverOptionListSchema, { signal }), FETCH_DRIVERS_FAILED, signal),
  });
}

/** GET /api/list_vehicles: approved vehicles in service of approved companies (staff). */
export function vehicleOptionsQueryOptions() {
  return queryOptions({
    queryKey: fleetKeys.vehicles,
    queryFn: ({ signal }) =>
      withFetchFailureMessage(apiGet('/api/list_vehicles', vehicleOptionListSchema, { signal }), FETCH_VEHICLES_FAILED, signal),
  });
}

/** GET /api/list_vehicle_types/: the types with their tariff. */
export function vehicleTypesQueryOptions() {
  return queryOptions({
    queryKey: vehicleTypesQueryKey,
    queryFn: ({ signal }) =>
      withFetchFailureMessage(apiGet('/api/list_vehicle_types/', vehicleTypeListSchema, { signal }), FETCH_VEHICLE_TYPES_FAILED, signal),
    staleTime: VEHICLE_TYPES_STALE_MS,
  });
}
