/**
 * A trip's price follows its route: places, stops, passengers, vehicle class and round trip.
 * The server prices a route once (a stored quote) and books only that price, so what the form
 * sends must be the route that was priced. A form that changed a city and did not press Update
 * gets told so, instead of booking the old price for the new route.
 */

export const ROUTE_CHANGED_MESSAGE = 'Changed since the price was calculated: press Update to recalculate the price.';

export interface RoutePlace {
  /** The stored place row, when the form is editing a saved trip. */
  id?: number | null | undefined;
  place_id: string;
  lat: number;
  lng: number;
}

export interface RouteStop {
  poi_id: number;
  time: number;
}

export interface PricedRouteFields {
  startLoc: RoutePlace;
  endLoc: RoutePlace;
  stops: readonly RouteStop[];
  passengers: number;
  vehicleTypeId: number;
  roundTripId: number | null;
}

/** Field names of the booking payload, for 422 locations. */
export type RouteField = 'start_loc' | 'end_loc' | 'stops' | 'passengers' | 'vehicle_type_id' | 'round_trip_id';

/** About 1 m: coordinates that went through JSON and a float column still compare equal. */
const COORDINATE_TOLERANCE = 1e-5;

export function samePlace(requested: RoutePlace, priced: RoutePlace): boolean {
  if (requested.id != null && priced.id != null) return requested.id === priced.id;
  if (requested.place_id !== '' && priced.place_id !== '' && requested.place_id !== priced.place_id) return false;
  return (
    Math.abs(requested.lat - priced.lat) <= COORDINATE_TOLERANCE &&
    Math.abs(requested.lng - priced.lng) <= COORDINATE_TOLERANCE
  );
}

function stopKey(stops: readonly RouteStop[]): string {
  return stops
    .map((s) => `${s.poi_id}:${s.time}`)
    .sort()
    .join(',');
}

/** The fields in which the requested route differs from the priced one (empty: same route). */
export function routeDifferences(requested: PricedRouteFields, priced: PricedRouteFields): RouteField[] {
  const differences: RouteField[] = [];
  if (!samePlace(requested.startLoc, priced.startLoc)) differences.push('start_loc');
  if (!samePlace(requested.endLoc, priced.endLoc)) differences.push('end_loc');
  if (stopKey(requested.stops) !== stopKey(priced.stops)) differences.push('stops');
  if (requested.passengers !== priced.passengers) differences.push('passengers');
  if (requested.vehicleTypeId !== priced.vehicleTypeId) differences.push('vehicle_type_id');
  if (requested.roundTripId !== priced.roundTripId) differences.push('round_trip_id');
  return differences;
}
