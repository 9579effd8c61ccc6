import { greatCircleMeters } from '../../../platform/maps/geo.ts';
import type { Coordinate, LatLng } from '../../../platform/maps/maps.ts';

export interface PoiPosition {
  id: number;
  lat: number;
  lng: number;
}

export interface PoiAlongRoute {
  id: number;
  /** Shortest distance from the point to the route line. */
  distanceFromRouteMeters: number;
  /** How far along the route, from its start, the nearest point of the line lies. */
  distanceAlongRouteMeters: number;
}

/**
 * How far from the route a sight still counts as "on the way" (docs/maps.md): a quarter of the
 * route's length, between 10 and 30 km. A stop is a detour there and back: on a 25 km airport
 * transfer 10 km off the road nearly doubles the drive, while on Zagreb–Split (410 km) the
 * classic stops, Plitvice and Rastoke, lie 25–30 km off the motorway and are worth it.
 */
export const POI_CORRIDOR = { share: 0.25, minMeters: 10_000, maxMeters: 30_000 } as const;

export function corridorMetersForRoute(routeLengthMeters: number): number {
  const scaled = routeLengthMeters * POI_CORRIDOR.share;
  return Math.min(POI_CORRIDOR.maxMeters, Math.max(POI_CORRIDOR.minMeters, scaled));
}

const METERS_PER_DEGREE_LAT = 111_320;

interface Box {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/** A piece of the route; as a Box, its bounding box widened by the corridor, for a cheap first test. */
interface Segment extends Box {
  fromLat: number;
  fromLng: number;
  toLat: number;
  toLng: number;
  /** Route length before this segment starts. */
  startsAtMeters: number;
  lengthMeters: number;
}

/**
 * Segments in runs of this many share one box too: a route from OSRM has thousands of points,
 * and a sight far from most of the route is dismissed a run at a time.
 */
const BLOCK_SIZE = 32;

interface Block {
  box: Box;
  segments: Segment[];
}

const outside = (box: Box, point: LatLng) =>
  point.lat < box.minLat || point.lat > box.maxLat || point.lng < box.minLng || point.lng > box.maxLng;

function buildBlocks(polyline: readonly Coordinate[], corridorMeters: number): Block[] {
  const points = polyline.length === 1 ? [polyline[0] as Coordinate, polyline[0] as Coordinate] : polyline;
  // The corridor in degrees of longitude is widest at the largest latitude the route reaches.
  const maxAbsLat = Math.min(89, Math.max(...points.map(([lat]) => Math.abs(lat))));
  const padLat = corridorMeters / METERS_PER_DEGREE_LAT;
  const padLng = corridorMeters / (METERS_PER_DEGREE_LAT * Math.cos((maxAbsLat * Math.PI) / 180));
  const blocks: Block[] = [];
  let along = 0;
  for (let i = 1; i < points.length; i++) {
    const [fromLat, fromLng] = points[i - 1] as Coordinate;
    const [toLat, toLng] = points[i] as Coordinate;
    const lengthMeters = greatCircleMeters({ lat: fromLat, lng: fromLng }, { lat: toLat, lng: toLng });
    const segment: Segment = {
      fromLat,
      fromLng,
      toLat,
      toLng,
      startsAtMeters: along,
      lengthMeters,
      minLat: Math.min(fromLat, toLat) - padLat,
      maxLat: Math.max(fromLat, toLat) + padLat,
      minLng: Math.min(fromLng, toLng) - padLng,
      maxLng: Math.max(fromLng, toLng) + padLng,
    };
    const block = blocks.at(-1);
    if (!block || block.segments.length === BLOCK_SIZE) {
      blocks.push({ box: { minLat: segment.minLat, maxLat: segment.maxLat, minLng: segment.minLng, maxLng: segment.maxLng }, segments: [segment] });
    } else {
      block.segments.push(segment);
      block.box.minLat = Math.min(block.box.minLat, segment.minLat);
      block.box.maxLat = Math.max(block.box.maxLat, segment.maxLat);
      block.box.minLng = Math.min(block.box.minLng, segment.minLng);
      block.box.maxLng = Math.max(block.box.maxLng, segment.maxLng);
    }
    along += lengthMeters;
  }
  return blocks;
}

/**
 * The nearest point of a segment to `point`, as the fraction t along it. Found in a flat
 * projection centred on the segment (x scaled by the cosine of the latitude), which over
 * segments of tens of kilometres puts the foot of the perpendicular within metres.
 */
function nearestFraction(segment: Segment, point: LatLng): number {
  const cosLat = Math.cos((((segment.fromLat + segment.toLat) / 2) * Math.PI) / 180);
  const dx = (segment.toLng - segment.fromLng) * cosLat;
  const dy = segment.toLat - segment.fromLat;
  const lengthSquared = dx * dx + dy * dy;
  if (lengthSquared === 0) return 0;
  const px = (point.lng - segment.fromLng) * cosLat;
  const py = point.lat - segment.fromLat;
  return Math.min(1, Math.max(0, (px * dx + py * dy) / lengthSquared));
}

/**
 * The points of interest within `corridorMeters` of the route line, nearest point first by
 * position along the route (the order a driver passes them). A point the route passes twice
 * counts where the route comes nearest, the earlier pass on a tie.
 */
export function findPoisAlongRoute(
  polyline: readonly Coordinate[],
  pois: readonly PoiPosition[],
  corridorMeters: number,
): PoiAlongRoute[] {
  if (polyline.length === 0 || pois.length === 0 || !(corridorMeters >= 0)) return [];
  const blocks = buildBlocks(polyline, corridorMeters);
  const found: PoiAlongRoute[] = [];
  for (const poi of pois) {
    let best: { fromRoute: number; along: number } | null = null;
    for (const block of blocks) {
      if (outside(block.box, poi)) continue;
      for (const segment of block.segments) {
        if (outside(segment, poi)) continue;
        const t = nearestFraction(segment, poi);
        const nearest = {
          lat: segment.fromLat + (segment.toLat - segment.fromLat) * t,
          lng: segment.fromLng + (segment.toLng - segment.fromLng) * t,
        };
        const fromRoute = greatCircleMeters(poi, nearest);
        if (fromRoute > corridorMeters || (best && fromRoute >= best.fromRoute)) continue;
        best = { fromRoute, along: segment.startsAtMeters + segment.lengthMeters * t };
      }
    }
    if (best) {
      // Floored so a point at the corridor's edge never reads as outside it.
      found.push({ id: poi.id, distanceFromRouteMeters: Math.floor(best.fromRoute), distanceAlongRouteMeters: Math.round(best.along) });
    }
  }
  return found.sort((a, b) => a.distanceAlongRouteMeters - b.distanceAlongRouteMeters || a.id - b.id);
}
