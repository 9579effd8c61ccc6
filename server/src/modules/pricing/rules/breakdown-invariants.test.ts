import { describe, expect, it } from 'vitest';
import { breakdownInvariantViolations } from './breakdown-invariants.ts';
import { computePriceBreakdown } from './price-breakdown.ts';

const valid = computePriceBreakdown(23_550, {
  agencyPercentBp: 1000,
  serviceFeePercentBp: 1000,
  vatPercentBp: 2500,
  depositPercentBp: 2500,
  paymentProcessingPercentBp: 300,
});

describe('breakdownInvariantViolations', () => {
  it('finds nothing wrong with a computed breakdown', () => {
    expect(breakdownInvariantViolations(valid)).toEqual([]);
  });

  it.each([
    { change: { priceVatCents: valid.priceVatCents + 1 }, rule: 'price_gross = price_net + price_vat' },
    { change: { depositVatCents: valid.depositVatCents - 1 }, rule: 'deposit_gross = deposit_net + deposit_vat' },
    { change: { driverGrossCents: valid.driverGrossCents + 1 }, rule: 'driver_gross + deposit_gross = price_gross' },
    { change: { platformFeeGrossCents: valid.platformFeeGrossCents + 1 }, rule: 'deposit_gross = agency_fee + platform_fee_gross + payment_processing_fee' },
    { change: { platformFeeVatCents: valid.platformFeeVatCents + 1 }, rule: 'platform_fee_gross = platform_fee_net + platform_fee_vat' },
    { change: { serviceFeeCents: valid.serviceFeeCents + 1 }, rule: 'price_net = base_price + agency_fee + service_fee' },
    { change: { agencyPercentBp: -5 }, rule: 'agencyPercentBp is a non-negative integer' },
    { change: { basePriceCents: 0.5 }, rule: 'basePriceCents is a non-negative integer' },
  ])('reports a broken $rule', ({ change, rule }) => {
    expect(breakdownInvariantViolations({ ...valid, ...change })).toContain(rule);
  });
});
