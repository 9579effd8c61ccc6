import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_MESSAGES,
  documentExpiryProblem,
  DRIVER_DOCUMENTS,
  DRIVER_PHOTO_FIELD,
  FLEET_PHOTO_CONTENT_TYPES,
  FLEET_PHOTO_TYPE_MESSAGE,
  UPLOAD_MAX_BYTES,
  UPLOAD_SIZE_MESSAGE,
  VEHICLE_DOCUMENTS,
  VEHICLE_PHOTO_FIELDS,
  type DocumentKind,
} from '@vozimo/contract';
import type { z } from 'zod';
import type { FieldIssue } from '../../platform/http/field-issues.ts';
import type { FormBodySpec } from '../../platform/uploads/form-body.ts';
import type { FieldImageRule } from '../../platform/uploads/form-images.ts';
import type { ImageUse } from '../../platform/uploads/image-processing.ts';

/** The multipart field staff name the company with; a driver admin's is ignored (always its own). */
export const COMPANY_FIELD = 'company';

const photoTypes = { acceptedTypes: FLEET_PHOTO_CONTENT_TYPES, typeMessage: FLEET_PHOTO_TYPE_MESSAGE };
const documentFields = (documents: Record<string, { fileField: string; expiryField: string }>) => Object.values(documents);

/**
 * A fleet form: the contract's schema of its text fields, and beside them, read as sent, staff's
 * company and each document's last valid day (their rules need the record and today's date).
 * Documents are PDF, JPEG or PNG; photos JPEG or PNG with the spec's message.
 */
export function fleetForm<Fields extends z.ZodObject>(
  fields: Fields,
  photoFields: readonly string[],
  documents: Record<string, { fileField: string; expiryField: string }>,
): FormBodySpec<Fields> {
  return {
    fields,
    textFields: [...Object.keys(fields.shape), COMPANY_FIELD, ...documentFields(documents).map((d) => d.expiryField)],
    fileFields: [...photoFields, ...documentFields(documents).map((d) => d.fileField)],
    acceptedTypes: DOCUMENT_CONTENT_TYPES,
    typeMessage: DOCUMENT_MESSAGES.fileType,
    fileFieldTypes: Object.fromEntries(photoFields.map((field) => [field, photoTypes])),
    maxFileBytes: UPLOAD_MAX_BYTES,
    sizeMessage: UPLOAD_SIZE_MESSAGE,
    // The longest text field is 200 characters; 4 KB leaves room for any script's letters.
    maxFieldBytes: 4096,
  };
}

const photoImage = (use: ImageUse): FieldImageRule => ({ use, typeMessage: FLEET_PHOTO_TYPE_MESSAGE });
const documentImage: FieldImageRule = { use: 'documentImage', typeMessage: DOCUMENT_MESSAGES.fileType };

/** What size each file field's image is stored at, and what a file that does not decode is told. */
export const DRIVER_IMAGES: Record<string, FieldImageRule> = {
  [DRIVER_PHOTO_FIELD]: photoImage('driverPhoto'),
  ...Object.fromEntries(documentFields(DRIVER_DOCUMENTS).map((d) => [d.fileField, documentImage])),
};
export const VEHICLE_IMAGES: Record<string, FieldImageRule> = {
  ...Object.fromEntries(VEHICLE_PHOTO_FIELDS.map((field) => [field, photoImage('vehiclePhoto')])),
  ...Object.fromEntries(documentFields(VEHICLE_DOCUMENTS).map((d) => [d.fileField, documentImage])),
};

/** A document slot of a record: its form fields and what is on file now (null on a new record). */
export interface DocumentSlot {
  kind: DocumentKind;
  fileField: string;
  expiryField: string;
  onFile: { file: string | null; expiresOn: string | null } | null;
}

/** A document to store: its file (new or kept) and last valid day. */
export interface DocumentChange {
  kind: DocumentKind;
  file: string;
  expiresOn: string;
}

/**
 * What the form asks of each document. A file needs its last valid day and a date its file
 * (sent now or on file). On an edit, a document whose date is left empty or unchanged and
 * whose file is not replaced stays as it is, even when it has expired: an edit of the phone
 * number must not be refused over the licence.
 */
export function documentChanges(
  slots: readonly DocumentSlot[],
  fields: Record<string, string>,
  files: Map<string, string>,
  today: string,
): { problems: FieldIssue[]; changes: DocumentChange[] } {
  const problems: FieldIssue[] = [];
  const changes: DocumentChange[] = [];
  for (const slot of slots) {
    const expiresOn = (fields[slot.expiryField] ?? '').trim();
    const newFile = files.get(slot.fileField);
    const fileOnFile = slot.onFile?.file ?? null;
    if (newFile === undefined && fileOnFile !== null && (expiresOn === '' || expiresOn === slot.onFile?.expiresOn)) continue;

    const problem = documentExpiryProblem(expiresOn, newFile !== undefined || fileOnFile !== null, today);
    if (problem !== null) {
      problems.push({ field: problem === DOCUMENT_MESSAGES.fileRequired ? slot.fileField : slot.expiryField, message: problem });
    } else if (expiresOn !== '') {
      changes.push({ kind: slot.kind, file: newFile ?? fileOnFile!, expiresOn });
    }
  }
  return { problems, changes };
}

/** The files an edit replaces (`fileColumns` of the row), to delete from storage once the edit is committed. */
export function replacedFiles<Row extends Record<string, unknown>>(before: Row, after: Partial<Row>, fileColumns: readonly (keyof Row)[]): string[] {
  return fileColumns.flatMap((column) => {
    const old = before[column];
    const value = after[column];
    return typeof old === 'string' && typeof value === 'string' && value !== old ? [old] : [];
  });
}
