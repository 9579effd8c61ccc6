import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publicTripSchema, type PublicTrip, type UpdateTripInfoRequest } from '@vozimo/contract';
import { apiPost } from '../../lib/api-client.ts';
import { markTripsStale, tripsKeys } from './trips-keys.ts';

/** POST /api/update_trip_info/{trip_id}/?token=: the Edit modal's save; the page shows the saved trip. */
export function useUpdateTripInfo(trip: Pick<PublicTrip, 'trip_id' | 'token'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTripInfoRequest) =>
      apiPost(`/api/update_trip_info/${trip.trip_id}/?token=${encodeURIComponent(trip.token)}`, body, publicTripSchema),
    onSuccess: async (updated) => {
      queryClient.setQueryData(tripsKeys.publicTrip(updated.reference, updated.token), updated);
      // Spec section 7: the update invalidates the public trip page data (and the lists show the customer).
      await markTripsStale(queryClient);
    },
  });
}
