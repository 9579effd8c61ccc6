import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { updateRoundTripResponseSchema } from '@vozimo/contract';
import { apiPost } from '../../lib/api-client.ts';
import { quotesKeys } from './quotes-keys.ts';

/** A stored quote lasts 24 hours; a price older than this is asked for again before it is shown. */
const QUOTE_FRESH_FOR_MS = 10 * 60_000;

/**
 * POST /api/update_round_trip/: the prices of every fitting vehicle type for this many passengers,
 * with or without the optional stop. Each answer is a new stored quote (no trip_price_id is sent):
 * a cached answer must keep pricing exactly what it showed, which an in-place update would break.
 */
export function roundTripQuoteQueryOptions(id: number, passengers: number, poiId: number | null) {
  return queryOptions({
    queryKey: quotesKeys.roundTrip(id, passengers, poiId),
    queryFn: () => apiPost('/api/update_round_trip/', { round_trip_id: id, passengers, poi_id: poiId }, updateRoundTripResponseSchema),
    staleTime: QUOTE_FRESH_FOR_MS,
    // While a new price is computed the old one stays on screen, marked as recalculating.
    placeholderData: keepPreviousData,
  });
}
