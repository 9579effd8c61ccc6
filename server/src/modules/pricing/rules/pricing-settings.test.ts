import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computePriceBreakdown, type PricePercentages } from './price-breakdown.ts';
import { findPricingSettingProblems, findSettingsProblemsForAgencies } from './pricing-settings.ts';

const DEFAULTS: PricePercentages = {
  agencyPercentBp: 1000,
  serviceFeePercentBp: 1000,
  vatPercentBp: 2500,
  depositPercentBp: 2500,
  paymentProcessingPercentBp: 300,
};

const percentagesArbitrary = fc.record({
  agencyPercentBp: fc.integer({ min: 0, max: 10_000 }),
  serviceFeePercentBp: fc.integer({ min: 0, max: 10_000 }),
  vatPercentBp: fc.integer({ min: 0, max: 10_000 }),
  depositPercentBp: fc.integer({ min: 0, max: 10_000 }),
  paymentProcessingPercentBp: fc.integer({ min: 0, max: 10_000 }),
});

describe('findPricingSettingProblems', () => {
  it.each([
    { name: 'the defaults', change: {}, fields: [] },
    { name: 'Slovenian VAT', change: { vatPercentBp: 2200 }, fields: [] },
    { name: 'no commission, no deposit', change: { agencyPercentBp: 0, depositPercentBp: 0 }, fields: [] },
    { name: 'commission 30 % still fits a 25 % deposit of the marked-up gross', change: { agencyPercentBp: 3000 }, fields: [] },
    { name: 'commission 60 % does not', change: { agencyPercentBp: 6000 }, fields: ['depositPercentBp'] },
    { name: 'deposit 5 % cannot pay a 10 % commission', change: { depositPercentBp: 500 }, fields: ['depositPercentBp'] },
    { name: 'card processing takes the whole deposit', change: { paymentProcessingPercentBp: 10_000 }, fields: ['depositPercentBp'] },
    { name: 'deposit over 100 %', change: { depositPercentBp: 10_001 }, fields: ['depositPercentBp'] },
    { name: 'negative VAT', change: { vatPercentBp: -1 }, fields: ['vatPercentBp'] },
    { name: 'fractional service fee', change: { serviceFeePercentBp: 10.5 }, fields: ['serviceFeePercentBp'] },
  ])('$name', ({ change, fields }) => {
    expect(findPricingSettingProblems({ ...DEFAULTS, ...change }).map((p) => p.field)).toEqual(fields);
  });

  it('explains a refusal in words staff can act on', () => {
    expect(findPricingSettingProblems({ ...DEFAULTS, depositPercentBp: 500 })[0]?.message).toMatch(
      /deposit would not cover the agency commission/,
    );
  });

  it('finds the exact limit: the largest commission a 25 % deposit covers', () => {
    // Without VAT, service fee and card fee, 0.25 × (1 + a) ≥ a holds up to a = 1/3.
    const bare = { ...DEFAULTS, serviceFeePercentBp: 0, vatPercentBp: 0, paymentProcessingPercentBp: 0 };
    expect(findPricingSettingProblems({ ...bare, agencyPercentBp: 3333 })).toEqual([]);
    expect(findPricingSettingProblems({ ...bare, agencyPercentBp: 3334 })).not.toEqual([]);
  });

  it('accepted settings give a valid breakdown for every base price', () => {
    fc.assert(
      fc.property(percentagesArbitrary, fc.integer({ min: 0, max: 5_000_000 }), fc.integer({ min: 0, max: 300 }), (p, base, small) => {
        fc.pre(findPricingSettingProblems(p).length === 0);
        // Small prices are where rounding bites; large ones where percentages do.
        expect(() => computePriceBreakdown(base, p)).not.toThrow();
        expect(() => computePriceBreakdown(small, p)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });

  it('refuses only settings that really break for some base price, or whose margin is too thin to prove', () => {
    const breaksAt = (p: PricePercentages, base: number) => {
      try {
        computePriceBreakdown(base, p);
        return false;
      } catch {
        return true;
      }
    };
    fc.assert(
      fc.property(percentagesArbitrary, (p) => {
        fc.pre(findPricingSettingProblems(p).length > 0);
        const [a, s, v, d, c] = [p.agencyPercentBp, p.serviceFeePercentBp, p.vatPercentBp, p.depositPercentBp, p.paymentProcessingPercentBp].map((bp) => bp / 10_000) as [number, number, number, number, number];
        const marginPerCent = (1 - c) * d * (1 + v) * (1 + a + s) - a;
        // With |margin| ≥ 2e-4 a break, if any, is below 15,000 cents (margin > 0) or certain at 10^9 (margin < 0).
        const bases = [...Array.from({ length: 20_001 }, (_, i) => i), 1_000_000_000];
        expect(bases.some((base) => breaksAt(p, base)) || Math.abs(marginPerCent) < 2e-4).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});

describe('findSettingsProblemsForAgencies', () => {
  const { agencyPercentBp: _ignored, ...platform } = DEFAULTS;

  it('checks every agency commission against the platform percentages', () => {
    expect(findSettingsProblemsForAgencies(platform, [1000, 1500, 2000])).toEqual([]);
    expect(findSettingsProblemsForAgencies(platform, [1000, 6000]).map((p) => p.field)).toEqual(['depositPercentBp']);
  });

  it('reports one problem once even when several agencies hit it', () => {
    expect(findSettingsProblemsForAgencies({ ...platform, depositPercentBp: 100 }, [1000, 2000, 3000])).toHaveLength(1);
  });
});
