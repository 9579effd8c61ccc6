import { describe, expect, it } from 'vitest';
import { describeChange } from './pricing-labels.ts';

describe('describeChange', () => {
  it('names each changed figure with its unit, before and after', () => {
    expect(describeChange({ service_fee_percent: 10, vat_percent: 25 }, { service_fee_percent: 12.5, vat_percent: 22 })).toEqual([
      'Service fee 10 % → 12.5 %',
      'VAT 25 % → 22 %',
    ]);
    expect(describeChange({ price_per_km: 0.85 }, { price_per_km: 0.95 })).toEqual(['Price per km €0.85 → €0.95']);
  });

  it('shows a missing value as a dash', () => {
    expect(describeChange(null, { minimum_fare: 35 })).toEqual(['Minimum fare — → €35.00']);
  });
});
