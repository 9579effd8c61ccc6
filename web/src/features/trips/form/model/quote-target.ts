import { placeName, type UpdateRoundTripRequest, type UpdateTripRequest } from '@vozimo/contract';
import { toTripLocation } from './booking-payload.ts';
import { routeKey, type RouteInputs } from './route-inputs.ts';
import type { TripQuote } from './trip-quote.ts';

/** What to price, under a key that is equal exactly when the same price applies (model/route-inputs.ts). */
export type QuoteTarget = (
  | { kind: 'transfer'; request: UpdateTripRequest }
  | { kind: 'round_trip'; request: UpdateRoundTripRequest }
) & {
  key: string;
  /** The key of the route the answer priced: the server drops stops that are no longer on the way. */
  keyWhenPriced: (quote: TripQuote) => string;
};

interface PricingChoices {
  vehicleTypeId: number | null;
  /** Staff pricing an agent's trip send its agency (its commission); null: the user's own. */
  agencyId: number | null;
}

/** POST /api/update_trip/ for the route the form shows. */
export function transferQuoteTarget(inputs: RouteInputs, choices: PricingChoices): QuoteTarget {
  return {
    kind: 'transfer',
    key: routeKey(inputs),
    keyWhenPriced: (quote: TripQuote) =>
      routeKey({ ...inputs, stops: inputs.stops.filter((s) => quote.stops.some((q) => q.poi_id === s.poi_id)) }),
    request: {
      start_loc: toTripLocation(inputs.start),
      end_loc: toTripLocation(inputs.end),
      start_locality: placeName(inputs.start),
      end_locality: placeName(inputs.end),
      passengers: inputs.passengers,
      stops: inputs.stops,
      vehicle_type_id: choices.vehicleTypeId,
      ...(choices.agencyId !== null ? { agency_id: choices.agencyId } : {}),
    },
  };
}

/** POST /api/update_round_trip/ for a saved round trip: its fixed route, the passengers and its optional stop. */
export function roundTripQuoteTarget(roundTripId: number, passengers: number, stopPoiId: number | null, choices: PricingChoices): QuoteTarget {
  const key = `round-trip:${roundTripId}|${passengers}|${stopPoiId ?? ''}`;
  return {
    kind: 'round_trip',
    key,
    keyWhenPriced: () => key,
    request: {
      round_trip_id: roundTripId,
      passengers,
      poi_id: stopPoiId,
      vehicle_type_id: choices.vehicleTypeId,
      ...(choices.agencyId !== null ? { agency_id: choices.agencyId } : {}),
    },
  };
}
