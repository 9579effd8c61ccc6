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
