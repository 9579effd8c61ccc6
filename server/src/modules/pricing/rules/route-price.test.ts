import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billableKilometres, routePriceCents } from './route-price.ts';

const SEDAN = { pricePerKmCents: 85, minimumFareCents: 3500 };

describe('billableKilometres', () => {
  it.each([
    [0, 0],
    [1, 1],
    [999, 1],
    [1000, 1],
    [1001, 2],
    [409_200, 410],
  ])('%i m are %i km', (metres, km) => {
    expect(billableKilometres(metres)).toBe(km);
  });

  it('rejects negative or fractional metres', () => {
    expect(() => billableKilometres(-1)).toThrow(RangeError);
    expect(() => billableKilometres(1.5)).toThrow(RangeError);
  });
});

describe('routePriceCents', () => {
  it.each([
    { name: 'short airport run pays the minimum fare', metres: 17_000, expected: 3500 },
    { name: 'exactly at the minimum (3500 / 85 is not whole, so just above it)', metres: 41_001, expected: 3570 },
    { name: 'Split to Dubrovnik, 230 km', metres: 229_400, expected: 230 * 85 },
    { name: 'no distance', metres: 0, expected: 3500 },
  ])('$name', ({ metres, expected }) => {
    expect(routePriceCents(metres, SEDAN)).toBe(expected);
  });

  it('never goes below the minimum fare and grows with the distance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 50_000 }),
        (metres, extra, pricePerKmCents, minimumFareCents) => {
          const tariff = { pricePerKmCents, minimumFareCents };
          const price = routePriceCents(metres, tariff);
          expect(Number.isSafeInteger(price)).toBe(true);
          expect(price).toBeGreaterThanOrEqual(minimumFareCents);
          expect(routePriceCents(metres + extra, tariff)).toBeGreaterThanOrEqual(price);
        },
      ),
    );
  });

  it('rejects a broken tariff', () => {
    expect(() => routePriceCents(1000, { pricePerKmCents: -1, minimumFareCents: 0 })).toThrow(RangeError);
    expect(() => routePriceCents(1000, { pricePerKmCents: 1, minimumFareCents: 0.5 })).toThrow(RangeError);
  });
});
