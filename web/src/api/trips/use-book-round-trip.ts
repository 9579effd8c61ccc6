import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingResponseSchema, type BookingRequest } from '@vozimo/contract';
import { apiPost } from '../../lib/api-client.ts';
import { idempotencyKeyFor } from '../../lib/idempotency-key.ts';
import { markTripsStale } from './trips-keys.ts';

/** POST /api/trip/: books the round trip (is_draft false) and answers its reference and token. */
export function useBookRoundTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingRequest) => apiPost('/api/trip/', body, bookingResponseSchema, { idempotencyKey: idempotencyKeyFor(body) }),
    // A new trip: the lists (an agent booking for a customer) count it.
    onSuccess: () => markTripsStale(queryClient),
  });
}
