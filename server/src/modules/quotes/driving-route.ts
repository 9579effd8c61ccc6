import { QUOTE_MESSAGES } from '@vozimo/contract';
import { mapsFailureAnswer } from '../../platform/http/maps-failure.ts';
import type { LatLng, RoutePlanner, RouteResult } from '../../platform/maps/maps.ts';

/**
 * The driving route a quote is priced on: one call to the route planner, in whole metres and
 * seconds. Its failures in the API's terms (platform/http/maps-failure.ts): no road between the
 * places is the agent's input to fix, a 422 at end_loc where the form shows it; a routing service
 * that is down is ours (503), never a 500.
 */
export async function planDrivingRoute(planner: RoutePlanner, waypoints: LatLng[]): Promise<RouteResult> {
  try {
    const route = await planner.route(waypoints);
    return {
      distanceMeters: Math.round(route.distanceMeters),
      durationSeconds: Math.round(route.durationSeconds),
      polyline: route.polyline,
    };
  } catch (error) {
    throw mapsFailureAnswer(error, { field: 'end_loc', message: QUOTE_MESSAGES.noRoute }) ?? error;
  }
}
