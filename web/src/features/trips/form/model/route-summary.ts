// The distance and duration line of the trip form (spec section 9): worded in lib/, as the Offers rows word them too.
import { formatHoursMinutes } from '../../../../lib/format-duration.ts';

export { formatRouteDistance, formatRouteDuration } from '../../../../lib/format-route.ts';

/** A stop's length on the 30-minute grid: "1 h 30 min", "2 h". */
export function formatStopTime(minutes: number): string {
  return formatHoursMinutes(minutes);
}

/** How far a point of interest lies off the route: "400 m" or "15.2 km". */
export function formatPoiDistance(meters: number): string {
  const tens = Math.round(meters / 10) * 10;
  if (tens < 1000) return `${tens} m`;
  return `${(meters / 1000).toFixed(1)} km`;
}
