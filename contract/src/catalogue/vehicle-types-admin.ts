import { z } from 'zod';
import { rowIdParamSchema } from '../common/ids.ts';
import { pageFields, searchPageQueryFields } from '../common/pagination.ts';
import { optionalText, requiredText } from '../common/text-fields.ts';

/**
 * The back office's Vehicle types screen (docs/decisions/0023-back-office.md): every type, active
 * and retired, created and edited with a multipart form (the image is a file). A retired type is
 * no longer offered in quotes; trips that used it keep it.
 */

export const VEHICLE_TYPE_MESSAGES = {
  name: 'Enter the vehicle type name.',
  seats: 'Enter the number of passenger seats, from 1 to 99.',
  money: 'Enter an amount in euros from 0 to 10,000, with at most two decimals.',
  imageType: 'The image must be a JPEG or PNG picture.',
  protectedType: 'Sedan and Van are part of the product (the trip form falls back on them) and cannot be retired.',
  notFound: 'Vehicle type not found.',
} as const;

/** Vehicle type ids the product relies on (spec: 1 Sedan, 3 Van): never retired. */
export const PROTECTED_VEHICLE_TYPE_IDS: readonly number[] = [1, 3];

/** The image file field of the form. */
export const VEHICLE_TYPE_IMAGE_FIELD = 'image';

/** "0.85", "35", "35.5" → a euro amount with at most two decimals, from a form's text. */
const euroText = z
  .string({ error: VEHICLE_TYPE_MESSAGES.money })
  .trim()
  .regex(/^\d{1,5}(\.\d{1,2})?$/, VEHICLE_TYPE_MESSAGES.money)
  .refine((value) => Number(value) <= 10_000, VEHICLE_TYPE_MESSAGES.money);

/** The text fields of the create and edit form (multipart, so every value is text). */
export const vehicleTypeFieldsSchema = z.object({
  name: requiredText(VEHICLE_TYPE_MESSAGES.name, 80),
  max_passengers: z
    .string({ error: VEHICLE_TYPE_MESSAGES.seats })
    .trim()
    .regex(/^\d{1,2}$/, VEHICLE_TYPE_MESSAGES.seats)
    .refine((value) => Number(value) >= 1, VEHICLE_TYPE_MESSAGES.seats),
  comparable_to: optionalText(200),
  baggage_note: optionalText(300),
  price_per_km: euroText,
  minimum_fare: euroText,
});
export type VehicleTypeFields = z.infer<typeof vehicleTypeFieldsSchema>;
/** The form's text fields, in the order it sends them. */
export const VEHICLE_TYPE_TEXT_FIELDS = Object.keys(vehicleTypeFieldsSchema.shape);

/** One vehicle type as staff see it. */
export const adminVehicleTypeSchema = z.object({
  vehicle_type_id: z.number().int(),
  vehicle_type_name: z.string(),
  max_passengers: z.number().int(),
  comparable_to: z.string(),
  baggage_note: z.string(),
  price_per_km: z.number(),
  minimum_fare: z.number(),
  image: z.string().nullable(),
  is_active: z.boolean(),
  /** Sedan and Van: cannot be retired. */
  is_protected: z.boolean(),
});
export type AdminVehicleType = z.infer<typeof adminVehicleTypeSchema>;

export const adminVehicleTypeListQuerySchema = z.object(searchPageQueryFields(20));
export type AdminVehicleTypeListQuery = z.input<typeof adminVehicleTypeListQuerySchema>;
export const adminVehicleTypeListSchema = z.object(pageFields(adminVehicleTypeSchema));
export type AdminVehicleTypeList = z.infer<typeof adminVehicleTypeListSchema>;

export const vehicleTypeIdParamsSchema = z.object({ vehicleTypeId: rowIdParamSchema });

/** POST /api/admin/vehicle_types/{id}/set_active/. */
export const setVehicleTypeActiveRequestSchema = z.object({ is_active: z.boolean() });
export type SetVehicleTypeActiveRequest = z.infer<typeof setVehicleTypeActiveRequestSchema>;
