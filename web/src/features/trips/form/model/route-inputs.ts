import { MAX_PASSENGERS, meetsCountryRule, MIN_PASSENGERS, type TripForEditing } from '@vozimo/contract';
import { passengerCount, type FormLocation, type FormStop, type TripFormValues } from './trip-form-values.ts';

/** What a price depends on: both places, the passengers and the stops (the vehicle type is priced for all). */
export interface RouteInputs {
  start: FormLocation;
  end: FormLocation;
  passengers: number;
  stops: { poi_id: number; time: number }[];
}

/** Spec section 5: both countries known and neither is HR or SI. */
export function countryRuleBroken(start: FormLocation | null, end: FormLocation | null): boolean {
  if (!start || !end) return false;
  return !meetsCountryRule(start.country_short_name, end.country_short_name);
}

/** The route to price, or null while it cannot be priced (a place missing, bad passengers, the country rule). */
export function routeInputsOf(values: Pick<TripFormValues, 'start_loc' | 'end_loc' | 'passengers' | 'stops'>): RouteInputs | null {
  const { start_loc: start, end_loc: end } = values;
  const passengers = passengerCount(values.passengers);
  if (!start || !end || countryRuleBroken(start, end)) return null;
  if (passengers === null || passengers < MIN_PASSENGERS || passengers > MAX_PASSENGERS) return null;
  return { start, end, passengers, stops: values.stops.map((s) => ({ poi_id: s.poi_id, time: s.time })) };
}

const placeKey = (place: FormLocation) => `${place.place_id}@${place.lat.toFixed(5)},${place.lng.toFixed(5)}`;
const stopsKey = (stops: readonly { poi_id: number; time: number }[]) =>
  stops
    .map((s) => `${s.poi_id}:${s.time}`)
    .sort()
    .join(',');

/** Equal keys: the same price applies. Stop order does not matter (the server visits them in route order). */
export function routeKey(inputs: RouteInputs): string {
  return [placeKey(inputs.start), placeKey(inputs.end), inputs.passengers, stopsKey(inputs.stops)].join('|');
}

/** The server's rule for "the same place" (rules/priced-route.ts): stored ids, else the provider id and coordinates. */
function samePlace(a: FormLocation, b: FormLocation): boolean {
  if (a.id != null && b.id != null) return a.id === b.id;
  if (a.place_id !== '' && b.place_id !== '' && a.place_id !== b.place_id) return false;
  return Math.abs(a.lat - b.lat) <= 1e-5 && Math.abs(a.lng - b.lng) <= 1e-5;
}

/**
 * Whether the form asks for another route than the saved trip's. While it does not, the server
 * keeps the price the customer agreed to and the form shows that price; once it does, saving
 * needs a fresh quote.
 */
export function routeChangedSinceSaved(values: TripFormValues, trip: TripForEditing): boolean {
  if (!values.start_loc || !values.end_loc) return true;
  return (
    !samePlace(values.start_loc, { ...trip.start_loc, locality: trip.start_locality }) ||
    !samePlace(values.end_loc, { ...trip.end_loc, locality: trip.end_locality }) ||
    stopsKey(values.stops) !== stopsKey(trip.stops) ||
    passengerCount(values.passengers) !== trip.passengers ||
    values.vehicle_type_id !== trip.vehicle_type_id
  );
}

/**
 * After a quote: the stops the server no longer offers (not on the new route) leave the form. Only
 * those that were asked for and not priced go, so a stop added while the request was on its way stays.
 */
export function removeStopsNotOffered(current: FormStop[], requested: readonly { poi_id: number }[], priced: readonly { poi_id: number }[]): FormStop[] {
  const pricedIds = new Set(priced.map((s) => s.poi_id));
  const dropped = new Set(requested.filter((s) => !pricedIds.has(s.poi_id)).map((s) => s.poi_id));
  return dropped.size === 0 ? current : current.filter((s) => !dropped.has(s.poi_id));
}
