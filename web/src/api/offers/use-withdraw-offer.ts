import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawOfferResponseSchema } from '@vozimo/contract';
import { apiPost } from '../../lib/api-client.ts';
import { markTripsStale } from '../trips/trips-keys.ts';
import { markOfferListsStale, offersKeys } from './offers-keys.ts';

/**
 * POST /api/withdraw_offer/{tripId}/ (staff, ADR 0056). Whatever the answer, the trip, the Offers
 * lists and the offers at risk are read again: a 409 means a company claimed it meanwhile.
 */
export function useWithdrawOffer(tripId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost(`/api/withdraw_offer/${tripId}/`, undefined, withdrawOfferResponseSchema),
    onSettled: () =>
      Promise.all([markTripsStale(queryClient), markOfferListsStale(queryClient), queryClient.invalidateQueries({ queryKey: offersKeys.atRisk() })]),
  });
}
