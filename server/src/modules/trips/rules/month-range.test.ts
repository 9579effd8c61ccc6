import { describe, expect, it } from 'vitest';
import { monthRange } from './month-range.ts';

describe('monthRange', () => {
  it.each([
    // Winter: Zagreb is UTC+1, so local midnight is 23:00 UTC the day before.
    ['2026-01', '2026-01-01', '2026-02-01', '2025-12-31T23:00:00.000Z', '2026-01-31T23:00:00.000Z'],
    // March starts in winter time and ends in summer time (UTC+2).
    ['2026-03', '2026-03-01', '2026-04-01', '2026-02-28T23:00:00.000Z', '2026-03-31T22:00:00.000Z'],
    ['2026-12', '2026-12-01', '2027-01-01', '2026-11-30T23:00:00.000Z', '2026-12-31T23:00:00.000Z'],
  ])('%s', (month, fromDate, toDate, fromInstant, toInstant) => {
    const range = monthRange(month);
    expect(range).toEqual({ fromDate, toDate, fromInstant: new Date(fromInstant), toInstant: new Date(toInstant) });
  });
});
