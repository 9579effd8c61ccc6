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
