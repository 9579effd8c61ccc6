import { firstDayOfMonth, zagrebLocalToInstant } from '../../../db/seed/zagreb-time.ts';

/** A month filter ('YYYY-MM', of the local Zagreb calendar) as half-open local dates [from, to), for pickup_date. */
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

/** Dates and instants; the instants need the time zone rules, so lists that filter by date alone skip them. */
export function monthRange(month: string): MonthRange {
  const dates = monthDates(month);
  return {
    ...dates,
    fromInstant: zagrebLocalToInstant(dates.fromDate, '00:00'),
    toInstant: zagrebLocalToInstant(dates.toDate, '00:00'),
  };
}
