import { z } from 'zod';
import { rowIdParamSchema } from '../common/ids.ts';
import { tripCountsSchema } from '../common/trip-counts.ts';
import { IMAGE_CONTENT_TYPES } from '../common/uploads.ts';
import { fleetDocumentSchema } from './fleet-documents.ts';

/**
 * What the Drivers and Vehicles screens show and send (spec sections 2, 3, 5 and 7):
 * GET /api/drivers/, POST /api/create_driver/, GET /api/vehicles/, POST /api/create_vehicle/,
 * and ours to edit and deactivate (docs/decisions/0019-fleet-records.md).
 */

/** Photos are JPEG or PNG; the spec's words, spelling included (section 5). */
export const FLEET_PHOTO_CONTENT_TYPES = IMAGE_CONTENT_TYPES;
export const FLEET_PHOTO_TYPE_MESSAGE = 'File must bean image.';

/** The company a record belongs to; staff choose it, driver admins always add to their own. */
export const FLEET_COMPANY_MESSAGE = 'Choose the company.';

/** Staff's company filter of both lists: GET /api/drivers/?company=ID. */
export const fleetListQuerySchema = z.object({
  company: rowIdParamSchema.optional(),
});
export type FleetListQuery = z.infer<typeof fleetListQuerySchema>;

/** Fields every fleet record has beyond the spec's: state, owner and documents. */
const fleetRecordState = {
  /** Approved by staff (spec section 4: 'Approved' / 'Waiting for approval'). */
  is_approved: z.boolean(),
  /** Why staff refused it (spec section 4's badge: 'Rejected'); null unless refused since its last change. */
  rejection_reason: z.string().nullable(),
  /** Approved, with renewed documents waiting for staff's look; it may still be given trips (ADR 0062). */
  documents_under_review: z.boolean(),
  /** Deactivated records stay listed (their trips keep them) but are never assigned. */
  is_active: z.boolean(),
  /** Approved, active, of an approved company, no expired document: may be given trips. */
  is_assignable: z.boolean(),
  company: z.number().int(),
  company__company_name: z.string(),
  documents: z.array(fleetDocumentSchema),
};

/** Spec section 3 "Driver (list)", plus the photo's address and the state above. */
export const driverListItemSchema = z.object({
  driver_id: z.number().int(),
  driver_name: z.string(),
  hometown: z.string(),
  email: z.string(),
  phone: z.string(),
  whatsapp: z.string(),
  /** Where the photo is served (authorised), null for the default picture. */
  driver_photo: z.string().nullable(),
  stats: tripCountsSchema,
  /** Whether a user account signs in as this driver (issue 14: the others can be invited). */
  has_account: z.boolean(),
  ...fleetRecordState,
});
export type DriverListItem = z.infer<typeof driverListItemSchema>;
export const driverListSchema = z.array(driverListItemSchema);

/** Spec section 3 "Vehicle (list)", plus the type's name, the usual driver and the state above. */
export const vehicleListItemSchema = z.object({
  vehicle_id: z.number().int(),
  vehicle_make: z.string(),
  vehicle_model: z.string(),
  license_plate: z.string(),
  color: z.string(),
  /** Null only for ad-hoc vehicles staff added from the trip form. */
  production_year: z.number().int().nullable(),
  vehicle_type: z.number().int(),
  vehicle_type__vehicle_type_name: z.string(),
  /** The driver who usually drives it, or null. */
  driver: z.number().int().nullable(),
  photo_1: z.string().nullable(),
  photo_2: z.string().nullable(),
  photo_3: z.string().nullable(),
  photo_4: z.string().nullable(),
  ...fleetRecordState,
});
export type VehicleListItem = z.infer<typeof vehicleListItemSchema>;
export const vehicleListSchema = z.array(vehicleListItemSchema);

/** POST /api/set_driver_active/{driverId}/ and /api/set_vehicle_active/{vehicleId}/. */
export const setFleetActiveRequestSchema = z.object({ is_active: z.boolean() });
export type SetFleetActiveRequest = z.infer<typeof setFleetActiveRequestSchema>;

/** /api/update_driver/{driverId}/, /api/set_driver_active/{driverId}/, /api/driver_photo/{driverId}/. */
export const driverIdParamsSchema = z.object({ driverId: rowIdParamSchema });
/** /api/update_vehicle/{vehicleId}/, /api/set_vehicle_active/{vehicleId}/. */
export const vehicleIdParamsSchema = z.object({ vehicleId: rowIdParamSchema });
/** /api/vehicle_photo/{vehicleId}/{slot}/: photos 1 to 4. */
export const vehiclePhotoParamsSchema = z.object({ vehicleId: rowIdParamSchema, slot: z.coerce.number().int().min(1).max(4) });
/** /api/driver_document/{driverId}/{kind}/ */
export const driverDocumentParamsSchema = z.object({ driverId: rowIdParamSchema, kind: z.enum(['licence', 'id']) });
/** /api/vehicle_document/{vehicleId}/{kind}/ */
export const vehicleDocumentParamsSchema = z.object({ vehicleId: rowIdParamSchema, kind: z.enum(['registration', 'insurance']) });
/** The `?v=` the lists put on file URLs: only there to change the URL when the file changes. */
export const fleetFileQuerySchema = z.object({ v: z.string().max(64).optional() });
