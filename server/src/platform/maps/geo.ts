import type { Coordinate, LatLng } from './maps.ts';

/** Mean Earth radius (IUGG), the usual choice for haversine distances. */
export const EARTH_RADIUS_METERS = 6_371_008.8;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres between two points (haversine; accurate to ~0.5% for our use). */
export function greatCircleMeters(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const toLatLng = ([lat, lng]: Coordinate): LatLng => ({ lat, lng });
export const toCoordinate = ({ lat, lng }: LatLng): Coordinate => [lat, lng];

/** The length of a polyline in metres, summed leg by leg along great circles. */
export function polylineLengthMeters(polyline: readonly Coordinate[]): number {
  let total = 0;
  for (let i = 1; i < polyline.length; i++) {
    total += greatCircleMeters(toLatLng(polyline[i - 1] as Coordinate), toLatLng(polyline[i] as Coordinate));
  }
  return total;
}

/**
 * `segments` evenly spaced points from `a` to `b`, both ends included. Linear in degrees, which
 * over a few hundred kilometres stays within a few hundred metres of the great circle: plenty for
 * drawing a line and for a corridor measured in kilometres.
 */
export function interpolateLine(a: LatLng, b: LatLng, segments: number): Coordinate[] {
  const points: Coordinate[] = [];
  for (let i = 0; i <= segments; i++) {
    const t = i / segments;
    points.push([round6(a.lat + (b.lat - a.lat) * t), round6(a.lng + (b.lng - a.lng) * t)]);
  }
  return points;
}

/** Six decimals is ~0.1 m: enough precision, and shorter JSON. */
export const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** Whether a pair is a real coordinate (finite, latitude within ±90, longitude within ±180). */
export function isValidLatLng(point: LatLng): boolean {
  return (
    Number.isFinite(point.lat) &&
    Number.isFinite(point.lng) &&
    Math.abs(point.lat) <= 90 &&
    Math.abs(point.lng) <= 180
  );
}
