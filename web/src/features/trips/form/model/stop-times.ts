import { stepStopTime, stopTimeBounds, type StopDurationLimits } from '@vozimo/contract';

/**
 * The plus and minus buttons of a stop (spec sections 5 and 9): 30-minute steps, never under 60
 * minutes nor outside the point's own limits. A null step is a dimmed, disabled button.
 */
export interface StopTimeSteps {
  shorter: number | null;
  longer: number | null;
}

export function stopTimeSteps(minutes: number, limits: StopDurationLimits): StopTimeSteps {
  return { shorter: stepStopTime(minutes, -1, limits), longer: stepStopTime(minutes, 1, limits) };
}

/** The time a stop starts with when added: the shortest allowed; null when the point allows none. */
export function firstStopTime(limits: StopDurationLimits): number | null {
  return stopTimeBounds(limits)?.min ?? null;
}
