import { describe, expect, it } from 'vitest';
import { formatDate, formatInstant, formatPickup } from './format-date.ts';

describe('formatDate', () => {
  it.each([
    ['2026-11-22', 'November 22, 2026'],
    ['2024-03-01', 'March 1, 2024'],
    ['2026-01-31', 'January 31, 2026'],
  ])('%s → %s in any time zone', (iso, text) => {
    expect(formatDate(iso)).toBe(text);
  });

  it('adds the local time without seconds', () => {
    expect(formatPickup('2026-06-05', '08:30:00')).toBe('June 5, 2026, 08:30');
  });
});

describe('formatInstant', () => {
  it.each([
    // Summer time: UTC+2; winter: UTC+1; the date moves with the clock.
    ['2026-06-05T06:30:00.000Z', 'June 5, 2026, 08:30'],
    ['2026-11-22T23:15:00Z', 'November 23, 2026, 00:15'],
    ['2024-03-01T11:05:09.123+00:00', 'March 1, 2024, 12:05'],
  ])('%s → %s on Zagreb time', (iso, text) => {
    expect(formatInstant(iso)).toBe(text);
  });

  it('leaves a value that is not an instant as it is', () => {
    expect(formatInstant('soon')).toBe('soon');
  });
});
