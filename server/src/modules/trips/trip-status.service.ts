import type { TripStatus } from '@vozimo/contract';
import type { Database } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { canTransition, transitionRefusal } from './rules/trip-transitions.ts';
import { TRIP_NOT_FOUND } from './trip-access.ts';
import type { TripsRepository } from './trips.repository.ts';

/** What recording a paid deposit did to the trip (the payments area reports and logs it). */
export type DepositOutcome =
  /** The deposit is now paid and the trip, which waited for it, is confirmed. */
  | 'confirmed'
  /** The deposit is now paid; the trip was not waiting for it (e.g. canceled meanwhile): a refund case. */
  | 'paid_without_confirming'
  /** The deposit had been paid before (another payment): nothing changed; a refund case. */
  | 'already_paid';

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

    /**
     * Marks a trip's deposit paid and confirms the trip if it waited for it, inside the caller's
     * transaction (`tx` is the payment's transaction), so the payment record and the trip change
     * are kept together or not at all. Never pays a deposit twice.
     */
    async recordDepositPaid(tx: Database, tripId: number, note: string): Promise<DepositOutcome> {
      const at = now();
      const inPayment = repo.joining(tx);
      const trip = await inPayment.findTripByIdForUpdate(tripId);
      if (!trip) throw notFound(TRIP_NOT_FOUND);
      if (trip.depositPaid) return 'already_paid';
      const confirms = trip.status === 'pending_payment';
      await inPayment.updateTrip(trip.id, {
        depositPaid: true,
        depositPaidAt: at,
        ...(confirms ? { status: 'confirmed' as const } : {}),
        updatedAt: at,
      });
      if (!confirms) return 'paid_without_confirming';
      await inPayment.insertStatusChange({ tripId: trip.id, fromStatus: trip.status, toStatus: 'confirmed', changedByUserId: null, note, at });
      return 'confirmed';
    },
  };
}

export type TripStatusService = ReturnType<typeof createTripStatusService>;
