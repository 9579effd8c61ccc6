import { and, between, eq } from 'drizzle-orm';
import { poiCategories, pointsOfInterest } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

/** A latitude/longitude box, in degrees. */
export interface GeoBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

export function createPlacesRepository(db: Database) {
  return {
    /** Active points of interest inside the box, with their category's name and colour. */
    async listActivePoisInBox(box: GeoBox) {
      return db
        .select({
          id: pointsOfInterest.id,
          name: pointsOfInterest.name,
          description: pointsOfInterest.description,
          photo: pointsOfInterest.photo,
          lat: pointsOfInterest.lat,
          lng: pointsOfInterest.lng,
          minDurationMinutes: pointsOfInterest.minDurationMinutes,
          maxDurationMinutes: pointsOfInterest.maxDurationMinutes,
          categoryId: poiCategories.id,
          categoryName: poiCategories.name,
          color: poiCategories.color,
        })
        .from(pointsOfInterest)
        .innerJoin(poiCategories, eq(poiCategories.id, pointsOfInterest.categoryId))
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
