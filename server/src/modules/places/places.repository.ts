import { and, between, eq, sql } from 'drizzle-orm';
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
  /**
   * Every quote reads this: built by Drizzle once and executed with the box's corners (building it
   * per request cost quotes CPU, docs/performance.md). Named, so PostgreSQL plans it once per
   * connection: the points are few and unindexed by place, one plan suits every box.
   */
  const activePoisInBox = db
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
        between(pointsOfInterest.lat, sql.placeholder('minLat'), sql.placeholder('maxLat')),
        between(pointsOfInterest.lng, sql.placeholder('minLng'), sql.placeholder('maxLng')),
      ),
    )
    .prepare('active_pois_in_box');

  return {
    /** Counts a place search by `client` in `window` when fewer than `max` were; answers whether it was counted (shared by every process). */
    async takeSearchHit(client: string, window: SearchWindow, max: number): Promise<boolean> {
      return takeFixedWindowHit(db, { limitName: 'places.search', key: client, start: window.start, end: window.end, max });
    },

    /** Active points of interest inside the box, with their category's name and colour. */
    async listActivePoisInBox(box: GeoBox) {
      return activePoisInBox.execute({ ...box });
    },
  };
}

export type PlacesRepository = ReturnType<typeof createPlacesRepository>;
