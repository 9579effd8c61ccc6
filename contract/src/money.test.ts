import { describe, expect, it } from 'vitest';
import { centsToEuroNumber, centsToEuroString, moneyStringSchema } from './money.ts';

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
