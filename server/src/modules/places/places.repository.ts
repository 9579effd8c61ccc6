import { and, between, eq } from 'drizzle-orm';
import { poiCategoryJoin, poiWithCategoryColumns } from '../../db/poi-with-category.ts';
import { pointsOfInterest } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';
import { takeFixedWindowHit } from '../../platform/db/rate-limits.ts';
import type { SearchWindow } from './rules/search-rate-limit.ts';

/** A latitude/longitude box, in degrees. */
export interface GeoBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

export function createPlacesRepository(db: Database) {
  return {
    /** Counts a place search from `address` in `window` when fewer than `max` were; answers whether it was counted (shared by every process). */
    async takeSearchHit(address: string, window: SearchWindow, max: number): Promise<boolean> {
      return takeFixedWindowHit(db, { limitName: 'places.search', key: address, start: window.start, end: window.end, max });
    },

    /** Active points of interest inside the box, with their category's name and colour. */
    async listActivePoisInBox(box: GeoBox) {
      return db
        .select({
          ...poiWithCategoryColumns,
          minDurationMinutes: pointsOfInterest.minDurationMinutes,
          maxDurationMinutes: pointsOfInterest.maxDurationMinutes,
        })
        .from(pointsOfInterest)
        .innerJoin(...poiCategoryJoin)
        .where(
          and(
            eq(pointsOfInterest.isActive, true),
            between(pointsOfInterest.lat, box.minLat, box.maxLat),
            between(pointsOfInterest.lng, box.minLng, box.maxLng),
          ),
        );
    },
  };
}

export type PlacesRepository = ReturnType<typeof createPlacesRepository>;
