import type { TripAccess } from '../../platform/permissions/can.ts';
import type { TripRow } from './trips.repository.ts';

/** What permission checks need from a stored trip. */
export function tripAccessOf(trip: TripRow): TripAccess {
  return {
    agentUserId: trip.agentUserId,
    agencyId: trip.agencyId,
    companyId: trip.companyId,
    driverId: trip.driverId,
    status: trip.status,
  };
}

export const REFERENCE_PREFIX = 'VZ';

/** Unknown trips and trips the actor may not see get the same answer, so ids reveal nothing. */
export const TRIP_NOT_FOUND = 'Trip not found.';
