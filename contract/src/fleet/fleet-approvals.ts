import { z } from 'zod';
import { pageFields, searchPageQueryFields } from '../common/pagination.ts';
import { rejectionRequestSchema } from '../common/review-decision.ts';
import { driverListItemSchema, vehicleListItemSchema } from './fleet-records.ts';

/**
 * The back office's driver and vehicle approvals (docs/decisions/0023-back-office.md): the records
 * waiting for staff (not approved, not refused, in service), oldest first, and staff's decision.
 */

/** GET /api/admin/driver_approvals/ and /api/admin/vehicle_approvals/. */
export const fleetApprovalQuerySchema = z.object(searchPageQueryFields(20));
export type FleetApprovalQuery = z.infer<typeof fleetApprovalQuerySchema>;

/** When the record was added and last changed, and when staff last decided on it. */
const reviewFields = {
  created_at: z.string(),
  updated_at: z.string(),
  reviewed_at: z.string().nullable(),
  /** Counts the record's changes; a decision sends the version staff reviewed. */
  version: z.number().int(),
};

/** A driver as staff review it: the Drivers screen's row plus its dates. */
export const driverReviewSchema = driverListItemSchema.extend(reviewFields);
export type DriverReview = z.infer<typeof driverReviewSchema>;
export const driverApprovalListSchema = z.object(pageFields(driverReviewSchema));
export type DriverApprovalList = z.infer<typeof driverApprovalListSchema>;

/** A vehicle as staff review it: the Vehicles screen's row plus its dates. */
export const vehicleReviewSchema = vehicleListItemSchema.extend(reviewFields);
export type VehicleReview = z.infer<typeof vehicleReviewSchema>;
export const vehicleApprovalListSchema = z.object(pageFields(vehicleReviewSchema));
export type VehicleApprovalList = z.infer<typeof vehicleApprovalListSchema>;

/**
 * The version of the record the decision was taken on, as its review showed it. A decision on
 * another version (another staff member decided, or the company changed the record) is refused
 * with 409 (docs/decisions/0041-staff-decisions-name-the-state-they-saw.md).
 */
export const RECORD_VERSION_MESSAGE = 'Send the version of the record you reviewed.';
const reviewedVersion = z.number({ error: RECORD_VERSION_MESSAGE }).int(RECORD_VERSION_MESSAGE).positive(RECORD_VERSION_MESSAGE);

/** POST /api/admin/drivers/{id}/approve/ and /api/admin/vehicles/{id}/approve/. */
export const fleetApprovalRequestSchema = z.object({ version: reviewedVersion });
export type FleetApprovalRequest = z.infer<typeof fleetApprovalRequestSchema>;

/** POST /api/admin/drivers/{id}/reject/ and /api/admin/vehicles/{id}/reject/: the reason and the version. */
export const fleetRejectionRequestSchema = rejectionRequestSchema.extend({ version: reviewedVersion });
export type FleetRejectionRequest = z.infer<typeof fleetRejectionRequestSchema>;
