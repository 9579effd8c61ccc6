import type { DriverTrip } from '@vozimo/contract';
import type { Actor } from '../../platform/permissions/actor.ts';
import { readableDetail, tripAccessOf } from './trip-access.ts';
import { tripViewerOf } from './trip-viewer.ts';
import { toDriverTrip } from './trip-views.ts';
import type { TripsRepository } from './trips.repository.ts';

export interface DriverTripDeps {
  repo: TripsRepository;
  now: () => Date;
}

/**
 * GET /api/driver_trip/{tripId}/: the trip page of the driver side (ADR 0046), which no longer
 * gets the customer's link. Anyone who may read the trip may open it; it never carries the sale.
 */
export function createDriverTripService({ repo, now }: DriverTripDeps) {
  return {
    async getDriverTrip(actor: Actor, tripId: number): Promise<DriverTrip> {
      const detail = await readableDetail(repo, actor, tripId);
      return toDriverTrip(detail, tripViewerOf(actor, { ...tripAccessOf(detail.trip), pickupAt: detail.trip.pickupAt }, now()));
    },
  };
}
