import { describe, expect, it } from 'vitest';
import { stopPriceCents } from './stop-price.ts';

describe('stopPriceCents', () => {
  it.each([
    [0, 0],
    [30, 1500],
    [60, 3000],
    [90, 4000],
    [120, 5000],
    [180, 7000],
    [240, 9000],
  ])('%i minutes cost %i cents', (minutes, cents) => {
    expect(stopPriceCents(minutes)).toBe(cents);
  });

  it('rejects negative or fractional minutes', () => {
    expect(() => stopPriceCents(-30)).toThrow(RangeError);
    expect(() => stopPriceCents(1.5)).toThrow(RangeError);
  });
});
