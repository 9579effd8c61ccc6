import { z } from 'zod';
import { isEmailOrEmpty } from './trips.ts';

/**
 * Staff's fleet pieces of the trip form (spec sections 3, 5, 7 and 8): the driver and vehicle
 * options (GET /api/list_drivers, GET /api/list_vehicles) and the 'Add New Driver & Vehicle'
 * modal (POST /api/create_ad_hoc_driver/).
 */

/** Spec section 3, "Driver option in trip form". */
export const driverOptionSchema = z.object({
  driver_id: z.number().int(),
  driver_name: z.string(),
  /** The driver's company id. */
  company: z.number().int(),
  company__company_name: z.string(),
});
export type DriverOption = z.infer<typeof driverOptionSchema>;
export const driverOptionListSchema = z.array(driverOptionSchema);

/**
 * Spec section 3, "Vehicle option in trip form", plus the vehicle's usual driver and its type id,
 * so the form can list the chosen driver's vehicles first and know the seats without another call.
 */
export const vehicleOptionSchema = z.object({
  vehicle_id: z.number().int(),
  vehicle_make: z.string(),
  vehicle_model: z.string(),
  color: z.string(),
  license_plate: z.string(),
  /** The vehicle's company id; a driver may only be given a vehicle of its own company. */
  company: z.number().int(),
  vehicle_type__vehicle_type_name: z.string(),
  /** The driver who usually drives it, or null. */
  driver: z.number().int().nullable(),
  vehicle_type: z.number().int(),
});
export type VehicleOption = z.infer<typeof vehicleOptionSchema>;
export const vehicleOptionListSchema = z.array(vehicleOptionSchema);

/** The colours the ad-hoc form offers (spec section 5). */
export const VEHICLE_COLORS = ['Black', 'White', 'Silver', 'Gray', 'Blue', 'Red', 'Green', 'Yellow', 'Brown', 'Other'] as const;
export type VehicleColor = (typeof VEHICLE_COLORS)[number];

/** Spec section 5, word for word; the form and the server show the same ones. */
export const AD_HOC_DRIVER_MESSAGES = {
  driverName: 'Driver name is required',
  phoneOrEmail: 'Either phone or email is required',
  email: 'Invalid email format',
  vehicleType: 'Vehicle type is required',
  vehicleMake: 'Vehicle make is required',
  vehicleModel: 'Vehicle model is required',
  licensePlate: 'License plate is required',
  color: 'Color is required',
  // Ours: the spec has no words for a colour outside its list or an id that is not a number.
  colorChoice: `Color must be one of ${VEHICLE_COLORS.join(', ')}.`,
  vehicleTypeId: 'Vehicle type must be chosen from the list.',
} as const;

function requiredText(message: string, maxLength: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(maxLength, `At most ${maxLength} characters.`);
}

const optionalText = (maxLength: number) =>
  z.string().trim().max(maxLength, `At most ${maxLength} characters.`).optional().default('');

const missing = (input: unknown) => input === undefined || input === null || input === '';

/**
 * POST /api/create_ad_hoc_driver/ (spec section 3 "Ad-hoc driver payload", section 5 rules).
 * Used as is by the server's route and by the modal's form.
 */
export const adHocDriverRequestSchema = z
  .object({
    driver_name: requiredText(AD_HOC_DRIVER_MESSAGES.driverName, 200),
    phone: optionalText(30),
    email: optionalText(254).refine(isEmailOrEmpty, AD_HOC_DRIVER_MESSAGES.email),
    vehicle_type_id: z
      .number({
        error: (issue) => (missing(issue.input) ? AD_HOC_DRIVER_MESSAGES.vehicleType : AD_HOC_DRIVER_MESSAGES.vehicleTypeId),
      })
      .int(AD_HOC_DRIVER_MESSAGES.vehicleTypeId)
      .positive(AD_HOC_DRIVER_MESSAGES.vehicleTypeId)
      .max(2_147_483_647, AD_HOC_DRIVER_MESSAGES.vehicleTypeId),
    vehicle_make: requiredText(AD_HOC_DRIVER_MESSAGES.vehicleMake, 100),
    vehicle_model: requiredText(AD_HOC_DRIVER_MESSAGES.vehicleModel, 100),
    license_plate: requiredText(AD_HOC_DRIVER_MESSAGES.licensePlate, 20),
    color: requiredText(AD_HOC_DRIVER_MESSAGES.color, 20).pipe(
      z.enum(VEHICLE_COLORS, { error: AD_HOC_DRIVER_MESSAGES.colorChoice }),
    ),
  })
  .refine((value) => value.phone !== '' || value.email !== '', {
    path: ['phone'],
    message: AD_HOC_DRIVER_MESSAGES.phoneOrEmail,
    // Reported together with the other fields' messages, unless the body is no object at all or
    // phone or e-mail is itself malformed.
    when: (payload) =>
      !payload.issues.some((issue) => {
        const field = issue.path?.[0];
        return field === undefined || field === 'phone' || field === 'email';
      }),
  });
export type AdHocDriverRequest = z.input<typeof adHocDriverRequestSchema>;
export type AdHocDriverRequestParsed = z.output<typeof adHocDriverRequestSchema>;

/** 200: the new driver and vehicle, so the form can select them. */
export const adHocDriverResponseSchema = z.object({
  driver_name: z.string(),
  driver_id: z.number().int(),
  vehicle_id: z.number().int(),
});
export type AdHocDriverResponse = z.infer<typeof adHocDriverResponseSchema>;
