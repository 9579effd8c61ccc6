import { useMutation, useQueryClient } from '@tanstack/react-query';
import { offerTripResponseSchema } from '@vozimo/contract';
import { apiPost } from '../../../lib/api-client.ts';

/** Query key prefixes that hold a trip: the public trip page and the trips area (lists, edit form). */
export const OFFERED_TRIP_QUERY_PREFIXES = [['public-trip'], ['trips']] as const;

/**
 * POST /api/offer_trip/{tripId}/. Whatever the answer, the trip is read again: a 409 usually means
 * the page showed an outdated trip (somebody else offered or assigned it meanwhile).
 */
export function useOfferTrip(tripId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost(`/api/offer_trip/${tripId}/`, undefined, offerTripResponseSchema),
    onSettled: () => Promise.all(OFFERED_TRIP_QUERY_PREFIXES.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
