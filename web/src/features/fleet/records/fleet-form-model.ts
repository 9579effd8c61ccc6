import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_MESSAGES,
  documentExpiryProblem,
  FLEET_COMPANY_MESSAGE,
  FLEET_PHOTO_CONTENT_TYPES,
  FLEET_PHOTO_TYPE_MESSAGE,
  uploadProblem,
  type DocumentKind,
  type FleetDocument,
} from '@vozimo/contract';
import { z } from 'zod';
import { TYPED_DATE_MESSAGE } from './typed-date.ts';

// What the driver form and the vehicle form share: their files, their documents with an expiry
// date, and staff's company. The text fields are each form's own contract schema.

/** What the file pickers offer; the server judges the content again. */
export const PHOTO_ACCEPT = FLEET_PHOTO_CONTENT_TYPES.join(',');
export const DOCUMENT_ACCEPT = DOCUMENT_CONTENT_TYPES.join(',');

/** Where a form is used: the date documents are judged by, who fills it in, what is on file already. */
export interface FleetFormContext {
  /** Today in Zagreb (YYYY-MM-DD). */
  today: string;
  /** Staff choose the company; a driver admin always adds to its own. */
  staff: boolean;
  /** The file fields the record already has a file in (editing): leaving them empty keeps it. */
  onFile: ReadonlySet<string>;
  /** The saved expiry dates by expiry field (editing): sent back unchanged, they are no change. */
  savedExpiry?: Readonly<Record<string, string>>;
}

/** A chosen file or null, its declared type and size checked here (the server reads its bytes). */
function fileSchema(acceptedTypes: readonly string[], typeMessage: string) {
  return z.custom<File | null>((value) => value === null || value instanceof File).superRefine((file, context) => {
    const problem = file ? uploadProblem(file, acceptedTypes, typeMessage) : null;
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
}

/** A photo: JPEG or PNG ('File must bean image.', spec section 5). */
export const photoFileSchema = fileSchema(FLEET_PHOTO_CONTENT_TYPES, FLEET_PHOTO_TYPE_MESSAGE);
/** A document: PDF, JPEG or PNG. */
export const documentFileSchema = fileSchema(DOCUMENT_CONTENT_TYPES, DOCUMENT_MESSAGES.fileType);

/** A document slot as the contract names it (DRIVER_DOCUMENTS, VEHICLE_DOCUMENTS). */
export interface DocumentSlot {
  fileField: string;
  expiryField: string;
  label: string;
}

type FormRecord = Record<string, unknown>;

/**
 * A saved record's documents as its edit form knows them (the list gives each document's kind):
 * the file fields with a file on file, and the saved dates by expiry field.
 */
export function savedDocuments(
  documents: readonly FleetDocument[],
  slots: Readonly<Partial<Record<DocumentKind, DocumentSlot>>>,
): { onFile: string[]; savedExpiry: Record<string, string> } {
  const onFile: string[] = [];
  const savedExpiry: Record<string, string> = {};
  for (const document of documents) {
    const slot = slots[document.kind];
    if (!slot) continue;
    if (document.url !== null) onFile.push(slot.fileField);
    if (document.expires_on !== null) savedExpiry[slot.expiryField] = document.expires_on;
  }
  return { onFile, savedExpiry };
}

const fileIn = (values: FormRecord, field: string): File | null => (values[field] instanceof File ? (values[field] as File) : null);
const textIn = (values: FormRecord, field: string): string => (typeof values[field] === 'string' ? (values[field] as string) : '');

/**
 * Each document's file and date belong together (ADR 0019): a date needs a file and a file needs a
 * date that has not passed. "Attach the document" goes to the file, the date's problems to the date.
 * A document on file left as it is passes, as on the server, even once expired: the rest of the
 * record can still be edited.
 */
export function addDocumentIssues(values: FormRecord, slots: readonly DocumentSlot[], context: FleetFormContext, issues: z.RefinementCtx): void {
  for (const slot of slots) {
    const newFile = fileIn(values, slot.fileField) !== null;
    const onFile = context.onFile.has(slot.fileField);
    const expiry = textIn(values, slot.expiryField).trim();
    if (!newFile && onFile && (expiry === '' || expiry === context.savedExpiry?.[slot.expiryField])) continue;
    const hasFile = newFile || onFile;
    const problem = documentExpiryProblem(textIn(values, slot.expiryField), hasFile, context.today);
    if (problem === null) continue;
    const field = problem === DOCUMENT_MESSAGES.fileRequired ? slot.fileField : slot.expiryField;
    // The API's format is YYYY-MM-DD; a person types the date as the field asks (typed-date.ts).
    const message = problem === DOCUMENT_MESSAGES.expiryFormat ? TYPED_DATE_MESSAGE : problem;
    issues.addIssue({ code: 'custom', message, path: [field] });
  }
}

/** Staff must say whose record it is. */
export function addCompanyIssue(values: FormRecord, context: FleetFormContext, issues: z.RefinementCtx): void {
  if (context.staff && textIn(values, 'company') === '') issues.addIssue({ code: 'custom', message: FLEET_COMPANY_MESSAGE, path: ['company'] });
}

/** The multipart body's files (only those chosen: an empty one keeps what is on file), dates and company. */
export function appendFilesAndDocuments(
  body: FormData,
  values: FormRecord,
  fileFields: readonly string[],
  slots: readonly DocumentSlot[],
  context: FleetFormContext,
): FormData {
  for (const field of [...fileFields, ...slots.map((slot) => slot.fileField)]) {
    const file = fileIn(values, field);
    if (file) body.append(field, file, file.name);
  }
  for (const slot of slots) {
    const expiry = textIn(values, slot.expiryField).trim();
    if (expiry !== '') body.append(slot.expiryField, expiry);
  }
  if (context.staff) body.append('company', textIn(values, 'company'));
  return body;
}
