const DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "2026-11-22" → "November 22, 2026": the product's date format ('MMMM D, YYYY'), read as a local calendar date. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  if (!year || !month || !day) return isoDate;
  return DATE.format(new Date(Date.UTC(year, month - 1, day)));
}

/** A pickup's local date and time: "November 22, 2026, 12:00". */
export function formatPickup(isoDate: string, time: string): string {
  return `${formatDate(isoDate)}, ${time.slice(0, 5)}`;
}

const ZAGREB_PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Zagreb',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant (ISO 8601, e.g. created_at) on Zagreb's clock, where the business is: "November 22, 2026, 14:05". */
export function formatInstant(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const parts = ZAGREB_PARTS.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return formatPickup(`${part('year')}-${part('month')}-${part('day')}`, `${part('hour')}:${part('minute')}`);
}
