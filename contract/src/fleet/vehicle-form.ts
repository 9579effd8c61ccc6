import { z } from 'zod';
import { requiredText } from '../common/text-fields.ts';
import { VEHICLE_COLORS } from './ad-hoc-driver.ts';

/**
 * The vehicle form (spec sections 2, 3, 5 and 7). POST /api/create_vehicle/ and
 * POST /api/update_vehicle/{vehicleId}/ are multipart: these text fields, the expiry dates of
 * VEHICLE_DOCUMENTS, `company` (staff) and the files photo_1 … photo_4,
 * vehicle_registration_photo and vehicle_insurance_photo.
 */

/** Vehicles may be at most this many years old (spec sections 5 and 9; the FAQ says under ten for cars). */
export const VEHICLE_MAX_AGE_YEARS = 15;

export const VEHICLE_FORM_MESSAGES = {
  vehicleType: 'Vehicle type is required.',
  vehicleTypeChoice: 'Vehicle type must be chosen from the list.',
  vehicleMake: 'Vehicle make is required.',
  vehicleModel: 'Vehicle model is required.',
  licensePlate: 'License plate is required.',
  color: 'Color is required.',
  colorChoice: `Color must be one of ${VEHICLE_COLORS.join(', ')}.`,
  productionYear: 'Production year is required.',
  /** {year}: the oldest year allowed, current year minus 15. */
  productionYearMin: (year: number) => `Production year must be at least ${year}.`,
  /** {year}: the current year, the newest allowed (the spec's wording). */
  productionYearMax: (year: number) => `Production year must be older than ${year}.`,
  photo1: 'Photo 1 is required.',
  photo2: 'Photo 2 is required.',
} as const;

/** The multipart photo fields, in order; the first two are required on a new vehicle. */
export const VEHICLE_PHOTO_FIELDS = ['photo_1', 'photo_2', 'photo_3', 'photo_4'] as const;
export type VehiclePhotoField = (typeof VEHICLE_PHOTO_FIELDS)[number];
export const REQUIRED_VEHICLE_PHOTO_FIELDS = ['photo_1', 'photo_2'] as const satisfies readonly VehiclePhotoField[];

/** The text fields, for the year it is now in Zagreb (the production year's bounds move with it). */
export function vehicleFieldsSchema(currentYear: number) {
  const oldest = currentYear - VEHICLE_MAX_AGE_YEARS;
  return z.object({
    // A string, as the spec's form keeps it ('1' by default); the server checks the type exists.
    vehicle_type: requiredText(VEHICLE_FORM_MESSAGES.vehicleType, 10).pipe(
      z.string().regex(/^[1-9][0-9]{0,8}$/, VEHICLE_FORM_MESSAGES.vehicleTypeChoice),
    ),
    vehicle_make: requiredText(VEHICLE_FORM_MESSAGES.vehicleMake, 100),
    vehicle_model: requiredText(VEHICLE_FORM_MESSAGES.vehicleModel, 100),
    license_plate: requiredText(VEHICLE_FORM_MESSAGES.licensePlate, 20),
    color: requiredText(VEHICLE_FORM_MESSAGES.color, 20).pipe(
      z.enum(VEHICLE_COLORS, { error: VEHICLE_FORM_MESSAGES.colorChoice }),
    ),
    production_year: requiredText(VEHICLE_FORM_MESSAGES.productionYear, 10)
      .pipe(z.string().regex(/^[0-9]+$/, VEHICLE_FORM_MESSAGES.productionYear))
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(oldest, VEHICLE_FORM_MESSAGES.productionYearMin(oldest))
          .max(currentYear, VEHICLE_FORM_MESSAGES.productionYearMax(currentYear)),
      ),
  });
}
export type VehicleFields = z.output<ReturnType<typeof vehicleFieldsSchema>>;
export type VehicleFormValues = z.input<ReturnType<typeof vehicleFieldsSchema>>;
