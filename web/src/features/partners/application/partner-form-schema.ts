import { PARTNER_FILE_FIELDS, partnerApplicationFieldsSchema, partnerFileProblem, type PartnerFileField } from '@vozimo/contract';
import { z } from 'zod';

/** A chosen document, or null; its declared type and size are checked here, its content by the server. */
const documentSchema = z.custom<File | null>((value) => value === null || value instanceof File).superRefine((file, context) => {
  const problem = file ? partnerFileProblem(file) : null;
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

/** The server's field schema (spec section 5 messages) plus the four optional uploads. */
export const partnerFormSchema = partnerApplicationFieldsSchema.extend(
  Object.fromEntries(PARTNER_FILE_FIELDS.map((field) => [field, documentSchema])) as Record<PartnerFileField, typeof documentSchema>,
);

export type PartnerFormValues = z.input<typeof partnerApplicationFieldsSchema> & { whatsapp: string } & Record<PartnerFileField, File | null>;

export const EMPTY_PARTNER_FORM: PartnerFormValues = {
  company_name: '',
  address: '',
  vat: '',
  legal_representative: '',
  email: '',
  phone_number: '',
  whatsapp: '',
  country: '',
  hometown: '',
  legal_representative_id: null,
  legal_representative_id_other: null,
  business_license: null,
  cooperation_agreement: null,
};

/** The multipart body of POST /api/partners/: trimmed text fields, and only the files chosen. */
export function buildPartnerFormData(values: PartnerFormValues): FormData {
  const parsed = partnerApplicationFieldsSchema.parse(values);
  const body = new FormData();
  for (const [name, value] of Object.entries(parsed)) body.append(name, value);
  for (const field of PARTNER_FILE_FIELDS) {
    const file = values[field];
    if (file) body.append(field, file, file.name);
  }
  return body;
}
