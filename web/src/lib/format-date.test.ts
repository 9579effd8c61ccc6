import { describe, expect, it } from 'vitest';
import { formatDate, formatPickup } from './format-date.ts';

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
