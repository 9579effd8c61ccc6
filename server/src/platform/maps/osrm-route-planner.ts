import { z } from 'zod';
import { isValidLatLng } from './geo.ts';
import {
  MapsUnavailableError,
  RouteNotFoundError,
  type Coordinate,
  type LatLng,
  type RoutePlanner,
  type RouteResult,
} from './maps.ts';

/** A route request that takes longer than this is given up: the trip form is waiting for it. */
export const OSRM_TIMEOUT_MS = 5_000;

/** The parts of OSRM's route service answer we use (http://project-osrm.org/docs/v5.24.0/api/#route-service). */
const osrmResponseSchema = z.object({
  code: z.string(),
  message: z.string().optional(),
  routes: z
    .array(
      z.object({
        distance: z.number().nonnegative(),
        duration: z.number().nonnegative(),
        geometry: z.object({
          type: z.literal('LineString'),
          // GeoJSON order: [longitude, latitude].
          coordinates: z.array(z.tuple([z.number(), z.number()])),
        }),
      }),
    )
    .optional(),
});

/** OSRM codes that mean "these places are not joined by road", not "the service is broken". */
const NO_ROUTE_CODES = new Set(['NoRoute', 'NoSegment']);

/**
 * Routing by an OSRM server's route service (OSRM_URL), driving profile, the full geometry as
 * GeoJSON. Failures, timeouts and answers we cannot read become MapsUnavailableError (503);
 * places with no road between them become RouteNotFoundError.
 */
export function createOsrmRoutePlanner(
  baseUrl: string,
  fetchImpl: typeof fetch = fetch,
  options: { timeoutMs?: number } = {},
): RoutePlanner {
  const root = baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? OSRM_TIMEOUT_MS;

  return {
    async route(waypoints: LatLng[]): Promise<RouteResult> {
      if (waypoints.length < 2) throw new RangeError('A route needs at least two waypoints.');
      for (const point of waypoints) {
        if (!isValidLatLng(point)) throw new RangeError(`Not a coordinate: ${JSON.stringify(point)}`);
      }
      const path = waypoints.map((p) => `${p.lng},${p.lat}`).join(';');
      const url = `${root}/route/v1/driving/${path}?overview=full&geometries=geojson`;

      let status: number;
      let body: unknown;
      try {
        const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
        status = response.status;
        body = await response.json();
      } catch (error) {
        throw new MapsUnavailableError(`OSRM did not answer: ${describe(error)}`, { cause: error });
      }

      const parsed = osrmResponseSchema.safeParse(body);
      if (!parsed.success) throw new MapsUnavailableError(`OSRM answered ${status} with an unexpected body`);
      const { code, message, routes } = parsed.data;
      if (NO_ROUTE_CODES.has(code)) throw new RouteNotFoundError('No driving route joins these places.');
      const route = routes?.[0];
      if (code !== 'Ok' || status !== 200 || !route) {
        throw new MapsUnavailableError(`OSRM answered ${status} ${code}${message ? `: ${message}` : ''}`);
      }
      return {
        distanceMeters: Math.round(route.distance),
        durationSeconds: Math.round(route.duration),
        polyline: route.geometry.coordinates.map(([lng, lat]): Coordinate => [lat, lng]),
      };
    },
  };
}

function describe(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'timed out';
  return error instanceof Error ? error.message : String(error);
}
