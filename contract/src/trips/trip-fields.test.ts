import { describe, expect, it } from 'vitest';
import { localDateSchema, localTimeSchema } from './trip-fields.ts';
import { TRIP_MESSAGES } from './trip-rules.ts';

describe('localDateSchema', () => {
  it.each([
    ['2026-11-22', '2026-11-22'],
    ['2024-02-29', '2024-02-29'],
    // The date picker's noon, and instants read on Zagreb's calendar (UTC+2 in summer, UTC+1 in winter).
    ['2026-06-14T10:00:00.000Z', '2026-06-14'],
    ['2026-06-14T22:30:00Z', '2026-06-15'],
    ['2026-12-31T22:30:00Z', '2026-12-31'],
    ['2026-12-31T23:30:00Z', '2027-01-01'],
  ])('reads %s as %s', (value, date) => {
    expect(localDateSchema.parse(value)).toBe(date);
  });

  it.each(['2026-02-30', '2026-13-01', '22.11.2026', 'soon', '2026-06-14Tnoon', ''])('refuses %j', (value) => {
    const result = localDateSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([TRIP_MESSAGES.date]);
  });
});

describe('localTimeSchema', () => {
  it('drops the seconds', () => {
    expect(localTimeSchema.parse('08:30:15')).toBe('08:30');
  });

  it('refuses a time that is not on the clock', () => {
    expect(localTimeSchema.safeParse('24:00').error?.issues.map((issue) => issue.message)).toEqual([TRIP_MESSAGES.time]);
  });
});
