import { describe, expect, it } from 'vitest';
import { formatHoursMinutes } from './format-duration.ts';

describe('formatHoursMinutes', () => {
  it.each([
    [510, '8 h 30 min'],
    [660, '11 h'],
    [45, '45 min'],
    [60, '1 h'],
    [0, '0 min'],
    [61, '1 h 1 min'],
  ])('%i minutes read %j', (minutes, text) => {
    expect(formatHoursMinutes(minutes)).toBe(text);
  });
});
