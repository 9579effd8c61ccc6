import { useMutation, useQueryClient } from '@tanstack/react-query';
import { offerTripResponseSchema } from '@vozimo/contract';
import { apiPost } from '../../lib/api-client.ts';
import { markTripsStale } from '../trips/trips-keys.ts';
import { markOfferListsStale, offersKeys } from './offers-keys.ts';

/**
 * POST /api/offer_trip/{tripId}/. Whatever the answer, the trip is read again: a 409 usually means
 * the page showed an outdated trip (somebody else offered or assigned it meanwhile). Staff viewing
 * the Offers screen as driver then see the trip there at once, past the list's 30-second cache.
 */
export function useOfferTrip(tripId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost(`/api/offer_trip/${tripId}/`, undefined, offerTripResponseSchema),
    onSettled: () =>
      Promise.all([markTripsStale(queryClient), markOfferListsStale(queryClient), queryClient.invalidateQueries({ queryKey: offersKeys.atRisk() })]),
  });
}
