import { MAPS_UNAVAILABLE_MESSAGE, QUOTE_MESSAGES } from '@vozimo/contract';
import { AppError, FieldValidationError } from '../../platform/http/app-error.ts';
import { MapsUnavailableError, RouteNotFoundError, type LatLng, type RoutePlanner, type RouteResult } from '../../platform/maps/maps.ts';

/**
 * One call to the route planner, with its failures in the API's terms: no road between the
 * places is the agent's input to fix (422 at end_loc, where the form shows it); a routing
 * service that is down is ours (503), never a 500.
 */
export async function routeForQuote(planner: RoutePlanner, waypoints: LatLng[]): Promise<RouteResult> {
  try {
    const route = await planner.route(waypoints);
    return {
      distanceMeters: Math.round(route.distanceMeters),
      durationSeconds: Math.round(route.durationSeconds),
      polyline: route.polyline,
    };
  } catch (error) {
    if (error instanceof RouteNotFoundError) {
      throw new FieldValidationError([{ loc: ['body', 'end_loc'], msg: QUOTE_MESSAGES.noRoute }]);
    }
    if (error instanceof MapsUnavailableError) throw new AppError(503, MAPS_UNAVAILABLE_MESSAGE);
    throw error;
  }
}
