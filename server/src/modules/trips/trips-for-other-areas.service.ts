import type { Database } from '../../platform/db/database.ts';
import type { TripRow, TripsRepository } from './trips.repository.ts';

export interface TripsForOtherAreasDeps {
  repo: TripsRepository;
}

/**
 * What other areas do with trips inside their own transaction (`tx`, first argument): lock them
 * before deciding, attach them to a bank transfer, offer them to drivers. The trips area alone
 * writes its table; the caller keeps its own order of locks and writes, and everything commits
 * or rolls back with its transaction. (Paying a deposit is a status move: trip-status.service.ts.)
 */
export function createTripsForOtherAreas({ repo }: TripsForOtherAreasDeps) {
  return {
    /**
     * The trip with its row locked until the caller's transaction ends: a deposit payment or an
     * offer is decided under this lock, so it cannot race an edit or another payment.
     */
    async lockTrip(tx: Database, tripId: number): Promise<TripRow | undefined> {
      return repo.joining(tx).findTripByIdForUpdate(tripId);
    },

    /** The trips locked in id order (no deadlock between two callers choosing overlapping trips). */
    async lockTripsInIdOrder(tx: Database, tripIds: number[]): Promise<TripRow[]> {
      return repo.joining(tx).findTripsByIdsForUpdate(tripIds);
    },

    /** The trips' deposits are paid by the bank transfer `bulkPaymentId` (trips.bulk_payment_id). */
    async attachToBulkPayment(tx: Database, tripIds: number[], bulkPaymentId: number, at: Date): Promise<void> {
      await repo.joining(tx).updateTrips(tripIds, { bulkPaymentId, updatedAt: at });
    },

    /** Driver companies may claim the trip from `at` on (the offers area decided it may be offered). */
    async markOfferedToDrivers(tx: Database, tripId: number, at: Date): Promise<void> {
      await repo.joining(tx).updateTrip(tripId, { offerDrivers: true, offeredAt: at, updatedAt: at });
    },
  };
}

export type TripsForOtherAreas = ReturnType<typeof createTripsForOtherAreas>;
