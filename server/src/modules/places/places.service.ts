import { PLACE_SEARCH_MESSAGES, type Place } from '@vozimo/contract';
import { AppError } from '../../platform/http/app-error.ts';
import { polylineLengthMeters } from '../../platform/maps/geo.ts';
import type { Coordinate, PlaceSearch } from '../../platform/maps/maps.ts';
import type { GeoBox, PlacesRepository } from './places.repository.ts';
import { corridorMetersForRoute, findPoisAlongRoute } from './rules/find-pois-along-route.ts';
import { PLACE_SEARCH_RATE, searchClientKey, searchDecision, searchWindowAt } from './rules/search-rate-limit.ts';

/** A point of interest near a route, with its category, in the order the route passes it. */
export interface PoiNearRoute {
  id: number;
  name: string;
  description: string;
  /** Stored picture name, or null. */
  photo: string | null;
  categoryId: number;
  categoryName: string;
  /** Mantine palette name of the category ("green", "grape"). */
  color: string;
  lat: number;
  lng: number;
  minDurationMinutes: number;
  maxDurationMinutes: number;
  distanceFromRouteMeters: number;
  distanceAlongRouteMeters: number;
}

const METERS_PER_DEGREE_LAT = 111_320;

/** The route's bounding box widened by the corridor: the database hands over only points that may qualify. */
function corridorBox(polyline: readonly Coordinate[], corridorMeters: number): GeoBox {
  const lats = polyline.map(([lat]) => lat);
  const lngs = polyline.map(([, lng]) => lng);
  const maxAbsLat = Math.min(89, Math.max(...lats.map(Math.abs)));
  const padLat = corridorMeters / METERS_PER_DEGREE_LAT;
  const padLng = corridorMeters / (METERS_PER_DEGREE_LAT * Math.cos((maxAbsLat * Math.PI) / 180));
  return {
    minLat: Math.min(...lats) - padLat,
    maxLat: Math.max(...lats) + padLat,
    minLng: Math.min(...lngs) - padLng,
    maxLng: Math.max(...lngs) + padLng,
  };
}

export interface PlacesServiceDeps {
  repo: PlacesRepository;
  placeSearch: PlaceSearch;
  /** The clock of the search rate limit. */
  now?: () => Date;
  /** Searches per window and client (default PLACE_SEARCH_RATE). */
  rate?: { perMinute: number; windowMs: number };
}

export function createPlacesService({ repo, placeSearch, now = () => new Date(), rate = PLACE_SEARCH_RATE }: PlacesServiceDeps) {
  return {
    /**
     * GET /api/places/: public on purpose (the city pickers of the public site use it too); it
     * reveals nothing but town names, so instead of a permission a rate per client (searchClientKey).
     * The query arrives trimmed and at least 2 characters long.
     */
    async searchPlaces(input: { query: string; limit: number; client: { userId: number | null; ipAddress: string } }): Promise<Place[]> {
      const at = now();
      const window = searchWindowAt(at, rate.windowMs);
      const decision = searchDecision(await repo.takeSearchHit(searchClientKey(input.client), window, rate.perMinute), at, window);
      if (!decision.allowed) {
        throw new AppError(429, PLACE_SEARCH_MESSAGES.tooMany, { 'retry-after': String(decision.retryAfterSeconds) });
      }
      return placeSearch.search(input.query, input.limit);
    },

    /**
     * For the quotes service, which has already checked its caller's permission: the active
     * points of interest within the corridor of the route (docs/maps.md), nearest-first in
     * route order. `routeLengthMeters` (the road distance) sets the corridor's width; without it
     * the drawn line's length does.
     */
    async listPoisNearRoute(polyline: readonly Coordinate[], routeLengthMeters?: number): Promise<PoiNearRoute[]> {
      if (polyline.length === 0) return [];
      const corridorMeters = corridorMetersForRoute(routeLengthMeters ?? polylineLengthMeters(polyline));
      const candidates = await repo.listActivePoisInBox(corridorBox(polyline, corridorMeters));
      const byId = new Map(candidates.map((poi) => [poi.id, poi]));
      return findPoisAlongRoute(polyline, candidates, corridorMeters).flatMap((found) => {
        const poi = byId.get(found.id);
        return poi ? [{ ...poi, distanceFromRouteMeters: found.distanceFromRouteMeters, distanceAlongRouteMeters: found.distanceAlongRouteMeters }] : [];
      });
    },
  };
}

export type PlacesService = ReturnType<typeof createPlacesService>;
