import type { TripStatusService } from '../trips/trip-status.service.ts';

export type { DepositOutcome } from '../trips/trip-status.service.ts';

/**
 * The trips area's status service: pays a trip's deposit and confirms a trip that waited for it,
 * with status history, inside the caller's transaction; never twice.
 */
export type RecordDepositPaid = TripStatusService['recordDepositPaid'];
