import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { driverListItemSchema, vehicleListItemSchema, type SetFleetActiveRequest } from '@vozimo/contract';
import { apiPost } from '../../lib/api-client.ts';
import { fleetKeys } from './fleet-keys.ts';

/**
 * The Drivers and Vehicles screens' writes (spec section 7 and docs/decisions/0019-fleet-records.md):
 * create and update are multipart (the form's FormData), activation is JSON. Each marks every fleet
 * list stale, the trip form's options included: a record staff add is approved, so assignable, at once.
 */
const refreshFleet = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: fleetKeys.all });

export function useCreateDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) => apiPost('/api/create_driver/', body, driverListItemSchema),
    onSuccess: () => refreshFleet(queryClient),
  });
}

export function useUpdateDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ driverId, body }: { driverId: number; body: FormData }) => apiPost(`/api/update_driver/${driverId}/`, body, driverListItemSchema),
    onSuccess: () => refreshFleet(queryClient),
  });
}

export function useSetDriverActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ driverId, is_active }: SetFleetActiveRequest & { driverId: number }) =>
      apiPost(`/api/set_driver_active/${driverId}/`, { is_active }, driverListItemSchema),
    onSuccess: () => refreshFleet(queryClient),
  });
}

export function useCreateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) => apiPost('/api/create_vehicle/', body, vehicleListItemSchema),
    onSuccess: () => refreshFleet(queryClient),
  });
}

export function useUpdateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vehicleId, body }: { vehicleId: number; body: FormData }) =>
      apiPost(`/api/update_vehicle/${vehicleId}/`, body, vehicleListItemSchema),
    onSuccess: () => refreshFleet(queryClient),
  });
}

export function useSetVehicleActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vehicleId, is_active }: SetFleetActiveRequest & { vehicleId: number }) =>
      apiPost(`/api/set_vehicle_active/${vehicleId}/`, { is_active }, vehicleListItemSchema),
    onSuccess: () => refreshFleet(queryClient),
  });
}
