/** Time kept free after a trip's route and stops before the driver's next pickup (ADR 0020). */
export const BUSY_BUFFER_MINUTES = 60;

export interface TimedTrip {
  pickupAt: Date;
  /** Driving time of the route. */
  durationS: number;
  stops: readonly { time: number }[];
}

/**
 * The time a trip keeps its driver and vehicle busy: from pickup through the route's driving time,
 * every stop's minutes, and the buffer (traffic, the way back to the next pickup).
 */
export function busyWindow(trip: TimedTrip): { from: Date; until: Date } {
  const stopMinutes = trip.stops.reduce((sum, stop) => sum + stop.time, 0);
  const until = trip.pickupAt.getTime() + trip.durationS * 1000 + (stopMinutes + BUSY_BUFFER_MINUTES) * 60_000;
  return { from: trip.pickupAt, until: new Date(until) };
}

