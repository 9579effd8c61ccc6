import {
  REQUIRED_VEHICLE_PHOTO_FIELDS,
  VEHICLE_DOCUMENTS,
  VEHICLE_FORM_MESSAGES,
  VEHICLE_PHOTO_FIELDS,
  vehicleFieldsSchema,
  type VehicleListItem,
  type VehiclePhotoField,
} from '@vozimo/contract';
import { fieldAtPath } from '../../../lib/forms/form-messages.ts';
import {
  addCompanyIssue,
  addDocumentIssues,
  appendFilesAndDocuments,
  documentFileSchema,
  photoFileSchema,
  savedDocuments,
  type FleetFormContext,
} from '../records/fleet-form-model.ts';

/** The vehicle form's values (spec sections 3 and 5), the two documents and staff's company. */
export interface VehicleFormValues extends Record<VehiclePhotoField, File | null> {
  /** The type's id as a string, '1' (Sedan) by default, as the spec's form keeps it. */
  vehicle_type: string;
  vehicle_make: string;
  vehicle_model: string;
  license_plate: string;
  color: string;
  production_year: string;
  vehicle_registration_photo: File | null;
  registration_expires_on: string | null;
  vehicle_insurance_photo: File | null;
  insurance_expires_on: string | null;
  company: string | null;
}

export const EMPTY_VEHICLE_FORM: VehicleFormValues = {
  vehicle_type: '1',
  vehicle_make: '',
  vehicle_model: '',
  license_plate: '',
  color: '',
  production_year: '',
  photo_1: null,
  photo_2: null,
  photo_3: null,
  photo_4: null,
  vehicle_registration_photo: null,
  registration_expires_on: null,
  vehicle_insurance_photo: null,
  insurance_expires_on: null,
  company: null,
};

export const VEHICLE_DOCUMENT_SLOTS = [VEHICLE_DOCUMENTS.registration, VEHICLE_DOCUMENTS.insurance];

const PHOTO_REQUIRED: Record<(typeof REQUIRED_VEHICLE_PHOTO_FIELDS)[number], string> = {
  photo_1: VEHICLE_FORM_MESSAGES.photo1,
  photo_2: VEHICLE_FORM_MESSAGES.photo2,
};

/** A saved vehicle's edit form: who edits it, and the photos and documents it has on file. */
export function vehicleEditContext(vehicle: VehicleListItem, today: string, staff: boolean): FleetFormContext {
  const documents = savedDocuments(vehicle.documents, VEHICLE_DOCUMENTS);
  const onFile = new Set([...documents.onFile, ...VEHICLE_PHOTO_FIELDS.filter((field) => vehicle[field] !== null)]);
  return { today, staff, onFile, savedExpiry: documents.savedExpiry };
}

/** A saved vehicle in the form, to edit. */
export function vehicleFormValuesOf(vehicle: VehicleListItem): VehicleFormValues {
  const { savedExpiry } = savedDocuments(vehicle.documents, VEHICLE_DOCUMENTS);
  return {
    ...EMPTY_VEHICLE_FORM,
    vehicle_type: String(vehicle.vehicle_type),
    vehicle_make: vehicle.vehicle_make,
    vehicle_model: vehicle.vehicle_model,
    license_plate: vehicle.license_plate,
    color: vehicle.color,
    production_year: vehicle.production_year === null ? '' : String(vehicle.production_year),
    registration_expires_on: savedExpiry[VEHICLE_DOCUMENTS.registration.expiryField] ?? null,
    insurance_expires_on: savedExpiry[VEHICLE_DOCUMENTS.insurance.expiryField] ?? null,
    company: String(vehicle.company),
  };
}

/**
 * The contract's schema for the year it is in Zagreb, with the spec's messages (section 5), plus
 * photos 1 and 2 required (unless on file), the documents and the company.
 */
export function vehicleFormValuesSchema(context: FleetFormContext) {
  const currentYear = Number(context.today.slice(0, 4));
  const files = Object.fromEntries(VEHICLE_PHOTO_FIELDS.map((field) => [field, photoFileSchema])) as Record<VehiclePhotoField, typeof photoFileSchema>;
  return vehicleFieldsSchema(currentYear)
    .extend({ ...files, vehicle_registration_photo: documentFileSchema, vehicle_insurance_photo: documentFileSchema })
    // Loose: the dates and the company are checked together with the files below, so they stay in.
    .loose()
    .superRefine((values, issues) => {
      for (const field of REQUIRED_VEHICLE_PHOTO_FIELDS) {
        if (values[field] === null && !context.onFile.has(field)) issues.addIssue({ code: 'custom', message: PHOTO_REQUIRED[field], path: [field] });
      }
      addDocumentIssues(values, VEHICLE_DOCUMENT_SLOTS, context, issues);
      addCompanyIssue(values, context, issues);
    });
}

export const vehicleFieldOf = fieldAtPath(Object.keys(EMPTY_VEHICLE_FORM));

/** POST /api/create_vehicle/ and /api/update_vehicle/{id}/: the spec's fields, trimmed, and the files chosen. */
export function buildVehicleFormData(values: VehicleFormValues, context: FleetFormContext): FormData {
  const fields = vehicleFieldsSchema(Number(context.today.slice(0, 4))).parse(values);
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
  return appendFilesAndDocuments(body, { ...values }, VEHICLE_PHOTO_FIELDS, VEHICLE_DOCUMENT_SLOTS, context);
}
