import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeDriverVehicleResponseSchema, claimTripResponseSchema, type AssignDriverVehicleRequest } from '@vozimo/contract';
import { apiPost } from '../../lib/api-client.ts';
import { markTripsStale } from '../trips/trips-keys.ts';
import { markOfferListsStale } from './offers-keys.ts';

export interface AssignDriverVehicleVariables extends AssignDriverVehicleRequest {
  tripId: number;
}

/**
 * Whatever the answer, both Offers lists and every trips screen are read again before the call
 * counts as done: on success the trip has moved to Upcoming Claimed Trips (and shows its driver on
 * the trips screens); on a refusal (a 409 'already claimed') the offered list on screen was outdated.
 */
function useAssignMutation<Response>(send: (variables: AssignDriverVehicleVariables) => Promise<Response>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => Promise.all([markOfferListsStale(queryClient), markTripsStale(queryClient)]),
  });
}

/** POST /api/claim_trip/{tripId}/: the company takes the trip with its driver and vehicle. */
export function useClaimTrip() {
  return useAssignMutation(({ tripId, driver_id, vehicle_id }) =>
    apiPost(`/api/claim_trip/${tripId}/`, { driver_id, vehicle_id }, claimTripResponseSchema),
  );
}

/** POST /api/change_driver_vehicle/{tripId}/: another driver and vehicle for a claimed trip (until 24 h before pickup). */
export function useChangeDriverVehicle() {
  return useAssignMutation(({ tripId, driver_id, vehicle_id }) =>
    apiPost(`/api/change_driver_vehicle/${tripId}/`, { driver_id, vehicle_id }, changeDriverVehicleResponseSchema),
  );
}
