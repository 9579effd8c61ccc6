import { describe, expect, it } from 'vitest';
import { formatEuros } from './format-money.ts';

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
});
