import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breakdownInvariantViolations } from './breakdown-invariants.ts';
import type { PricePercentages } from './price-breakdown.ts';
import { findPricingSettingProblems } from './pricing-settings.ts';
import { priceRoundTrip, priceTransfer } from './trip-price.ts';

const DEFAULTS: PricePercentages = {
  agencyPercentBp: 1000,
  serviceFeePercentBp: 1000,
  vatPercentBp: 2500,
  depositPercentBp: 2500,
  paymentProcessingPercentBp: 300,
};
const SEDAN = { pricePerKmCents: 85, minimumFareCents: 3500 };
const VAN = { pricePerKmCents: 110, minimumFareCents: 4500 };

describe('priceTransfer', () => {
  it('Split to Dubrovnik in a Sedan with a 90-minute stop at Ston (the worked example of docs/pricing.md)', () => {
    const price = priceTransfer({ distanceMeters: 229_400, tariff: SEDAN, stopMinutes: [90], percentages: DEFAULTS });
    expect(price.rideCents).toBe(19_550);
    expect(price.stopPricesCents).toEqual([4000]);
    expect(price.breakdown).toMatchObject({
      basePriceCents: 23_550,
      agencyFeeCents: 2355,
      serviceFeeCents: 2355,
      priceNetCents: 28_260,
      priceVatCents: 7065,
      priceGrossCents: 35_325,
      depositGrossCents: 8831,
      depositNetCents: 7065,
      depositVatCents: 1766,
      driverGrossCents: 26_494,
      paymentProcessingFeeCents: 265,
      platformFeeGrossCents: 6211,
      platformFeeNetCents: 4969,
      platformFeeVatCents: 1242,
      platformFeePercentBp: 1758,
    });
    expect(breakdownInvariantViolations(price.breakdown)).toEqual([]);
  });

  it('a short ride pays the minimum fare, stops on top', () => {
    const price = priceTransfer({ distanceMeters: 12_000, tariff: VAN, stopMinutes: [60, 120], percentages: DEFAULTS });
    expect(price.rideCents).toBe(4500);
    expect(price.breakdown.basePriceCents).toBe(4500 + 3000 + 5000);
  });
});

describe('priceRoundTrip', () => {
  it('adds the optional stop to the fixed price', () => {
    expect(priceRoundTrip({ fixedPriceCents: 28_000, stopPriceCents: 3000, percentages: DEFAULTS }).breakdown.basePriceCents).toBe(31_000);
    expect(priceRoundTrip({ fixedPriceCents: 28_000, stopPriceCents: null, percentages: DEFAULTS }).stopPricesCents).toEqual([]);
  });
});

const acceptedPercentages = fc
  .record({
    agencyPercentBp: fc.integer({ min: 0, max: 3000 }),
    serviceFeePercentBp: fc.integer({ min: 0, max: 3000 }),
    vatPercentBp: fc.integer({ min: 0, max: 3000 }),
    depositPercentBp: fc.integer({ min: 0, max: 10_000 }),
    paymentProcessingPercentBp: fc.integer({ min: 0, max: 1000 }),
  })
  .filter((p) => findPricingSettingProblems(p).length === 0);

const tariff = fc.record({ pricePerKmCents: fc.integer({ min: 0, max: 1000 }), minimumFareCents: fc.integer({ min: 0, max: 50_000 }) });
const stopMinutes = fc.array(fc.integer({ min: 2, max: 12 }).map((steps) => steps * 30), { maxLength: 6 });

describe('trip price invariants (issue 3), over random distances, vehicle types, stops and percentages', () => {
  it('every part reconciles to the cent and is a non-negative integer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_500_000 }), tariff, stopMinutes, acceptedPercentages, (distanceMeters, t, stops, percentages) => {
        const { breakdown, rideCents, stopPricesCents } = priceTransfer({ distanceMeters, tariff: t, stopMinutes: stops, percentages });
        expect(breakdownInvariantViolations(breakdown)).toEqual([]);
        expect(breakdown.basePriceCents).toBe(rideCents + stopPricesCents.reduce((a, b) => a + b, 0));
        expect(rideCents).toBeGreaterThanOrEqual(t.minimumFareCents);
        // The deposit is deposit_percent of the gross price, rounded half up.
        expect(breakdown.depositGrossCents).toBe(Math.floor((2 * breakdown.priceGrossCents * percentages.depositPercentBp + 10_000) / 20_000));
      }),
      { numRuns: 500 },
    );
  });

  it('a longer route or an extra stop never makes the trip cheaper', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000 }), fc.integer({ min: 0, max: 500_000 }), tariff, stopMinutes, acceptedPercentages, (distanceMeters, extra, t, stops, percentages) => {
        const shorter = priceTransfer({ distanceMeters, tariff: t, stopMinutes: stops, percentages }).breakdown;
        const longer = priceTransfer({ distanceMeters: distanceMeters + extra, tariff: t, stopMinutes: [...stops, 60], percentages }).breakdown;
        expect(longer.priceGrossCents).toBeGreaterThanOrEqual(shorter.priceGrossCents);
      }),
    );
  });
});
