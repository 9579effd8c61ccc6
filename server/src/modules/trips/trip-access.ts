import { notFound } from '../../platform/http/app-error.ts';
import type { Actor } from '../../platform/permissions/actor.ts';
import { can, type TripAccess } from '../../platform/permissions/can.ts';
import type { TripDetailRow, TripRow, TripsRepository } from './trips.repository.ts';

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

/** The trip if the actor may read it; unknown and foreign trips are the same 404. */
export async function readableDetail(repository: Pick<TripsRepository, 'findTripDetail'>, actor: Actor, tripId: number): Promise<TripDetailRow> {
  const detail = await repository.findTripDetail(tripId);
  if (!detail || !can(actor, 'trip.read', tripAccessOf(detail.trip))) throw notFound(TRIP_NOT_FOUND);
  return detail;
}
