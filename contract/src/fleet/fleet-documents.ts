import { z } from 'zod';
import { addDays, daysBetween, formatDate, isCalendarDate } from '../common/zagreb-time.ts';

/**
 * Documents with an expiry date (beyond the spec; docs/decisions/0019-fleet-records.md): a driver's
 * licence and ID, a vehicle's registration and insurance. Each is a PDF, JPEG or PNG file plus the
 * last day it is valid (a Zagreb calendar date). Optional when a driver or vehicle is added; an
 * expired one makes the driver or vehicle unassignable until it is renewed.
 */

/** The document slots: the multipart file field, its expiry field and the label people read. */
export const DRIVER_DOCUMENTS = {
  licence: { fileField: 'licence_document', expiryField: 'licence_expires_on', label: "Driver's licence" },
  id: { fileField: 'id_document', expiryField: 'id_expires_on', label: 'ID card or passport' },
} as const;
export const VEHICLE_DOCUMENTS = {
  registration: { fileField: 'vehicle_registration_photo', expiryField: 'registration_expires_on', label: 'Registration' },
  insurance: { fileField: 'vehicle_insurance_photo', expiryField: 'insurance_expires_on', label: 'Insurance' },
} as const;

export type DriverDocumentKind = keyof typeof DRIVER_DOCUMENTS;
export type VehicleDocumentKind = keyof typeof VEHICLE_DOCUMENTS;
export const DRIVER_DOCUMENT_KINDS = Object.keys(DRIVER_DOCUMENTS) as DriverDocumentKind[];
export const VEHICLE_DOCUMENT_KINDS = Object.keys(VEHICLE_DOCUMENTS) as VehicleDocumentKind[];
export const DOCUMENT_KINDS = [...DRIVER_DOCUMENT_KINDS, ...VEHICLE_DOCUMENT_KINDS] as const;
export const documentKindSchema = z.enum(['licence', 'id', 'registration', 'insurance']);
export type DocumentKind = z.infer<typeof documentKindSchema>;

/** The company is warned this many days ahead; reminders go out 30, 14 and 7 days before. */
export const DOCUMENT_EXPIRY_WARNING_DAYS = 30;
export const DOCUMENT_REMINDER_DAYS = [30, 14, 7] as const;

export const DOCUMENT_STATUSES = ['valid', 'expiring', 'expired', 'missing'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/**
 * 'expiring' from 30 days before the last valid day, 'expired' the day after it. `today` is the
 * Zagreb calendar date.
 */
export function documentStatus(expiresOn: string | null, today: string): DocumentStatus {
  if (expiresOn === null) return 'missing';
  if (expiresOn < today) return 'expired';
  return daysBetween(today, expiresOn) <= DOCUMENT_EXPIRY_WARNING_DAYS ? 'expiring' : 'valid';
}

/** One document as the lists show it. */
export const fleetDocumentSchema = z.object({
  kind: documentKindSchema,
  label: z.string(),
  /** Last valid day (YYYY-MM-DD), null when no document is on file. */
  expires_on: z.string().nullable(),
  status: z.enum(DOCUMENT_STATUSES),
  /** Days from today (Zagreb) to expires_on; negative once expired; null when missing. */
  days_left: z.number().int().nullable(),
  /** Where the company and staff open the file; null when missing. */
  url: z.string().nullable(),
  /**
   * Open trips assigned to the driver or vehicle that are picked up after this document's last
   * valid day (ADR 0061): the company renews the document or gives them another driver or vehicle.
   */
  trips_after: z.array(z.object({ trip_id: z.number().int(), reference: z.string().nullable(), pickup_date: z.string() })),
});
export type FleetDocument = z.infer<typeof fleetDocumentSchema>;

export const DOCUMENT_MESSAGES = {
  expiryRequired: 'Enter the last day this document is valid.',
  expiryFormat: 'Enter the date as YYYY-MM-DD.',
  expired: 'This document has already expired.',
  fileRequired: 'Attach the document this date belongs to.',
  fileType: 'File must be a PDF or an image (JPEG, PNG).',
} as const;

/** The furthest ahead an expiry date may be: 20 years (a typo guard, not a rule of any country). */
export const DOCUMENT_MAX_YEARS_AHEAD = 20;

/**
 * An expiry field's problem, or null. `hasFile`: a file is sent now or is already on file.
 * An empty expiry with no file means "no document", which is allowed.
 */
export function documentExpiryProblem(expiresOn: string, hasFile: boolean, today: string): string | null {
  const value = expiresOn.trim();
  if (value === '') return hasFile ? DOCUMENT_MESSAGES.expiryRequired : null;
  if (!isCalendarDate(value) || value > addDays(today, DOCUMENT_MAX_YEARS_AHEAD * 366)) return DOCUMENT_MESSAGES.expiryFormat;
  if (value < today) return DOCUMENT_MESSAGES.expired;
  if (!hasFile) return DOCUMENT_MESSAGES.fileRequired;
  return null;
}

/** A document's last valid day, by kind; null when it is not on file (ADR 0054: approval asks for it). */
export type DocumentEnds = Partial<Record<DocumentKind, string | null>>;

/** What people call each document, in refusals, reminders and lists. */
export const DOCUMENT_LABELS: Record<DocumentKind, string> = {
  licence: DRIVER_DOCUMENTS.licence.label,
  id: DRIVER_DOCUMENTS.id.label,
  registration: VEHICLE_DOCUMENTS.registration.label,
  insurance: VEHICLE_DOCUMENTS.insurance.label,
};

/** The day the first of these documents stops being valid: its last valid day, or null when none is on file. */
export function documentsValidUntil(ends: DocumentEnds): string | null {
  const days = Object.values(ends).filter((day): day is string => typeof day === 'string');
  return days.length === 0 ? null : days.reduce((first, day) => (day < first ? day : first));
}

/**
 * Why a driver or vehicle cannot carry a trip picked up on `pickupDate` (a Zagreb calendar date):
 * the first document on file whose last valid day comes before it (ADR 0061), or null. `owner`
 * names the driver ("Ivan Matić") or the vehicle ("ZG-1234-AB").
 */
export function documentEndsBeforePickup(owner: string, ends: DocumentEnds, pickupDate: string): string | null {
  for (const [kind, lastDay] of Object.entries(ends) as [DocumentKind, string | null | undefined][]) {
    if (typeof lastDay === 'string' && lastDay < pickupDate) {
      return `${DOCUMENT_LABELS[kind]} of ${owner} ends on ${formatDate(lastDay)}, before the pickup on ${formatDate(pickupDate)}.`;
    }
  }
  return null;
}
