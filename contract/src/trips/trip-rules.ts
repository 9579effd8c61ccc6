import { addDays, zagrebLocalToInstant, zagrebWallClock } from '../common/zagreb-time.ts';

/** The booking rules of spec sections 5 and 9 that the trip form, quotes and the server all apply. */

/** Countries a trip must start or end in (spec section 9). */
export const TRIP_HOME_COUNTRIES = ['HR', 'SI'] as const;

export const TRIP_MESSAGES = {
  country: 'A trip must start or end in Croatia or Slovenia.',
  email: 'Invalid email',
  roundTripEmail: 'Invalid email format',
  infoEmail: 'Invalid email format.',
  roundTripName: 'Round trip name is required',
  passengers: 'Passengers must be between 1 and 7.',
  pickupInPast: 'The pickup date and time must be in the future.',
  date: 'Give the date as YYYY-MM-DD.',
  time: 'Give the time as HH:MM.',
  tripPriceId: 'Press Update to calculate the price first.',
  customerFirstName: "Enter the customer's first name.",
  customerLastName: "Enter the customer's last name.",
  customerPhone: "Enter the customer's phone number: the driver calls it at the pickup.",
  pickupDetails: 'Enter the pickup address, hotel or meeting point, so the driver finds the customer.',
} as const;

export const MIN_PASSENGERS = 1;
export const MAX_PASSENGERS = 7;

/**
 * The country rule (spec section 5): when both countries are known, one of them must be HR or SI.
 * An unknown country (empty code) does not fail it; the places search always gives one.
 */
export function meetsCountryRule(startCountry: string, endCountry: string): boolean {
  if (startCountry === '' || endCountry === '') return true;
  const home: readonly string[] = TRIP_HOME_COUNTRIES;
  return home.includes(startCountry.toUpperCase()) || home.includes(endCountry.toUpperCase());
}

/** The customer's contact as a trip carries it. */
export interface CustomerContact {
  customer_first_name: string;
  customer_last_name: string;
  customer_email: string;
  customer_phone: string;
}

/**
 * A booking needs a customer the driver can reach (ADR 0017, ADR 0060): first and last name and a
 * phone number; the e-mail stays optional (spec section 5). A quote may stay incomplete. Answers
 * each problem at its field.
 */
export function missingCustomerContact(contact: CustomerContact): { field: keyof CustomerContact; message: string }[] {
  const problems: { field: keyof CustomerContact; message: string }[] = [];
  if (contact.customer_first_name.trim() === '') problems.push({ field: 'customer_first_name', message: TRIP_MESSAGES.customerFirstName });
  if (contact.customer_last_name.trim() === '') problems.push({ field: 'customer_last_name', message: TRIP_MESSAGES.customerLastName });
  if (contact.customer_phone.trim() === '') problems.push({ field: 'customer_phone', message: TRIP_MESSAGES.customerPhone });
  return problems;
}

/** A booking says where the driver meets the customer (ADR 0060): a town or an airport alone is not a meeting point. */
export function missingPickupDetails(booking: { start_loc_details: string }): { field: 'start_loc_details'; message: string }[] {
  return booking.start_loc_details.trim() === '' ? [{ field: 'start_loc_details', message: TRIP_MESSAGES.pickupDetails }] : [];
}

const MINUTE_MS = 60_000;

/** A booking cannot be for a moment that has passed; a pickup this very minute still counts as ahead (no lead time). */
export function isPickupInPast(pickupAt: Date, now: Date): boolean {
  return pickupAt.getTime() < now.getTime() - (now.getTime() % MINUTE_MS);
}

/** The pickup time a new trip starts with (spec section 9). */
export const DEFAULT_PICKUP_TIME = '12:00';

/**
 * The pickup a new trip and a round trip booking start with: the next 12:00 on Zagreb's clock that
 * booking accepts (isPickupInPast) — today's while it is still ahead, else tomorrow's — so the
 * form's first Save or Book never fails on its own default.
 */
export function defaultPickup(now: Date): { pickup_date: string; pickup_time: string } {
  const today = zagrebWallClock(now).date;
  const pickup_date = isPickupInPast(zagrebLocalToInstant(today, DEFAULT_PICKUP_TIME), now) ? addDays(today, 1) : today;
  return { pickup_date, pickup_time: DEFAULT_PICKUP_TIME };
}
