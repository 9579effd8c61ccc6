import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breakdownInvariantViolations } from './breakdown-invariants.ts';
import { computePriceBreakdown, type PriceBreakdown, type PricePercentages } from './price-breakdown.ts';

const CROATIA: PricePercentages = {
  agencyPercentBp: 1000,
  serviceFeePercentBp: 1000,
  vatPercentBp: 2500,
  depositPercentBp: 2500,
  paymentProcessingPercentBp: 300,
};

function expectReconciles(b: PriceBreakdown): void {
  expect(breakdownInvariantViolations(b)).toEqual([]);
}

describe('computePriceBreakdown', () => {
  it.each([
    {
      name: 'round numbers, Croatian VAT',
      base: 10_000,
      percentages: CROATIA,
      expected: {
        agencyFeeCents: 1000, serviceFeeCents: 1000, priceNetCents: 12_000, priceVatCents: 3000, priceGrossCents: 15_000,
        depositGrossCents: 3750, depositNetCents: 3000, depositVatCents: 750, driverGrossCents: 11_250,
        paymentProcessingFeeCents: 113, platformFeeGrossCents: 2637, platformFeeNetCents: 2110, platformFeeVatCents: 527,
        platformFeePercentBp: 1758,
      },
    },
    {
      name: 'halves round up (service fee 1234.5, deposit 4706.5)',
      base: 12_345,
      percentages: { ...CROATIA, agencyPercentBp: 1200 },
      expected: {
        agencyFeeCents: 1481, serviceFeeCents: 1235, priceNetCents: 15_061, priceVatCents: 3765, priceGrossCents: 18_826,
        depositGrossCents: 4707, depositNetCents: 3766, depositVatCents: 941, driverGrossCents: 14_119,
        paymentProcessingFeeCents: 141, platformFeeGrossCents: 3085, platformFeeNetCents: 2468, platformFeeVatCents: 617,
        platformFeePercentBp: 1639,
      },
    },
    {
      name: 'Slovenian VAT 22 %',
      base: 4000,
      percentages: { ...CROATIA, vatPercentBp: 2200 },
      expected: {
        agencyFeeCents: 400, serviceFeeCents: 400, priceNetCents: 4800, priceVatCents: 1056, priceGrossCents: 5856,
        depositGrossCents: 1464, depositNetCents: 1200, depositVatCents: 264, driverGrossCents: 4392,
        paymentProcessingFeeCents: 44, platformFeeGrossCents: 1020, platformFeeNetCents: 836, platformFeeVatCents: 184,
        platformFeePercentBp: 1742,
      },
    },
    {
      name: 'free trip',
      base: 0,
      percentages: CROATIA,
      expected: { priceGrossCents: 0, depositGrossCents: 0, platformFeeGrossCents: 0, platformFeePercentBp: 0 },
    },
  ])('$name', ({ base, percentages, expected }) => {
    const breakdown = computePriceBreakdown(base, percentages);
    expect(breakdown).toMatchObject({ basePriceCents: base, ...percentages, ...expected });
    expectReconciles(breakdown);
  });

  it('refuses percentages that leave the platform a negative share', () => {
    expect(() => computePriceBreakdown(10_000, { ...CROATIA, agencyPercentBp: 6000 })).toThrow(RangeError);
  });

  it('refuses fractional or negative input', () => {
    expect(() => computePriceBreakdown(10.5, CROATIA)).toThrow(RangeError);
    expect(() => computePriceBreakdown(-1, CROATIA)).toThrow(RangeError);
    expect(() => computePriceBreakdown(100, { ...CROATIA, vatPercentBp: -1 })).toThrow(RangeError);
  });

  it('reconciles to the cent for any price and realistic percentages', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.record({
          agencyPercentBp: fc.integer({ min: 0, max: 2500 }),
          serviceFeePercentBp: fc.integer({ min: 0, max: 2000 }),
          vatPercentBp: fc.integer({ min: 0, max: 2700 }),
          depositPercentBp: fc.integer({ min: 2500, max: 5000 }),
          paymentProcessingPercentBp: fc.integer({ min: 0, max: 500 }),
        }),
        (base, percentages) => {
          const breakdown = computePriceBreakdown(base, percentages);
          expectReconciles(breakdown);
          expect(breakdown.depositGrossCents).toBe(
            Math.round((breakdown.priceGrossCents * percentages.depositPercentBp) / 10_000),
          );
        },
      ),
    );
  });
});
