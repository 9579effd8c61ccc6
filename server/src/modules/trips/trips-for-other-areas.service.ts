import type { Database } from '../../platform/db/database.ts';
import type { TripRow, TripsRepository } from './trips.repository.ts';

/** A driver and vehicle pair (both null: none). */
export interface DriverVehicle {
  driverId: number | null;
  vehicleId: number | null;
}

/** A driver company takes the trip (claim) or changes its driver and vehicle (change). */
export interface CompanyAssignment {
  kind: 'claim' | 'change';
  companyId: number;
  from: DriverVehicle;
  to: { driverId: number; vehicleId: number };
  /** The person who did it (under a staff override: the staff member). */
  byUserId: number;
  at: Date;
}

export interface TripsForOtherAreasDeps {
  repo: TripsRepository;
}

/**
 * What other areas do with trips inside their own transaction (`tx`, first argument): lock them
 * before deciding, attach them to a bank transfer, give them a company's driver side. The trips area alone
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

    /**
     * Gives the trip to a company's driver and vehicle and writes its assignment history. The
     * offers area decided it under its offer's lock and keeps the claim on its own row.
     */
    async assignForCompany(tx: Database, tripId: number, assignment: CompanyAssignment): Promise<void> {
      const repository = repo.joining(tx);
      const { kind, companyId, from, to, byUserId, at } = assignment;
      await repository.updateTrip(tripId, { companyId, driverId: to.driverId, vehicleId: to.vehicleId, updatedAt: at });
      await repository.insertAssignment({
        tripId,
        kind,
        companyId,
        fromDriverId: from.driverId,
        fromVehicleId: from.vehicleId,
        toDriverId: to.driverId,
        toVehicleId: to.vehicleId,
        changedByUserId: byUserId,
        createdAt: at,
      });
    },

    /**
     * The claiming company gives the trip back: no company, driver or vehicle (the offers area
     * clears its claim, so the trip is on the marketplace again); the history keeps who had it.
     */
    async releaseClaim(tx: Database, tripId: number, release: { companyId: number; from: DriverVehicle; byUserId: number; at: Date }): Promise<void> {
      const repository = repo.joining(tx);
      await repository.updateTrip(tripId, { companyId: null, driverId: null, vehicleId: null, updatedAt: release.at });
      await repository.insertAssignment({
        tripId,
        kind: 'release',
        companyId: release.companyId,
        fromDriverId: release.from.driverId,
        fromVehicleId: release.from.vehicleId,
        toDriverId: null,
        toVehicleId: null,
        changedByUserId: release.byUserId,
        createdAt: release.at,
      });
    },

    /**
     * The platform's raise of the trip's payout (trips.payout_raise_cents, automatic payout steps),
     * kept on the trip because every list that shows a payout adds it: the offers area decided it
     * under its offer's lock, so no claim is under way.
     */
    async setPayoutRaise(tx: Database, tripId: number, raiseCents: number, at: Date): Promise<void> {
      await repo.joining(tx).updateTrip(tripId, { payoutRaiseCents: raiseCents, updatedAt: at });
    },
  };
}

export type TripsForOtherAreas = ReturnType<typeof createTripsForOtherAreas>;
