import { z } from 'zod';
import { rowIdSchemaWith } from '../common/ids.ts';
import { isEmailOrEmpty, optionalText, requiredText } from '../common/text-fields.ts';

/**
 * Staff's 'Add New Driver & Vehicle' modal of the trip form (spec sections 3, 5 and 8):
 * POST /api/create_ad_hoc_driver/.
 */

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
    vehicle_type_id: rowIdSchemaWith((input) => (missing(input) ? AD_HOC_DRIVER_MESSAGES.vehicleType : AD_HOC_DRIVER_MESSAGES.vehicleTypeId)),
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
