import { computePriceBreakdown, type PriceBreakdown, type PricePercentages } from './price-breakdown.ts';
import { routePriceCents, type VehicleTariff } from './route-price.ts';
import { stopPriceCents } from './stop-price.ts';

/**
 * A whole trip's price in one vehicle type: the ride (distance tariff for a transfer, the fixed
 * price for a round trip) plus its stops is the base price, and the breakdown adds commission,
 * service fee and VAT and splits the result into deposit and driver's part.
 */
export interface TripPrice {
  /** The ride alone: the distance tariff or the round trip's fixed price. */
  rideCents: number;
  /** Each stop's price, in the order of the stops. */
  stopPricesCents: number[];
  breakdown: PriceBreakdown;
}

function withStops(rideCents: number, stopPricesCents: number[], percentages: PricePercentages): TripPrice {
  const basePriceCents = stopPricesCents.reduce((sum, cents) => sum + cents, rideCents);
  return { rideCents, stopPricesCents, breakdown: computePriceBreakdown(basePriceCents, percentages) };
}

export function priceTransfer(input: {
  distanceMeters: number;
  tariff: VehicleTariff;
  stopMinutes: readonly number[];
  percentages: PricePercentages;
}): TripPrice {
  return withStops(
    routePriceCents(input.distanceMeters, input.tariff),
    input.stopMinutes.map(stopPriceCents),
    input.percentages,
  );
}

/** A round trip's optional stop has its own fixed price (round_trips.stop_price_cents). */
export function priceRoundTrip(input: {
  fixedPriceCents: number;
  stopPriceCents: number | null;
  percentages: PricePercentages;
}): TripPrice {
  return withStops(input.fixedPriceCents, input.stopPriceCents === null ? [] : [input.stopPriceCents], input.percentages);
}
