import { eq } from 'drizzle-orm';
import { poiCategories, pointsOfInterest } from './schema/index.ts';

/**
 * How a point of interest is read wherever it is shown (quotes, the trip page): its own fields and
 * its category's name and colour. Select these `from(pointsOfInterest).innerJoin(...poiCategoryJoin)`.
 */
export const poiWithCategoryColumns = {
  id: pointsOfInterest.id,
  name: pointsOfInterest.name,
  description: pointsOfInterest.description,
  photo: pointsOfInterest.photo,
  lat: pointsOfInterest.lat,
  lng: pointsOfInterest.lng,
  categoryId: poiCategories.id,
  categoryName: poiCategories.name,
  color: poiCategories.color,
};

export const poiCategoryJoin = [poiCategories, eq(poiCategories.id, pointsOfInterest.categoryId)] as const;
