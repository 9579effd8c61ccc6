import { z } from 'zod';
import { rowIdParamSchemaWith, rowIdSchema } from '../common/ids.ts';
import { pageFields, searchPageQueryFields } from '../common/pagination.ts';
import { optionalText, requiredText } from '../common/text-fields.ts';
import { tripLocationSchema } from '../trips/trip-fields.ts';

/**
 * The back office's round trips (/admin/round-trips, docs/decisions/0023-back-office.md):
 * GET/POST /api/admin/round_trips/, GET/POST …/:id/, POST …/:id/set_active/. Create and edit are
 * multipart: the text fields below (start_place, prices and keep_photos as JSON text) and up to
 * ROUND_TRIP_MAX_PHOTOS files photo_1 … photo_4 (JPEG or PNG).
 */

export const ROUND_TRIP_ADMIN_MESSAGES = {
  nameRequired: 'Enter a name.',
  startRequired: 'Choose where the day starts and ends.',
  durationRequired: 'Enter the duration in minutes (at least 60, in steps of 30).',
  distance: 'Enter the driving distance in kilometres (0 or more).',
  pricesRequired: 'Give a price for at least one vehicle type.',
  price: 'Enter a price in euros, like 280 or 280.50.',
  vehicleTypeUnknown: 'This vehicle type does not exist.',
  vehicleTypeRetired: 'This vehicle type is retired; leave its price empty.',
  stopIncomplete: 'Give the stop, its price and its minutes, or none of them.',
  stopUnknown: 'Choose an active point of interest.',
  stopDuration: 'Minutes at the stop: at least 30, in steps of 30.',
  tooManyPhotos: 'At most 4 photos.',
  photoType: 'File must be an image (JPEG or PNG).',
  keptPhotoUnknown: 'This photo is not one of the round trip’s.',
  notFound: 'Round trip not found.',
} as const;

export const ROUND_TRIP_MAX_PHOTOS = 4;
/** The multipart file fields of new photos, in display order after the kept ones. */
export const ROUND_TRIP_PHOTO_FIELDS = ['photo_1', 'photo_2', 'photo_3', 'photo_4'] as const;
export const ROUND_TRIP_TEXT_FIELDS = [
  'name',
  'description',
  'start_place',
  'duration_minutes',
  'distance_km',
  'prices',
  'stop_poi_id',
  'stop_price',
  'stop_duration_minutes',
  'keep_photos',
] as const;

/** A value sent as form text: JSON text is parsed, '' is "not given". */
const fromJsonText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : typeof value === 'string' ? value.trim() : value);

/** Euros with at most two decimals ("280", "280.5", "280.50"), as text or a number, to integer cents. */
export const euroAmountSchema = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim().replace(',', '.') : value),
    z
      .string({ error: message })
      .regex(/^\d{1,6}(\.\d{1,2})?$/, message)
      .transform((text) => {
        const [euros = '0', cents = ''] = text.split('.');
        return Number(euros) * 100 + Number(cents.padEnd(2, '0'));
      }),
  );

const minutesField = (message: string, min: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value === '' ? undefined : value),
    z.number({ error: message }).int(message).min(min, message).max(24 * 60, message).refine((m) => m % 30 === 0, message),
  );

export const roundTripPriceInputSchema = z.object({
  vehicle_type_id: rowIdSchema,
  /** Base price in euros, before agency commission, service fee and VAT. */
  price: euroAmountSchema(ROUND_TRIP_ADMIN_MESSAGES.price),
});

/** The create and edit form's text fields, checked the same way by the server and the web form. */
export const roundTripFieldsSchema = z
  .object({
    name: requiredText(ROUND_TRIP_ADMIN_MESSAGES.nameRequired, 120),
    description: optionalText(4000),
    /** A place from the place search (GET /api/places/), as the trip form picks one. */
    start_place: z.preprocess(fromJsonText, z.object(tripLocationSchema.shape, { error: ROUND_TRIP_ADMIN_MESSAGES.startRequired })),
    duration_minutes: minutesField(ROUND_TRIP_ADMIN_MESSAGES.durationRequired, 60),
    distance_km: z.preprocess(
      (value) => (value === '' || value === undefined || value === null ? 0 : typeof value === 'string' ? Number(value) : value),
      z.number({ error: ROUND_TRIP_ADMIN_MESSAGES.distance }).int(ROUND_TRIP_ADMIN_MESSAGES.distance).min(0, ROUND_TRIP_ADMIN_MESSAGES.distance).max(5000, ROUND_TRIP_ADMIN_MESSAGES.distance),
    ),
    /** One row per vehicle type it is offered in; a type without a row is not offered. */
    prices: z.preprocess(fromJsonText, z.array(roundTripPriceInputSchema, { error: ROUND_TRIP_ADMIN_MESSAGES.pricesRequired }).min(1, ROUND_TRIP_ADMIN_MESSAGES.pricesRequired)),
    stop_poi_id: z.preprocess(blankToUndefined, rowIdParamSchemaWith(ROUND_TRIP_ADMIN_MESSAGES.stopUnknown).optional()),
    stop_price: z.preprocess(blankToUndefined, euroAmountSchema(ROUND_TRIP_ADMIN_MESSAGES.price).optional()),
    stop_duration_minutes: z.preprocess(blankToUndefined, minutesField(ROUND_TRIP_ADMIN_MESSAGES.stopDuration, 30).optional()),
    /** On an edit: the current photos (their URLs) to keep, in display order; missing keeps none. */
    keep_photos: z.preprocess(fromJsonText, z.array(z.string().max(500)).max(ROUND_TRIP_MAX_PHOTOS, ROUND_TRIP_ADMIN_MESSAGES.tooManyPhotos).default([])),
  })
  .superRefine((f, ctx) => {
    const given = [f.stop_poi_id, f.stop_price, f.stop_duration_minutes].filter((v) => v !== undefined).length;
    if (given !== 0 && given !== 3) {
      for (const field of ['stop_poi_id', 'stop_price', 'stop_duration_minutes'] as const) {
        if (f[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: ROUND_TRIP_ADMIN_MESSAGES.stopIncomplete });
      }
    }
    const seen = new Set<number>();
    f.prices.forEach((p, index) => {
      if (seen.has(p.vehicle_type_id)) ctx.addIssue({ code: 'custom', path: ['prices', index, 'vehicle_type_id'], message: 'One price per vehicle type.' });
      seen.add(p.vehicle_type_id);
    });
  });
export type RoundTripFieldsInput = z.input<typeof roundTripFieldsSchema>;
export type RoundTripFields = z.output<typeof roundTripFieldsSchema>;

export const roundTripAdminPriceSchema = z.object({
  vehicle_type_id: z.number().int(),
  vehicle_type_name: z.string(),
  /** Base price, euros as a string ("280.00"), before commission, service fee and VAT. */
  price: z.string(),
});

export const roundTripAdminSchema = z.object({
  round_trip_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  start_place: tripLocationSchema.extend({ id: z.number().int(), locality: z.string() }),
  duration_minutes: z.number().int(),
  distance_km: z.number().int(),
  /** Photo URLs in display order. */
  photos: z.array(z.string()),
  prices: z.array(roundTripAdminPriceSchema),
  stop: z
    .object({ poi_id: z.number().int(), name: z.string(), price: z.string(), duration_minutes: z.number().int() })
    .nullable(),
  is_active: z.boolean(),
});
export type RoundTripAdmin = z.infer<typeof roundTripAdminSchema>;

export const roundTripAdminListQuerySchema = z.object(searchPageQueryFields(20));
export const roundTripAdminListSchema = z.object(pageFields(roundTripAdminSchema));
export type RoundTripAdminList = z.infer<typeof roundTripAdminListSchema>;

export const roundTripActiveBodySchema = z.object({ is_active: z.boolean() });
