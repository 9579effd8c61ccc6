import { publicTripApiPath, publicTripParamsSchema, publicTripSchema, tripTokenQuerySchema } from '@vozimo/contract';
import type { PageDataSource } from '../../platform/http/page-data.ts';
import { responseSerializerCompiler } from '../../platform/http/response-serializer.ts';
import type { TripsService } from './trips.service.ts';

/** The trip page's URL as the web app's router matches it: case-insensitive, a trailing slash allowed. */
const TRIP_PAGE = /^\/trip\/([^/]+)\/?$/i;

/** The shell the web build writes for the trip page, its own files preloaded (web/vite.config.ts). */
const TRIP_PAGE_SHELL = 'index.trip.html';

/**
 * The public trip page (`/trip/{reference}?token=`) with its trip inside (ADR 0033): the answer
 * `GET /api/public/trip/{reference}?token=` would give this visitor, from the same service call and
 * serialized by the same serializer, so the page and the API never differ. A URL that names no trip
 * gets no data, and the page asks the API, which answers 404 as before.
 */
export function publicTripPageData(trips: Pick<TripsService, 'getPublicTrip'>): PageDataSource {
  const serialize = responseSerializerCompiler({ schema: publicTripSchema, method: 'GET', url: '/api/public/trip/:reference' });
  return async (request, pathname) => {
    const match = TRIP_PAGE.exec(pathname);
    if (!match) return null;
    let reference: string;
    try {
      reference = decodeURIComponent(match[1]!);
    } catch {
      return null;
    }
    const params = publicTripParamsSchema.safeParse({ reference });
    const query = tripTokenQuerySchema.safeParse(request.query);
    if (!params.success || !query.success) return null;
    const trip = await trips.getPublicTrip(request.actor, params.data.reference, query.data.token);
    return { path: publicTripApiPath(params.data.reference, query.data.token), json: serialize(trip), shell: TRIP_PAGE_SHELL };
  };
}
