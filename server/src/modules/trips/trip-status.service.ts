import type { TripStatus } from '@vozimo/contract';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { canTransition, transitionRefusal } from './rules/trip-transitions.ts';
import { TRIP_NOT_FOUND } from './trip-access.ts';
import type { TripsRepository } from './trips.repository.ts';

export interface TripStatusDeps {
  repo: TripsRepository;
  now: () => Date;
}

/**
 * Status changes nobody clicked: a paid deposit confirms a trip, a finished ride completes it.
 * Other areas (payments, scheduled jobs) call this instead of writing the status themselves, so
 * the transition table and the history apply to them too.
 */
export function createTripStatusService({ repo, now }: TripStatusDeps) {
  return {
    async moveBySystem(tripId: number, to: TripStatus, note: string): Promise<void> {
      const at = now();
      await repo.transaction(async (tx) => {
        const trip = await tx.findTripByIdForUpdate(tripId);
        if (!trip) throw notFound(TRIP_NOT_FOUND);
        if (trip.status === to) return;
        if (!canTransition(trip.status, to, 'system')) throw new AppError(409, transitionRefusal(trip.status, to));
        await tx.updateTrip(trip.id, { status: to, updatedAt: at });
        await tx.insertStatusChange({ tripId: trip.id, fromStatus: trip.status, toStatus: to, changedByUserId: null, note, at });
      });
    },
  };
}

export type TripStatusService = ReturnType<typeof createTripStatusService>;
