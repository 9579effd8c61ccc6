import { z } from 'zod';
import { isEmailOrEmpty, optionalText, requiredText } from '../common/text-fields.ts';

/**
 * The driver form (spec sections 2, 5 and 7). The screen asks for first and last name; the call
 * sends driver_name, the two trimmed and joined. POST /api/create_driver/ and
 * POST /api/update_driver/{driverId}/ are multipart: these text fields, the expiry dates of
 * DRIVER_DOCUMENTS, `company` (staff) and the files driver_photo, licence_document, id_document.
 */

export const DRIVER_FORM_MESSAGES = {
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  driverName: 'Driver name is required.',
  phone: 'Phone is required.',
  hometown: 'Hometown is required.',
  email: 'Invalid email format.',
} as const;

const email = z
  .string({ error: DRIVER_FORM_MESSAGES.email })
  .trim()
  .max(254, DRIVER_FORM_MESSAGES.email)
  .refine((value) => value !== '' && isEmailOrEmpty(value), DRIVER_FORM_MESSAGES.email);

const contactFields = {
  phone: requiredText(DRIVER_FORM_MESSAGES.phone, 30),
  hometown: requiredText(DRIVER_FORM_MESSAGES.hometown, 100),
  email,
  whatsapp: optionalText(30),
};

/** The text fields the server reads (multipart values are strings). */
export const driverFieldsSchema = z.object({
  driver_name: requiredText(DRIVER_FORM_MESSAGES.driverName, 200),
  ...contactFields,
});
export type DriverFields = z.output<typeof driverFieldsSchema>;

/** The screen's fields before first and last name are joined. */
export const driverFormSchema = z.object({
  first_name: requiredText(DRIVER_FORM_MESSAGES.firstName, 100),
  last_name: requiredText(DRIVER_FORM_MESSAGES.lastName, 100),
  ...contactFields,
});
export type DriverFormValues = z.input<typeof driverFormSchema>;

/** driver_name as the spec sends it: first and last name, trimmed and joined by one space. */
export function joinDriverName(firstName: string, lastName: string): string {
  return `${firstName.trim()} ${lastName.trim()}`.trim();
}

/** The multipart file fields of the driver form. */
export const DRIVER_PHOTO_FIELD = 'driver_photo';
