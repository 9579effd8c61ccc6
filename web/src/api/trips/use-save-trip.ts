import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingResponseSchema, tripUpdateResponseSchema, type BookingRequest } from '@vozimo/contract';
import { apiPost } from '../../lib/api-client.ts';
import { idempotencyKeyFor } from '../../lib/idempotency-key.ts';
import { markTripsStale } from './trips-keys.ts';

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
        ? apiPost('/api/trip/', payload, bookingResponseSchema, { idempotencyKey: idempotencyKeyFor(payload) })
        : apiPost(`/api/admin_update_trip/${tripId}/`, payload, tripUpdateResponseSchema),
    // The form opens the trip page next: it, the lists and the form's copy must not show the trip as it was.
    onSuccess: () => markTripsStale(queryClient),
  });
}
