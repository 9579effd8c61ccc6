import {
  PARTNER_FILE_CONTENT_TYPES,
  PARTNER_FILE_FIELDS,
  PARTNER_FILE_MAX_BYTES,
  PARTNER_FILE_SIZE_MESSAGE,
  PARTNER_FILE_TYPE_MESSAGE,
  partnerApplicationFieldsSchema,
} from '@vozimo/contract';
import type { FormBodySpec } from '../../platform/uploads/form-body.ts';

/** What POST /api/partners/ accepts: the form's nine text fields and four documents of 10 MB at most. */
export const PARTNER_APPLICATION_FORM: FormBodySpec<typeof partnerApplicationFieldsSchema> = {
  fields: partnerApplicationFieldsSchema,
  textFields: Object.keys(partnerApplicationFieldsSchema.shape),
  fileFields: PARTNER_FILE_FIELDS,
  acceptedTypes: PARTNER_FILE_CONTENT_TYPES,
  typeMessage: PARTNER_FILE_TYPE_MESSAGE,
  maxFileBytes: PARTNER_FILE_MAX_BYTES,
  sizeMessage: PARTNER_FILE_SIZE_MESSAGE,
  // The longest field is 300 characters; 4 KB leaves room for any script's multi-byte letters.
  maxFieldBytes: 4096,
};
