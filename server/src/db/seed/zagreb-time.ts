/**
 * Pickup dates and times are local to Europe/Zagreb (CET/CEST); these helpers turn them into
 * instants and back without a date library. Dates are 'YYYY-MM-DD' strings, times 'HH:MM'.
 */
const ZAGREB = 'Europe/Zagreb';
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZAGREB,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

function zagrebWallClock(instant: Date): { date: string; minutesUtcAsLocal: number } {
  const parts = Object.fromEntries(partsFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const minutesUtcAsLocal =
    Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute)) /
    MINUTE_MS;
  return { date, minutesUtcAsLocal };
}

/** The calendar date in Zagreb at this instant. */
export function zagrebDateOf(instant: Date): string {
  return zagrebWallClock(instant).date;
}

/** Zagreb's offset from UTC at this instant, in milliseconds (1 or 2 hours). */
function zagrebOffsetMs(instant: Date): number {
  const wholeMinute = Math.floor(instant.getTime() / MINUTE_MS);
  return (zagrebWallClock(instant).minutesUtcAsLocal - wholeMinute) * MINUTE_MS;
}

/** The instant a Zagreb wall-clock date and time happens (for times outside the DST gap). */
export function zagrebLocalToInstant(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const asIfUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  const firstGuess = asIfUtc - zagrebOffsetMs(new Date(asIfUtc));
  // Near a DST switch the offset at the guess can differ from the offset at the answer.
  return new Date(asIfUtc - zagrebOffsetMs(new Date(firstGuess)));
}

/** Calendar arithmetic on 'YYYY-MM-DD' (no time zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** First day of the month `monthsFromDate` months after the month of `date`. */
export function firstDayOfMonth(date: string, monthsFromDate: number): string {
  const [year, month] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1 + monthsFromDate, 1)).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
