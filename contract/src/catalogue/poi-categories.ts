import { z } from 'zod';

/** Reference data: point-of-interest categories (GET /api/poi_categories/). */

/** Spec section 3, "POI category"; color is a Mantine palette name. */
export const poiCategorySchema = z.object({
  category_id: z.number().int(),
  category_name: z.string(),
  color: z.string(),
});
export type PoiCategory = z.infer<typeof poiCategorySchema>;
export const poiCategoryListSchema = z.array(poiCategorySchema);
