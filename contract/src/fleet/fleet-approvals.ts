import { z } from 'zod';
import { pageFields, searchPageQueryFields } from '../common/pagination.ts';
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
