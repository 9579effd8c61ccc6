import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  currentZagrebMonth,
  daysBetween,
  firstDayOfMonth,
  formatDate,
  formatInstant,
  formatMonth,
  formatPickup,
  formatTimeOfDay,
  isCalendarDate,
  monthDates,
  monthRange,
  shiftMonth,
  zagrebDateOf,
  zagrebLocalToInstant,
  zagrebToday,
  zagrebWallClock,
} from './zagreb-time.ts';

// Every expectation holds on any machine clock: the suite runs with TZ=UTC as well as in Zagreb.

describe('zagrebWallClock and zagrebDateOf', () => {
  it.each([
    // Summer time: UTC+2; winter: UTC+1.
    ['2026-07-01T10:00:00Z', '2026-07-01', '12:00'],
    ['2026-01-15T07:30:59Z', '2026-01-15', '08:30'],
    ['2026-11-22T23:15:00Z', '2026-11-23', '00:15'],
  ])('%s is %s %s in Zagreb', (instant, date, time) => {
    expect(zagrebWallClock(new Date(instant))).toEqual({ date, time });
    expect(zagrebDateOf(new Date(instant))).toBe(date);
  });
});

describe('zagrebToday', () => {
  it.each([
    ['2030-01-01T10:00:00Z', '2030-01-01'],
    // 22:30 UTC on 14 June is already 15 June in Zagreb (summer time, UTC+2).
    ['2030-06-14T22:30:00Z', '2030-06-15'],
    ['2026-07-01T21:59:00Z', '2026-07-01'],
    ['2026-07-01T22:00:00Z', '2026-07-02'],
    // Winter time (UTC+1): New Year's Eve 22:30 UTC is still 23:30 on the 31st; 23:00 UTC is the 1st.
    ['2026-12-31T22:30:00Z', '2026-12-31'],
    ['2026-12-31T22:59:59Z', '2026-12-31'],
    ['2026-12-31T23:00:00Z', '2027-01-01'],
    ['2026-12-31T23:30:00Z', '2027-01-01'],
  ])('at %s it is %s in Zagreb', (now, today) => {
    expect(zagrebToday(new Date(now))).toBe(today);
  });

  it('is today by default', () => {
    expect(zagrebToday()).toBe(zagrebDateOf(new Date()));
  });
});

describe('currentZagrebMonth', () => {
  it.each([
    // Already December 1st in Zagreb.
    ['2026-11-30T23:30:00Z', '2026-12'],
    ['2026-11-30T22:30:00Z', '2026-11'],
    // Already 2027 in Zagreb.
    ['2026-12-31T23:30:00Z', '2027-01'],
    ['2026-12-31T22:30:00Z', '2026-12'],
    // Summer: June 30th 22:30 UTC is July 1st, 00:30 in Zagreb.
    ['2026-06-30T22:30:00Z', '2026-07'],
  ])('at %s it is %s in Zagreb', (now, month) => {
    expect(currentZagrebMonth(new Date(now))).toBe(month);
  });
});

describe('zagrebLocalToInstant', () => {
  it.each([
    ['summer', '2026-07-01', '12:00', '2026-07-01T10:00:00.000Z'],
    ['winter', '2026-01-15', '08:30', '2026-01-15T07:30:00.000Z'],
    ['just after the spring switch', '2026-03-29', '03:00', '2026-03-29T01:00:00.000Z'],
    ['just before the spring switch', '2026-03-29', '01:59', '2026-03-29T00:59:00.000Z'],
    ['before the autumn switch (still summer time)', '2026-10-25', '01:30', '2026-10-24T23:30:00.000Z'],
    ['just after the autumn switch', '2026-10-25', '03:00', '2026-10-25T02:00:00.000Z'],
    ['midnight at New Year', '2027-01-01', '00:00', '2026-12-31T23:00:00.000Z'],
  ])('reads the Zagreb wall clock (%s)', (_name, date, time, instant) => {
    expect(zagrebLocalToInstant(date, time).toISOString()).toBe(instant);
  });

  it('gives back the wall clock it was given', () => {
    const instant = zagrebLocalToInstant('2026-08-15', '17:45');
    expect(zagrebWallClock(instant)).toEqual({ date: '2026-08-15', time: '17:45' });
  });
});

describe('calendar arithmetic', () => {
  it.each([
    ['2026-12-31', 1, '2027-01-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
    // The day of the spring switch is still one calendar day.
    ['2026-03-28', 2, '2026-03-30'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(days);
  });

  it.each([
    ['2026-11-22', 0, '2026-11-01'],
    ['2026-11-22', 2, '2027-01-01'],
    ['2026-01-31', -1, '2025-12-01'],
  ])('the first day %i months from the month of %s is %s', (date, months, expected) => {
    expect(firstDayOfMonth(date, months)).toBe(expected);
  });
});

describe('shiftMonth', () => {
  it.each([
    ['2026-01', -1, '2025-12'],
    ['2026-12', 1, '2027-01'],
    ['2026-06', 0, '2026-06'],
    ['2026-06', 14, '2027-08'],
    // Across more than one year, both ways.
    ['2026-03', -15, '2024-12'],
    ['2025-11', 26, '2028-01'],
    ['2026-01', -12, '2025-01'],
  ])('shifts %s by %i to %s', (month, delta, expected) => {
    expect(shiftMonth(month, delta)).toBe(expected);
  });
});

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
    expect(monthDates(month)).toEqual({ fromDate, toDate });
  });
});

describe('isCalendarDate', () => {
  it.each([
    ['2026-11-22', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-2-3', false],
    ['2026-11-22T10:00:00Z', false],
    ['', false],
  ])('%s: %s', (date, expected) => {
    expect(isCalendarDate(date)).toBe(expected);
  });
});

describe('formatDate', () => {
  it.each([
    ['2026-11-22', 'November 22, 2026'],
    ['2024-03-01', 'March 1, 2024'],
    ['2026-01-31', 'January 31, 2026'],
  ])('%s → %s in any time zone', (iso, text) => {
    expect(formatDate(iso)).toBe(text);
  });

  // formatDate writes the text itself, so the trip page loads no Intl locale data; it must stay what
  // Intl writes for the same day, out-of-range days rolling over as Date.UTC rolls them.
  it('writes any day of years 1 to 9999 as Intl does', () => {
    const intlDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 32 }), (year, month, day) => {
        const iso = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        expect(formatDate(iso)).toBe(intlDate.format(new Date(Date.UTC(year, month - 1, day))));
      }),
      { numRuns: 5_000 },
    );
  });

  it('adds the local time without seconds', () => {
    expect(formatPickup('2026-06-05', '08:30:00')).toBe('June 5, 2026, 08:30');
  });
});

describe('formatTimeOfDay', () => {
  it.each([
    ['14:05:00', '14:05'],
    ['08:30', '08:30'],
    ['00:00:59', '00:00'],
  ])('%s → %s', (time, text) => {
    expect(formatTimeOfDay(time)).toBe(text);
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

describe('formatMonth', () => {
  it('names the month', () => {
    expect(formatMonth('2026-11')).toBe('November 2026');
  });
});
