/**
 * The distance and duration line of the trip form (spec section 9): kilometres rounded up; hours
 * and minutes, where minutes under 5 are dropped and minutes over 55 become the next hour.
 */

/** Metres → "230 km", rounded up (the same whole kilometres the price is charged for). */
export function formatRouteDistance(meters: number): string {
  return `${Math.max(0, Math.ceil(meters / 1000))} km`;
}

function hoursAndMinutes(hours: number, minutes: number): string {
  if (hours === 0) return `${minutes} min`;
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
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
  return hoursAndMinutes(hours, minutes);
}

/** A stop's length on the 30-minute grid: "1 h 30 min", "2 h". */
export function formatStopTime(minutes: number): string {
  return hoursAndMinutes(Math.floor(minutes / 60), minutes % 60);
}

/** How far a point of interest lies off the route: "400 m" or "15.2 km". */
export function formatPoiDistance(meters: number): string {
  const tens = Math.round(meters / 10) * 10;
  if (tens < 1000) return `${tens} m`;
  return `${(meters / 1000).toFixed(1)} km`;
}
