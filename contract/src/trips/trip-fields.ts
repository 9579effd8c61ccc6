import { z } from 'zod';
import { rowIdSchema } from '../common/ids.ts';
import { trimmedText } from '../common/text-fields.ts';
import { isCalendarDate, zagrebDateOf } from '../common/zagreb-time.ts';
import { MAX_PASSENGERS, MIN_PASSENGERS, TRIP_MESSAGES } from './trip-rules.ts';

/** The fields the trip form sends, shared by booking, the trip page's Edit modal, quotes and round trips. */

/** A city-level pick of the trip form (spec section 3, Location); `id` is the stored place, when editing. */
export const tripLocationSchema = z.object({
  id: rowIdSchema.nullable().optional(),
  formatted_address: trimmedText(500).min(1, 'Choose a place.'),
  place_id: trimmedText(300).default(''),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  country_short_name: trimmedText(2).toUpperCase().default(''),
  country_long_name: trimmedText(100).default(''),
  locality: trimmedText(200).optional(),
});
export type TripLocation = z.infer<typeof tripLocationSchema>;

/** The form's "Additional Information" (and the airport pickup of "Basic information"). */
export const tripInfoSchema = z.object({
  notes: trimmedText(2000).default(''),
  airport_pickup: z.boolean().default(false),
  flight_number: trimmedText(20).default(''),
  child_seats: z.boolean().default(false),
  child_info: trimmedText(500).default(''),
});
export type TripInfoFields = z.infer<typeof tripInfoSchema>;

/** The additional information of a request that sends none. */
export const EMPTY_TRIP_INFO: TripInfoFields = { notes: '', airport_pickup: false, flight_number: '', child_seats: false, child_info: '' };

/** A chosen stop as the form sends it; name and price are shown, the server prices from the quote. */
export const tripStopInputSchema = z.object({
  poi_id: rowIdSchema,
  time: z.number().int().min(0).max(24 * 60),
  name: z.string().max(300).optional(),
});

/** An ISO instant such as the date picker's noon: its date is read on Zagreb's calendar. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T/;

/** Local (Europe/Zagreb) calendar date: 'YYYY-MM-DD', or an ISO instant (the date picker's noon) read in Zagreb. */
export const localDateSchema = z.string().max(40, TRIP_MESSAGES.date).transform((value, ctx) => {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : zagrebDateOfInstant(value);
  if (date === null || !isCalendarDate(date)) {
    ctx.addIssue({ code: 'custom', message: TRIP_MESSAGES.date });
    return z.NEVER;
  }
  return date;
});

function zagrebDateOfInstant(value: string): string | null {
  if (!ISO_INSTANT.test(value)) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : zagrebDateOf(instant);
}

/** Local time 'HH:MM' (seconds, if sent, are dropped). */
export const localTimeSchema = z
  .string()
  .max(8, TRIP_MESSAGES.time)
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, TRIP_MESSAGES.time)
  .transform((t) => t.slice(0, 5));

/** 1 to 7 passengers (spec section 5), with the one message for every way of getting it wrong. */
export const passengersSchema = z
  .number({ error: TRIP_MESSAGES.passengers })
  .int(TRIP_MESSAGES.passengers)
  .min(MIN_PASSENGERS, TRIP_MESSAGES.passengers)
  .max(MAX_PASSENGERS, TRIP_MESSAGES.passengers);
