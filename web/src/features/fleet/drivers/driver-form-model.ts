import {
  DRIVER_DOCUMENTS,
  DRIVER_PHOTO_FIELD,
  driverFieldsSchema,
  driverFormSchema,
  joinDriverName,
  type DriverListItem,
} from '@vozimo/contract';
import { fieldAtPath, type FieldOfLoc } from '../../../lib/forms/form-messages.ts';
import {
  addCompanyIssue,
  addDocumentIssues,
  appendFilesAndDocuments,
  documentFileSchema,
  photoFileSchema,
  savedDocuments,
  type FleetFormContext,
} from '../records/fleet-form-model.ts';

/** The driver form's values: the spec's fields (section 2), the photo, the two documents, staff's company. */
export interface DriverFormValues {
  first_name: string;
  last_name: string;
  phone: string;
  hometown: string;
  email: string;
  whatsapp: string;
  driver_photo: File | null;
  licence_document: File | null;
  licence_expires_on: string | null;
  id_document: File | null;
  id_expires_on: string | null;
  /** Staff only: the company's id, as the select holds it. */
  company: string | null;
}

export const EMPTY_DRIVER_FORM: DriverFormValues = {
  first_name: '',
  last_name: '',
  phone: '',
  hometown: '',
  email: '',
  whatsapp: '',
  driver_photo: null,
  licence_document: null,
  licence_expires_on: null,
  id_document: null,
  id_expires_on: null,
  company: null,
};

export const DRIVER_DOCUMENT_SLOTS = [DRIVER_DOCUMENTS.licence, DRIVER_DOCUMENTS.id];

/** A saved driver's edit form: who edits it, and the photo and documents it has on file. */
export function driverEditContext(driver: DriverListItem, today: string, staff: boolean): FleetFormContext {
  const documents = savedDocuments(driver.documents, DRIVER_DOCUMENTS);
  const onFile = new Set(documents.onFile);
  if (driver.driver_photo !== null) onFile.add(DRIVER_PHOTO_FIELD);
  return { today, staff, onFile, savedExpiry: documents.savedExpiry };
}

/**
 * A saved driver in the form, to edit. The record keeps one name; the form splits it at the first
 * space, and joining the two gives the same name back, so an untouched name is not a change.
 */
export function driverFormValuesOf(driver: DriverListItem): DriverFormValues {
  const [first = '', ...rest] = driver.driver_name.trim().split(/\s+/);
  const { savedExpiry } = savedDocuments(driver.documents, DRIVER_DOCUMENTS);
  return {
    ...EMPTY_DRIVER_FORM,
    first_name: first,
    last_name: rest.join(' '),
    phone: driver.phone,
    hometown: driver.hometown,
    email: driver.email,
    whatsapp: driver.whatsapp,
    licence_expires_on: savedExpiry[DRIVER_DOCUMENTS.licence.expiryField] ?? null,
    id_expires_on: savedExpiry[DRIVER_DOCUMENTS.id.expiryField] ?? null,
    company: String(driver.company),
  };
}

/** The contract's schema with the spec's messages (section 5), plus the files, the documents and the company. */
export function driverFormValuesSchema(context: FleetFormContext) {
  return driverFormSchema
    .extend({ driver_photo: photoFileSchema, licence_document: documentFileSchema, id_document: documentFileSchema })
    // Loose: the dates and the company are checked together with the files below, so they stay in.
    .loose()
    .superRefine((values, issues) => {
      addDocumentIssues(values, DRIVER_DOCUMENT_SLOTS, context, issues);
      addCompanyIssue(values, context, issues);
    });
}

/** Where a message lands: at its field, and the server's driver_name (the two names joined) at the first name. */
export const driverFieldOf: FieldOfLoc = (loc) => (loc[0] === 'driver_name' ? 'first_name' : fieldAtPath(Object.keys(EMPTY_DRIVER_FORM))(loc));

/** POST /api/create_driver/ and /api/update_driver/{id}/: driver_name as the spec sends it, trimmed fields, the files chosen. */
export function buildDriverFormData(values: DriverFormValues, context: FleetFormContext): FormData {
  const fields = driverFieldsSchema.parse({ ...values, driver_name: joinDriverName(values.first_name, values.last_name) });
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return appendFilesAndDocuments(body, { ...values }, [DRIVER_PHOTO_FIELD], DRIVER_DOCUMENT_SLOTS, context);
}
