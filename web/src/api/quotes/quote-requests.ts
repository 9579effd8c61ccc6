import {
  updateRoundTripResponseSchema,
  updateTripResponseSchema,
  type UpdateRoundTripRequest,
  type UpdateTripRequest,
} from '@vozimo/contract';
import { apiPost } from '../../lib/api-client.ts';

// The trip form keeps one stored quote in step with what it shows: each request sends the previous
// quote's id, so the server updates that quote in place rather than storing another.

/** POST /api/update_trip/: the prices of a transfer's route. */
export function requestTransferQuote(request: UpdateTripRequest, previousQuoteId: string | null) {
  return apiPost('/api/update_trip/', { ...request, trip_price_id: previousQuoteId }, updateTripResponseSchema);
}

/** POST /api/update_round_trip/: the prices of a booked round trip. */
export function requestRoundTripQuote(request: UpdateRoundTripRequest, previousQuoteId: string | null) {
  return apiPost('/api/update_round_trip/', { ...request, trip_price_id: previousQuoteId }, updateRoundTripResponseSchema);
}
