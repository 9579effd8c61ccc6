import { formatHoursMinutes } from './format-duration.ts';

/**
 * A planned route's length and driving time as every screen words them (spec section 9):
 * kilometres rounded up; hours and minutes, where minutes under 5 are dropped and minutes over 55
 * become the next hour. The trip form and the Offers rows both show them.
 */

/** Metres → "230 km", rounded up (the same whole kilometres the price is charged for). */
export function formatRouteDistance(meters: number): string {
  return `${Math.max(0, Math.ceil(meters / 1000))} km`;
}

/**
 * Seconds → "3 h 10 min". The rounding only tidies hours: a ride shorter than an hour keeps its
 * minutes ("3 min", not "0 min"), since dropping them would say the ride takes no time at all.
 */
export function formatRouteDuration(seconds: number): string {
  const totalMinutes = Math.max(0, Math.round(seconds / 60));
  let hours = Math.floor(totalMinutes / 60);
  let minutes = totalMinutes % 60;
  if (hours > 0 && minutes < 5) minutes = 0;
  if (minutes > 55) {
    hours += 1;
    minutes = 0;
  }
  return formatHoursMinutes(hours * 60 + minutes);
}
