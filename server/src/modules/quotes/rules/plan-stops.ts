import { QUOTE_MESSAGES, stopTimeProblem } from '@vozimo/contract';

export interface RequestedStop {
  poi_id: number;
  time: number;
}

/** A point of interest the route passes, as far as choosing stops is concerned. */
export interface KnownStopPoint {
  id: number;
  minDurationMinutes: number;
  maxDurationMinutes: number;
  distanceAlongRouteMeters: number;
}

export interface StopIssue {
  /** Index into the request's stops, and the field at fault. */
  index: number;
  field: 'poi_id' | 'time';
  message: string;
}

export interface StopPlan<P extends KnownStopPoint> {
  /** The stops to make, in the order the route passes them. */
  stops: { point: P; time: number }[];
  /** Requested points the route does not pass (unknown, hidden or off the route): left out. */
  droppedPoiIds: number[];
  issues: StopIssue[];
}

/**
 * Which requested stops the quote makes (spec sections 4, 5 and 9). A stop whose point is not
 * in the list of points along the route is removed, as the form does ("a stop not in the known
 * list is removed"): after a change of city the old stops may no longer be on the way. A known
 * point with a time outside its rules, or chosen twice, is an error the agent must fix.
 */
export function planStops<P extends KnownStopPoint>(requested: readonly RequestedStop[], known: readonly P[]): StopPlan<P> {
  const byId = new Map(known.map((point) => [point.id, point]));
  const seen = new Set<number>();
  const plan: StopPlan<P> = { stops: [], droppedPoiIds: [], issues: [] };
  requested.forEach((stop, index) => {
    const point = byId.get(stop.poi_id);
    if (!point) {
      plan.droppedPoiIds.push(stop.poi_id);
      return;
    }
    if (seen.has(stop.poi_id)) {
      plan.issues.push({ index, field: 'poi_id', message: QUOTE_MESSAGES.duplicateStop });
      return;
    }
    seen.add(stop.poi_id);
    const problem = stopTimeProblem(stop.time, {
      min_duration_minutes: point.minDurationMinutes,
      max_duration_minutes: point.maxDurationMinutes,
    });
    if (problem) plan.issues.push({ index, field: 'time', message: problem });
    else plan.stops.push({ point, time: stop.time });
  });
  plan.stops.sort((a, b) => a.point.distanceAlongRouteMeters - b.point.distanceAlongRouteMeters || a.point.id - b.point.id);
  return plan;
}
