import { CURATED_ROAD_ROUTES, type CuratedRoadRoute } from './curated-road-routes.ts';
import { greatCircleMeters, interpolateLine, isValidLatLng, round6, toCoordinate } from './geo.ts';
import { RouteNotFoundError, type Coordinate, type LatLng, type RoutePlanner, type RouteResult } from './maps.ts';

/**
 * The offline road model (docs/maps.md). Calibrated on the 38 demo transfers with real road
 * figures: road distance over great-circle distance has a median of 1.40, and 10 minutes plus
 * 85 km/h reproduces their driving times with a mean error of about 12%.
 */
export const OFFLINE_ROAD_MODEL = {
  /** Road distance ÷ great-circle distance: roads wind around the Dinaric Alps and the coast. */
  roadFactor: 1.4,
  /** Average speed over the whole leg, motorway and towns together. */
  averageSpeedKmh: 85,
  /** Getting out of and into town at each end of a leg. */
  overheadMinutes: 10,
  /**
   * Both ends within this of a curated route's ends use its real figures, and within a third of
   * the route's own crow-flies length, so an airport 3 km from its town (Brač–Bol) stays apart.
   */
  curatedMatchRadiusMeters: 5_000,
  curatedMatchRadiusShare: 1 / 3,
  /** One drawn point per this many kilometres of a straight leg. */
  polylineStepKm: 10,
  /** A leg longer than this (great circle) is no driving transfer; real routing would refuse it too. */
  maxLegMeters: 2_500_000,
} as const;

/**
 * Where the offline model is meant to answer: Europe west of the Urals. A waypoint outside has no
 * road the model knows of, just as OSRM with a Europe extract answers NoRoute.
 */
const COVERED_AREA = { minLat: 34, maxLat: 72, minLng: -25, maxLng: 45 } as const;

function isCovered(point: LatLng): boolean {
  return (
    point.lat >= COVERED_AREA.minLat &&
    point.lat <= COVERED_AREA.maxLat &&
    point.lng >= COVERED_AREA.minLng &&
    point.lng <= COVERED_AREA.maxLng
  );
}

interface CuratedMatch {
  route: CuratedRoadRoute;
  forward: boolean;
  offsetMeters: number;
}

/** The curated route whose ends are nearest to the leg's ends (either direction), if within the radius. */
export function findCuratedRoute(from: LatLng, to: LatLng): CuratedMatch | null {
  let best: CuratedMatch | null = null;
  for (const route of CURATED_ROAD_ROUTES) {
    const radius = Math.min(
      OFFLINE_ROAD_MODEL.curatedMatchRadiusMeters,
      greatCircleMeters(route.from, route.to) * OFFLINE_ROAD_MODEL.curatedMatchRadiusShare,
    );
    for (const forward of [true, false]) {
      const start = forward ? route.from : route.to;
      const end = forward ? route.to : route.from;
      const startOffset = greatCircleMeters(from, start);
      const endOffset = greatCircleMeters(to, end);
      if (startOffset > radius || endOffset > radius) continue;
      const offsetMeters = startOffset + endOffset;
      if (!best || offsetMeters < best.offsetMeters) best = { route, forward, offsetMeters };
    }
  }
  return best;
}

/** Road distance and driving time the model gives a leg of this great-circle length. */
export function estimateLeg(greatCircle: number): { distanceMeters: number; durationSeconds: number } {
  if (greatCircle === 0) return { distanceMeters: 0, durationSeconds: 0 };
  const { roadFactor, averageSpeedKmh, overheadMinutes } = OFFLINE_ROAD_MODEL;
  const distanceMeters = Math.round(greatCircle * roadFactor);
  const durationSeconds = Math.round(overheadMinutes * 60 + (distanceMeters / 1000 / averageSpeedKmh) * 3600);
  return { distanceMeters, durationSeconds };
}

function planLeg(from: LatLng, to: LatLng): RouteResult {
  const greatCircle = greatCircleMeters(from, to);
  if (greatCircle === 0) return { distanceMeters: 0, durationSeconds: 0, polyline: [toCoordinate(from), toCoordinate(to)] };
  if (greatCircle > OFFLINE_ROAD_MODEL.maxLegMeters) {
    throw new RouteNotFoundError('No driving route joins these places.');
  }
  const match = findCuratedRoute(from, to);
  if (match) {
    const via = match.route.via ?? [];
    const inner = match.forward ? via : [...via].reverse();
    return {
      distanceMeters: match.route.km * 1000,
      durationSeconds: match.route.minutes * 60,
      // The caller's own points at the ends, so consecutive legs join exactly.
      polyline: [toCoordinate(from), ...inner, toCoordinate(to)].map(([lat, lng]) => [round6(lat), round6(lng)]),
    };
  }
  const segments = Math.min(64, Math.max(1, Math.ceil(greatCircle / 1000 / OFFLINE_ROAD_MODEL.polylineStepKm)));
  return { ...estimateLeg(greatCircle), polyline: interpolateLine(from, to, segments) };
}

/**
 * Routing with no network: the curated table where it knows the pair, the road-factor and speed
 * model elsewhere. Multi-waypoint routes sum their legs. Instant, but it validates and refuses
 * like the real service.
 */
export function createOfflineRoutePlanner(): RoutePlanner {
  return {
    route(waypoints: LatLng[]): Promise<RouteResult> {
      // Async errors, like the network planners, so callers handle both the same way.
      return Promise.resolve().then(() => planRoute(waypoints));
    },
  };
}

function planRoute(waypoints: LatLng[]): RouteResult {
  if (waypoints.length < 2) throw new RangeError('A route needs at least two waypoints.');
  for (const point of waypoints) {
    if (!isValidLatLng(point)) throw new RangeError(`Not a coordinate: ${JSON.stringify(point)}`);
    if (!isCovered(point)) throw new RouteNotFoundError('No driving route joins these places.');
  }
  let distanceMeters = 0;
  let durationSeconds = 0;
  const polyline: Coordinate[] = [];
  for (let i = 1; i < waypoints.length; i++) {
    const leg = planLeg(waypoints[i - 1] as LatLng, waypoints[i] as LatLng);
    distanceMeters += leg.distanceMeters;
    durationSeconds += leg.durationSeconds;
    // Each leg starts where the previous one ended; keep that point once.
    polyline.push(...(i === 1 ? leg.polyline : leg.polyline.slice(1)));
  }
  return { distanceMeters, durationSeconds, polyline };
}
