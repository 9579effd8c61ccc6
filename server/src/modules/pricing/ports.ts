// What the pricing area offers other areas (server/src/modules/README.md): its service, and the
// pure price rules a quote or a round trip is computed with.
export type { PricingService } from './pricing.service.ts';
export { computePriceBreakdown, type PriceBreakdown, type PricePercentages } from './rules/price-breakdown.ts';
export { priceRoundTrip, priceTransfer, type TripPrice } from './rules/trip-price.ts';
export { stopPriceCents } from './rules/stop-price.ts';
export { breakdownInvariantViolations } from './rules/breakdown-invariants.ts';
export { toPriceBreakdownResponse } from './breakdown-response.ts';
