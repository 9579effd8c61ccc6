import { useMutation } from '@tanstack/react-query';
import { bookingResponseSchema, type BookingRequest } from '@vozimo/contract';
import { apiPost } from '../../lib/api-client.ts';

/** POST /api/trip/: books the round trip (is_draft false) and answers its reference and token. */
export function useBookRoundTrip() {
  return useMutation({
    mutationFn: (body: BookingRequest) => apiPost('/api/trip/', body, bookingResponseSchema),
  });
}
