import { queryOptions, useQuery } from '@tanstack/react-query';
import { poiCategoryListSchema, vehicleTypeListSchema } from '@vozimo/contract';
import { apiGet } from '../../lib/api-client.ts';
import { withFetchFailureMessage } from '../../lib/fetch-failure.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export const FETCH_VEHICLE_TYPES_FAILED = 'Failed to fetch vehicle types';

/** Spec section 7: vehicle types are cached for 300000 ms. */
export const VEHICLE_TYPES_STALE_MS = 300_000;

/** GET /api/list_vehicle_types/: the types with their tariff. One cache serves every form that shows them. */
export function vehicleTypesQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.vehicleTypes(),
    queryFn: ({ signal }) =>
      withFetchFailureMessage(apiGet('/api/list_vehicle_types/', vehicleTypeListSchema, { signal }), FETCH_VEHICLE_TYPES_FAILED, signal),
    staleTime: VEHICLE_TYPES_STALE_MS,
  });
}

export const useVehicleTypes = () => useQuery(vehicleTypesQueryOptions());

/** GET /api/poi_categories/: names and colours for the points-of-interest filter. */
export function poiCategoriesQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.poiCategories(),
    queryFn: ({ signal }) => apiGet('/api/poi_categories/', poiCategoryListSchema, { signal }),
    staleTime: 300_000,
  });
}
