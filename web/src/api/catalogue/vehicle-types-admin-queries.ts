import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { adminVehicleTypeListSchema, adminVehicleTypeSchema, type TariffRequest } from '@vozimo/contract';
import { apiGet, apiPost } from '../../lib/api-client.ts';
import { pricingKeys } from '../pricing/pricing-keys.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export const ADMIN_VEHICLE_TYPES_PAGE_SIZE = 20;

/** GET /api/admin/vehicle_types/: every type, active and retired, a page at a time. */
export function adminVehicleTypesQueryOptions({ search, page }: { search: string; page: number }) {
  const params = new URLSearchParams({ limit: String(ADMIN_VEHICLE_TYPES_PAGE_SIZE), offset: String((page - 1) * ADMIN_VEHICLE_TYPES_PAGE_SIZE) });
  if (search) params.set('search', search);
  return queryOptions({
    queryKey: catalogueKeys.adminVehicleTypes({ search, page }),
    queryFn: ({ signal }) => apiGet(`/api/admin/vehicle_types/?${params}`, adminVehicleTypeListSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A type changes what the trip form offers and what the Pricing screen lists. */
const refreshTypes = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: catalogueKeys.all }), queryClient.invalidateQueries({ queryKey: pricingKeys.all })]);

/** POST /api/admin/vehicle_types/ (the form's FormData: fields and an optional image). */
export function useCreateVehicleType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) => apiPost('/api/admin/vehicle_types/', body, adminVehicleTypeSchema),
    onSuccess: () => refreshTypes(queryClient),
  });
}

/** POST /api/admin/vehicle_types/{id}/: an image left out is kept. */
export function useUpdateVehicleType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vehicleTypeId, body }: { vehicleTypeId: number; body: FormData }) =>
      apiPost(`/api/admin/vehicle_types/${vehicleTypeId}/`, body, adminVehicleTypeSchema),
    onSuccess: () => refreshTypes(queryClient),
  });
}

/** POST /api/admin/vehicle_types/{id}/set_active/: retire (no longer offered in quotes) or bring back. */
export function useSetVehicleTypeActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vehicleTypeId, is_active }: { vehicleTypeId: number; is_active: boolean }) =>
      apiPost(`/api/admin/vehicle_types/${vehicleTypeId}/set_active/`, { is_active }, adminVehicleTypeSchema),
    onSuccess: () => refreshTypes(queryClient),
  });
}

/** POST /api/admin/vehicle_types/{id}/tariff/: from the Pricing screen; applies to quotes made after it. */
export function useSaveTariff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vehicleTypeId, ...tariff }: TariffRequest & { vehicleTypeId: number }) =>
      apiPost(`/api/admin/vehicle_types/${vehicleTypeId}/tariff/`, tariff, adminVehicleTypeSchema),
    onSuccess: () => refreshTypes(queryClient),
  });
}
