/**
 * Europe/Zagreb time, the one place it is computed: pickup dates and times are local to Croatia
 * (spec section 9) wherever the server, the browser or the seed runs. Dates are 'YYYY-MM-DD',
 * times 'HH:MM', months 'YYYY-MM'. Built on Intl only, so the browser bundle carries no date
 * library.
 */
export const ZAGREB_TIME_ZONE = 'Europe/Zagreb';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

// Intl formatters are made on first use, not when the module loads: the first one a page makes loads
// the browser's locale data, a long task on a phone, and the trip page's first render needs none
// (formatDate below; docs/performance.md, "Lighthouse").
let wallClockFormat: Intl.DateTimeFormat | undefined;
const zagrebClockFormat = () =>
  (wallClockFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: ZAGREB_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }));

/** What a clock in Zagreb shows at this instant. */
export interface ZagrebWallClock {
  date: string;
  time: string;
}

export function zagrebWallClock(instant: Date): ZagrebWallClock {
  const parts = Object.fromEntries(zagrebClockFormat().formatToParts(instant).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The calendar date in Zagreb at this instant. */
export function zagrebDateOf(instant: Date): string {
  return zagrebWallClock(instant).date;
}

/** Today's date in Zagreb: the "today" of every date picker and booking rule. */
export function zagrebToday(now: Date = new Date()): string {
  return zagrebDateOf(now);
}

/** The current month in Zagreb ('YYYY-MM'), the trips dashboard's default month. */
export function currentZagrebMonth(now: Date = new Date()): string {
  return zagrebToday(now).slice(0, 7);
}

/** Zagreb's offset from UTC at this instant, in milliseconds (1 or 2 hours). */
function zagrebOffsetMs(instant: Date): number {
  const { date, time } = zagrebWallClock(instant);
  const wholeMinute = Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS;
  return wallClockAsUtc(date, time) - wholeMinute;
}

function wallClockAsUtc(date: string, time: string): number {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
}

/** The instant a Zagreb wall-clock date and time happens (for times outside the DST gap). */
export function zagrebLocalToInstant(date: string, time: string): Date {
  const asIfUtc = wallClockAsUtc(date, time);
  const firstGuess = asIfUtc - zagrebOffsetMs(new Date(asIfUtc));
  // Near a DST switch the offset at the guess can differ from the offset at the answer.
  return new Date(asIfUtc - zagrebOffsetMs(new Date(firstGuess)));
}

/** Calendar arithmetic on 'YYYY-MM-DD' (no time zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one calendar date to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** First day of the month `monthsFromDate` months after the month of `date`. */
export function firstDayOfMonth(date: string, monthsFromDate: number): string {
  const [year, month] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1 + monthsFromDate, 1)).toISOString().slice(0, 10);
}

/** 'YYYY-MM' moved by `delta` months. */
export function shiftMonth(month: string, delta: number): string {
  return firstDayOfMonth(`${month}-01`, delta).slice(0, 7);
}

/** A month ('YYYY-MM' of the Zagreb calendar) as half-open local dates [from, to), for pickup_date. */
export interface MonthDates {
  fromDate: string;
  toDate: string;
}

/** The same month as half-open instants [from, to), for timestamps such as created_at. */
export interface MonthRange extends MonthDates {
  fromInstant: Date;
  toInstant: Date;
}

export function monthDates(month: string): MonthDates {
  const fromDate = `${month}-01`;
  return { fromDate, toDate: firstDayOfMonth(fromDate, 1) };
}

export function monthRange(month: string): MonthRange {
  const dates = monthDates(month);
  return {
    ...dates,
    fromInstant: zagrebLocalToInstant(dates.fromDate, '00:00'),
    toInstant: zagrebLocalToInstant(dates.toDate, '00:00'),
  };
}

/** A real calendar date in 'YYYY-MM-DD' (no 2026-02-30). */
export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

let longMonthFormat: Intl.DateTimeFormat | undefined;

/**
 * "2026-11-22" → "November 22, 2026": the product's date format ('MMMM D, YYYY'), a calendar date.
 * Written from the month's name rather than by Intl, which the trip page would otherwise load for
 * this alone; the same text as `Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year:
 * 'numeric', timeZone: 'UTC' })` (zagreb-time.test.ts compares the two over years 1 to 9999),
 * out-of-range days rolling over as Date.UTC rolls them.
 */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  if (!year || !month || !day) return isoDate;
  const date = new Date(Date.UTC(year, month - 1, day));
  return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/**
 * A time of day as every screen and e-mail shows it, 'HH:MM': the database answers '14:05:00',
 * a form sends '14:05'. The one place a time of day is formatted, so a page, its e-mail and the
 * Offers screen never word the same pickup differently.
 */
export function formatTimeOfDay(time: string): string {
  return time.slice(0, 5);
}

/** A pickup's local date and time: "November 22, 2026, 12:00". */
export function formatPickup(isoDate: string, time: string): string {
  return `${formatDate(isoDate)}, ${formatTimeOfDay(time)}`;
}

/** An instant (ISO 8601, e.g. created_at) on Zagreb's clock, where the business is: "November 22, 2026, 14:05". */
export function formatInstant(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const { date, time } = zagrebWallClock(instant);
  return formatPickup(date, time);
}

/** "2026-11" → "November 2026". */
export function formatMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  longMonthFormat ??= new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return longMonthFormat.format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}
