import { isCalendarDate } from '@vozimo/contract';

// A document's expiry date is read off the paper and typed, the way it is printed on Croatian and
// Slovenian documents: day first, with dots. A slash is not taken: 05/12/2027 is a May date to
// someone used to the American order, and a wrong expiry date lets a driver work on a lapsed licence.

/** How the field shows a date and what its placeholder asks for (dayjs tokens). */
export const TYPED_DATE_FORMAT = 'DD.MM.YYYY';

/** Said at the field when what was typed is no date. */
export const TYPED_DATE_MESSAGE = 'Enter the date as DD.MM.YYYY, for example 31.12.2027, at most 20 years ahead.';

const DAY_FIRST = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})\.?$/;

/**
 * The calendar date (YYYY-MM-DD) a person typed as 31.12.2027, 1. 2. 2027. or 2027-12-31, or null
 * when it is no date (31.02.2027, 12/05/2027, a half-typed 31.12.20).
 */
export function parseTypedDate(text: string): string | null {
  const value = text.trim();
  if (isCalendarDate(value)) return value;
  const match = DAY_FIRST.exec(value);
  if (!match) return null;
  const [, day, month, year] = match as unknown as [string, string, string, string];
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDate(date) ? date : null;
}
