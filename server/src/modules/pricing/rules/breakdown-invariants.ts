import type { PriceBreakdown } from './price-breakdown.ts';

/**
 * The reconciliation rules of issue 3 (and of the trips table's check constraint), as a list of
 * the ones a breakdown breaks. Tests expect none; the quotes service refuses to store a price
 * that breaks any, so a bug shows up as an error instead of money that does not add up.
 */
export function breakdownInvariantViolations(b: PriceBreakdown): string[] {
  const violations: string[] = [];
  const check = (holds: boolean, rule: string) => {
    if (!holds) violations.push(rule);
  };
  check(b.priceGrossCents === b.priceNetCents + b.priceVatCents, 'price_gross = price_net + price_vat');
  check(b.priceNetCents === b.basePriceCents + b.agencyFeeCents + b.serviceFeeCents, 'price_net = base_price + agency_fee + service_fee');
  check(b.depositGrossCents === b.depositNetCents + b.depositVatCents, 'deposit_gross = deposit_net + deposit_vat');
  check(b.driverGrossCents + b.depositGrossCents === b.priceGrossCents, 'driver_gross + deposit_gross = price_gross');
  check(
    b.depositGrossCents === b.agencyFeeCents + b.platformFeeGrossCents + b.paymentProcessingFeeCents,
    'deposit_gross = agency_fee + platform_fee_gross + payment_processing_fee',
  );
  check(b.platformFeeGrossCents === b.platformFeeNetCents + b.platformFeeVatCents, 'platform_fee_gross = platform_fee_net + platform_fee_vat');
  for (const [name, value] of Object.entries(b)) {
    check(Number.isSafeInteger(value) && value >= 0, `${name} is a non-negative integer`);
  }
  return violations;
}
