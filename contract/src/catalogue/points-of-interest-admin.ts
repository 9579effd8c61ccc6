import { z } from 'zod';
import { rowIdParamSchema, rowIdSchemaWith } from '../common/ids.ts';
import { pageFields, searchPageQueryFields } from '../common/pagination.ts';
import { optionalText, requiredText } from '../common/text-fields.ts';

/**
 * The back office's points of interest (/admin/points-of-interest, docs/decisions/0023-back-office.md):
 * GET/POST /api/admin/points_of_interest/, GET/POST …/:id/, POST …/:id/set_active/. Create and
 * edit are multipart: the fields below as text, and an optional `photo` (JPEG or PNG).
 */

export const POI_ADMIN_MESSAGES = {
  nameRequired: 'Enter a name.',
  categoryRequired: 'Choose a category.',
  categoryUnknown: 'Choose a category from the list.',
  latRequired: 'Enter the latitude.',
  lngRequired: 'Enter the longitude.',
  outsideArea: 'The point must lie in Croatia, Slovenia or just across their borders.',
  countryRequired: 'Choose the country.',
  minDuration: 'The shortest stop is at least 60 minutes, in steps of 30 minutes.',
  maxDuration: 'The longest stop is at least the shortest, in steps of 30 minutes.',
  notFound: 'Point of interest not found.',
  photoType: 'File must be an image (JPEG or PNG).',
} as const;

/** The multipart file field of the photo. */
export const POI_PHOTO_FIELD = 'photo';

/**
 * Where a point of interest may lie: Croatia and Slovenia with a margin of about 30 km, so a
 * sight just across a border (Trieste, Mostar, Kotor's bay) can still be a stop on a trip that
 * starts or ends in them (spec section 9's country rule), but a mistyped coordinate (swapped
 * lat/lng, a missing minus) is refused. There is no coordinate-to-country lookup offline, so staff
 * choose the country; the box keeps the two consistent enough.
 */
export const POI_AREA = { minLat: 42.0, maxLat: 47.2, minLng: 13.0, maxLng: 19.8 } as const;

/** Countries a point in POI_AREA can lie in, Croatia and Slovenia first (ISO 3166-1 alpha-2). */
export const POI_COUNTRIES = [
  { code: 'HR', name: 'Croatia' },
  { code: 'SI', name: 'Slovenia' },
  { code: 'BA', name: 'Bosnia and Herzegovina' },
  { code: 'ME', name: 'Montenegro' },
  { code: 'RS', name: 'Serbia' },
  { code: 'HU', name: 'Hungary' },
  { code: 'AT', name: 'Austria' },
  { code: 'IT', name: 'Italy' },
] as const;
const COUNTRY_CODES = POI_COUNTRIES.map((c) => c.code) as [string, ...string[]];

/** Stop bounds (spec section 9): at least 60 minutes, in 30-minute steps. */
export const POI_STOP_STEP_MINUTES = 30;
export const POI_STOP_MIN_MINUTES = 60;
export const POI_STOP_MAX_MINUTES = 12 * 60;

/** A number sent as form text ('' is "not given", shown with `message`) or as a number. */
function numberField(message: string) {
  return z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? undefined : typeof value === 'string' ? Number(value.trim().replace(',', '.')) : value),
    z.number({ error: message }).refine(Number.isFinite, message),
  );
}

const isStep = (minutes: number) => Number.isInteger(minutes) && minutes % POI_STOP_STEP_MINUTES === 0;

/** The create and edit form's text fields, checked the same way by the server and the web form. */
export const pointOfInterestFieldsSchema = z
  .object({
    name: requiredText(POI_ADMIN_MESSAGES.nameRequired, 120),
    category_id: numberField(POI_ADMIN_MESSAGES.categoryRequired).pipe(rowIdSchemaWith(POI_ADMIN_MESSAGES.categoryUnknown)),
    lat: numberField(POI_ADMIN_MESSAGES.latRequired).pipe(z.number().min(POI_AREA.minLat, POI_ADMIN_MESSAGES.outsideArea).max(POI_AREA.maxLat, POI_ADMIN_MESSAGES.outsideArea)),
    lng: numberField(POI_ADMIN_MESSAGES.lngRequired).pipe(z.number().min(POI_AREA.minLng, POI_ADMIN_MESSAGES.outsideArea).max(POI_AREA.maxLng, POI_ADMIN_MESSAGES.outsideArea)),
    country: z.enum(COUNTRY_CODES, { error: POI_ADMIN_MESSAGES.countryRequired }),
    description: optionalText(2000),
    min_duration_minutes: numberField(POI_ADMIN_MESSAGES.minDuration).pipe(
      z
        .number()
        .min(POI_STOP_MIN_MINUTES, POI_ADMIN_MESSAGES.minDuration)
        .max(POI_STOP_MAX_MINUTES, `At most ${POI_STOP_MAX_MINUTES} minutes.`)
        .refine(isStep, POI_ADMIN_MESSAGES.minDuration),
    ),
    max_duration_minutes: numberField(POI_ADMIN_MESSAGES.maxDuration).pipe(
      z.number().max(POI_STOP_MAX_MINUTES, `At most ${POI_STOP_MAX_MINUTES} minutes.`).refine(isStep, POI_ADMIN_MESSAGES.maxDuration),
    ),
  })
  .refine((f) => f.max_duration_minutes >= f.min_duration_minutes, { path: ['max_duration_minutes'], message: POI_ADMIN_MESSAGES.maxDuration });
export type PointOfInterestFields = z.infer<typeof pointOfInterestFieldsSchema>;
export const POI_TEXT_FIELDS = ['name', 'category_id', 'lat', 'lng', 'country', 'description', 'min_duration_minutes', 'max_duration_minutes'] as const;

export const pointOfInterestAdminSchema = z.object({
  poi_id: z.number().int(),
  name: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  color: z.string(),
  lat: z.number(),
  lng: z.number(),
  country: z.string(),
  description: z.string(),
  min_duration_minutes: z.number().int(),
  max_duration_minutes: z.number().int(),
  /** URL of the photo, or null. */
  photo: z.string().nullable(),
  is_active: z.boolean(),
});
export type PointOfInterestAdmin = z.infer<typeof pointOfInterestAdminSchema>;

export const pointOfInterestAdminListQuerySchema = z.object({
  ...searchPageQueryFields(20),
  /** Only this category's points ('' or missing: every category). */
  category: z.preprocess((v) => (v === '' ? undefined : v), rowIdParamSchema.optional()),
});
export const pointOfInterestAdminListSchema = z.object(pageFields(pointOfInterestAdminSchema));
export type PointOfInterestAdminList = z.infer<typeof pointOfInterestAdminListSchema>;

export const pointOfInterestActiveBodySchema = z.object({ is_active: z.boolean() });
