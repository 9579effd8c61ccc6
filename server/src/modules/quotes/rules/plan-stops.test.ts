import { describe, expect, it } from 'vitest';
import { planStops, type KnownStopPoint } from './plan-stops.ts';

const point = (id: number, along: number, min = 60, max = 180): KnownStopPoint => ({
  id,
  minDurationMinutes: min,
  maxDurationMinutes: max,
  distanceAlongRouteMeters: along,
});
const KNOWN = [point(10, 50_000), point(11, 120_000, 120, 300), point(12, 20_000)];

describe('planStops', () => {
  it.each([
    { name: 'no stops', requested: [], stops: [], dropped: [], issues: [] },
    {
      name: 'stops come in route order, whatever order they were chosen in',
      requested: [{ poi_id: 11, time: 120 }, { poi_id: 10, time: 60 }, { poi_id: 12, time: 90 }],
      stops: [[12, 90], [10, 60], [11, 120]],
      dropped: [],
      issues: [],
    },
    {
      name: 'a point not along the route is removed',
      requested: [{ poi_id: 99, time: 60 }, { poi_id: 10, time: 60 }],
      stops: [[10, 60]],
      dropped: [99],
      issues: [],
    },
    {
      name: 'a time below the point’s minimum is an error at that stop',
      requested: [{ poi_id: 10, time: 60 }, { poi_id: 11, time: 60 }],
      stops: [[10, 60]],
      dropped: [],
      issues: [{ index: 1, field: 'time', message: 'Stop time must be at least 120 minutes.' }],
    },
    {
      name: 'off the 30-minute grid',
      requested: [{ poi_id: 10, time: 75 }],
      stops: [],
      dropped: [],
      issues: [{ index: 0, field: 'time', message: 'Stop time must be a multiple of 30 minutes.' }],
    },
    {
      name: 'the same point twice',
      requested: [{ poi_id: 10, time: 60 }, { poi_id: 10, time: 90 }],
      stops: [[10, 60]],
      dropped: [],
      issues: [{ index: 1, field: 'poi_id', message: 'This point of interest is already a stop.' }],
    },
  ])('$name', ({ requested, stops, dropped, issues }) => {
    const plan = planStops(requested, KNOWN);
    expect(plan.stops.map((s) => [s.point.id, s.time])).toEqual(stops);
    expect(plan.droppedPoiIds).toEqual(dropped);
    expect(plan.issues).toEqual(issues);
  });
});
