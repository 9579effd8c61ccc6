import { z } from 'zod';
import { pageFields, searchPageQueryFields } from '../common/pagination.ts';
import { requiredText } from '../common/text-fields.ts';

/**
 * The back office's POI categories (/admin/poi-categories, docs/decisions/0023-back-office.md):
 * GET/POST /api/admin/poi_categories/, POST …/:id/ and …/:id/set_active/.
 */

/**
 * The Mantine palette names a category may take: the trip form colours its filter chips and
 * POI badges with `color` as a Mantine colour (poi-card.tsx, points-of-interest-section.tsx), so
 * only a palette name shows. 'dark' is left out: a dark light-variant badge reads as disabled.
 */
export const POI_CATEGORY_COLORS = [
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
  'gray',
] as const;
export type PoiCategoryColor = (typeof POI_CATEGORY_COLORS)[number];

export const POI_CATEGORY_ADMIN_MESSAGES = {
  nameRequired: 'Enter a name.',
  nameTaken: 'A category with this name already exists.',
  colorRequired: 'Choose a colour.',
  notFound: 'Category not found.',
} as const;

export const poiCategoryAdminSchema = z.object({
  category_id: z.number().int(),
  category_name: z.string(),
  color: z.string(),
  is_active: z.boolean(),
  /** Points of interest in the category, hidden ones included. */
  poi_count: z.number().int(),
});
export type PoiCategoryAdmin = z.infer<typeof poiCategoryAdminSchema>;

export const poiCategoryAdminListQuerySchema = z.object(searchPageQueryFields(20));
export const poiCategoryAdminListSchema = z.object(pageFields(poiCategoryAdminSchema));
export type PoiCategoryAdminList = z.infer<typeof poiCategoryAdminListSchema>;

/** The create and edit form (the same zod schema on the server and in the web form). */
export const poiCategoryFormSchema = z.object({
  category_name: requiredText(POI_CATEGORY_ADMIN_MESSAGES.nameRequired, 60),
  color: z.enum(POI_CATEGORY_COLORS, { error: POI_CATEGORY_ADMIN_MESSAGES.colorRequired }),
});
export type PoiCategoryForm = z.infer<typeof poiCategoryFormSchema>;

export const poiCategoryActiveBodySchema = z.object({ is_active: z.boolean() });
