/**
 * How long a trip may stop at a point of interest (spec sections 5 and 9): 30-minute steps,
 * never under 60 minutes, never outside the point's own min and max. Shared by the trip form
 * (plus and minus buttons, dimmed at the bounds) and the server, which refuses anything else.
 */

export const STOP_TIME_STEP_MINUTES = 30;
export const MIN_STOP_MINUTES = 60;

/** The point-of-interest fields the rule reads (as in the API's point of interest). */
export interface StopDurationLimits {
  min_duration_minutes: number;
  max_duration_minutes: number;
}

export interface StopTimeBounds {
  min: number;
  max: number;
}

const step = STOP_TIME_STEP_MINUTES;

/**
 * The shortest and longest allowed stop, on the 30-minute grid; null when the point's limits
 * leave no allowed time (e.g. max 45), so the stop cannot be chosen at all.
 */
export function stopTimeBounds(limits: StopDurationLimits): StopTimeBounds | null {
  const min = Math.max(MIN_STOP_MINUTES, Math.ceil(limits.min_duration_minutes / step) * step);
  const max = Math.floor(limits.max_duration_minutes / step) * step;
  return Number.isFinite(min) && Number.isFinite(max) && max >= min ? { min, max } : null;
}

/** Why `minutes` is not an allowed stop time at this point, or null when it is. */
export function stopTimeProblem(minutes: number, limits: StopDurationLimits): string | null {
  const bounds = stopTimeBounds(limits);
  if (!bounds) return 'This point of interest cannot be added as a stop.';
  if (!Number.isInteger(minutes) || minutes % step !== 0) {
    return `Stop time must be a multiple of ${step} minutes.`;
  }
  if (minutes < bounds.min) return `Stop time must be at least ${bounds.min} minutes.`;
  if (minutes > bounds.max) return `Stop time must be at most ${bounds.max} minutes.`;
  return null;
}

/** One step longer or shorter, or null at the bound (the button is dimmed). */
export function stepStopTime(minutes: number, direction: 1 | -1, limits: StopDurationLimits): number | null {
  const bounds = stopTimeBounds(limits);
  if (!bounds) return null;
  const next = minutes + direction * step;
  return next < bounds.min || next > bounds.max ? null : next;
}
