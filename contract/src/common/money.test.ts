import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToEuroNumber, centsToEuroString, euroStringToCents, formatCents, formatEuros, moneyStringSchema } from './money.ts';

describe('centsToEuroString', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [12345, '123.45'],
    [100000000, '1000000.00'],
    [-250, '-2.50'],
  ])('%i cents → %s', (cents, text) => {
    expect(centsToEuroString(cents)).toBe(text);
    expect(moneyStringSchema.parse(text)).toBe(text);
  });

  it('gives numbers in euros for the breakdown', () => {
    expect(centsToEuroNumber(12345)).toBe(123.45);
  });
});

describe('euroStringToCents', () => {
  it.each([
    ['0.00', 0],
    ['0.05', 5],
    ['123.45', 12345],
    ['1000000.00', 100000000],
    ['-2.50', -250],
    ['7.5', 750],
  ])('%s → %i cents', (text, cents) => {
    expect(euroStringToCents(text)).toBe(cents);
  });

  it('round-trips every money string', () => {
    for (const cents of [0, 1, 99, 100, 12345, -250, 987654321]) expect(euroStringToCents(centsToEuroString(cents))).toBe(cents);
  });
});

describe('formatEuros', () => {
  it.each([
    ['1234.5', '€1,234.50'],
    [1234.5, '€1,234.50'],
    ['0', '€0.00'],
    ['12.345', '€12.35'],
    [1000000, '€1,000,000.00'],
    ['-20', '-€20.00'],
    [' 99.9 ', '€99.90'],
  ])('formats %j as %s', (value, expected) => {
    expect(formatEuros(value)).toBe(expected);
  });

  it.each(['', '  ', 'abc', Number.NaN])('gives an empty string for %j', (value) => {
    expect(formatEuros(value)).toBe('');
  });

  // formatEuros writes the text itself, so the trip page loads no Intl locale data; it must stay what
  // Intl writes, for every number (rounding half away from zero on the shortest decimal, signs, huge and tiny).
  const intlEuros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

  it.each([-0, 0, 0.005, 1.005, -1.005, 12.345, 999.995, -0.001, 5e-7, 4.9e-7, 2 ** 53 + 2, 1e21, 1.5e300, Number.MAX_VALUE, Number.MIN_VALUE])(
    'writes %d as Intl does',
    (value) => {
      expect(formatEuros(value)).toBe(intlEuros.format(value));
    },
  );

  it('writes any finite number as Intl does', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer({ min: -1e11, max: 1e11 }).map((cents) => cents / 100)), (value) => {
        expect(formatEuros(value)).toBe(intlEuros.format(value));
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('formatCents', () => {
  it('formats integer cents the same way', () => {
    expect(formatCents(123450)).toBe('€1,234.50');
    expect(formatCents(-2000)).toBe('-€20.00');
  });
});
