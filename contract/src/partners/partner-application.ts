import { z } from 'zod';
import { optionalText, requiredText } from '../common/text-fields.ts';
import { DOCUMENT_CONTENT_TYPES, UPLOAD_MAX_BYTES, UPLOAD_SIZE_MESSAGE, uploadProblem } from '../common/uploads.ts';

/**
 * POST /api/partners/ (spec sections 2, 3 and 5): a transport company applies to become a partner.
 * Sent as multipart/form-data: the text fields below plus up to four documents.
 */

export const PARTNER_EMAIL_MESSAGE = 'Invalid email format.';
export const PARTNER_PHONE_MESSAGE = "Phone number must only contain numbers or '+'.";

/** The form's text fields, with the messages of spec section 5 (used by the form and the server). */
export const partnerApplicationFieldsSchema = z.object({
  company_name: requiredText('Company name is required.', 200),
  address: requiredText('Company address is required.', 300),
  vat: requiredText('VAT is required.', 50),
  legal_representative: requiredText('Legal representative is required.', 200),
  email: z
    .string({ error: PARTNER_EMAIL_MESSAGE })
    .trim()
    .max(254, PARTNER_EMAIL_MESSAGE)
    .pipe(z.email({ error: PARTNER_EMAIL_MESSAGE })),
  // "Digits or plus only" (spec section 5); an empty number is not a number either.
  phone_number: z
    .string({ error: PARTNER_PHONE_MESSAGE })
    .trim()
    .max(30, 'At most 30 characters.')
    .regex(/^[0-9+]+$/, PARTNER_PHONE_MESSAGE),
  whatsapp: optionalText(30),
  country: requiredText('Country is required.', 100),
  hometown: requiredText('Hometown is required.', 100),
});
export type PartnerApplicationFields = z.output<typeof partnerApplicationFieldsSchema>;
export type PartnerApplicationFieldsInput = z.input<typeof partnerApplicationFieldsSchema>;

/** The upload slots (spec section 3); legal_representative_id_other is the rear of the ID. */
export const PARTNER_FILE_FIELDS = [
  'legal_representative_id',
  'legal_representative_id_other',
  'business_license',
  'cooperation_agreement',
] as const;
export type PartnerFileField = (typeof PARTNER_FILE_FIELDS)[number];

/** Company documents may be PDF, JPEG or PNG (spec section 9); the server checks the bytes. */
export const PARTNER_FILE_CONTENT_TYPES = DOCUMENT_CONTENT_TYPES;
export const PARTNER_FILE_TYPE_MESSAGE = 'File must be a PDF or an image (JPEG, PNG).';

export const PARTNER_FILE_MAX_BYTES = UPLOAD_MAX_BYTES;
export const PARTNER_FILE_SIZE_MESSAGE = UPLOAD_SIZE_MESSAGE;

export const partnerFileProblem = (file: { type: string; size: number }): string | null =>
  uploadProblem(file, PARTNER_FILE_CONTENT_TYPES, PARTNER_FILE_TYPE_MESSAGE);

/** 201: the application is stored for staff review. */
export const partnerApplicationResponseSchema = z.object({ detail: z.string() });
export type PartnerApplicationResponse = z.infer<typeof partnerApplicationResponseSchema>;
