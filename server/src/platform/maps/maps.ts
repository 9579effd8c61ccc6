/**
 * The maps interfaces every area uses. Implementations: the offline defaults (a bundled gazetteer
 * and a road-distance estimate) and the real services (OSRM routes, Google Places), chosen by
 * configuration in app.ts.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

/** A [lat, lng] pair. */
export type Coordinate = [number, number];

export interface RouteResult {
  distanceMeters: number;
  durationSeconds: number;
  /** The route as [lat, lng] pairs, from the first waypoint to the last. */
  polyline: Coordinate[];
}

export interface RoutePlanner {
  /** A driving route through the waypoints in order (at least two). Throws MapsUnavailableError on failure. */
  route(waypoints: LatLng[]): Promise<RouteResult>;
}

/** A place as the trip form's city pickers and the booking payload carry it (spec section 3, Location). */
export interface PlaceResult {
  formatted_address: string;
  place_id: string;
  lat: number;
  lng: number;
  country_short_name: string;
  country_long_name: string;
  locality: string;
}

export interface PlaceSearch {
  /** Towns, cities and airports matching the text, best first. */
  search(query: string, limit: number): Promise<PlaceResult[]>;
}

/** The routing or places service failed or timed out; the caller answers 503 with a clear message. */
export class MapsUnavailableError extends Error {
  override name = 'MapsUnavailableError';
}

/** No driving route joins the waypoints (across the sea, outside the covered area); the caller answers 400. */
export class RouteNotFoundError extends Error {
  override name = 'RouteNotFoundError';
}
