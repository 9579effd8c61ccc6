import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingResponseSchema, tripUpdateResponseSchema, type BookingRequest } from '@vozimo/contract';
import { apiPost } from '../../lib/api-client.ts';
import { tripsKeys } from './trips-keys.ts';

/** Where the saved trip is: its public page is opened with these. */
export interface SavedTrip {
  reference: string;
  token: string;
}

/**
 * Save Quote / Book Trip (POST /api/trip/) for a new trip; Update Quote / Book Trip / Update Trip
 * (POST /api/admin_update_trip/{tripId}/) for a saved one.
 */
export function useSaveTrip(tripId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: BookingRequest): Promise<SavedTrip> =>
      tripId === null
        ? apiPost('/api/trip/', payload, bookingResponseSchema)
        : apiPost(`/api/admin_update_trip/${tripId}/`, payload, tripUpdateResponseSchema),
    onSuccess: async () => {
      // The trips list and statistics, and this trip's form, now read differently.
      await queryClient.invalidateQueries({ queryKey: tripsKeys.lists() });
      // Marked stale, not fetched again now: the form is about to open the trip page.
      if (tripId !== null) await queryClient.invalidateQueries({ queryKey: tripsKeys.forEditing(tripId), refetchType: 'none' });
    },
  });
}
