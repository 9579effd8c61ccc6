import { eq } from 'drizzle-orm';
import { auditEvents, trips } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

/**
 * SQL of the offers area. The trip row belongs to the trips area; offering and claiming are this
 * area's, so it writes only the offer columns (offer_drivers, offered_at and, later, claimed_at).
 */
function offerQueries(db: Database) {
  return {
    /** What the offer rule needs, with the row locked until the transaction ends. */
    async findTripForOfferForUpdate(id: number) {
      const [row] = await db
        .select({
          id: trips.id,
          reference: trips.reference,
          status: trips.status,
          driverId: trips.driverId,
          vehicleId: trips.vehicleId,
          companyId: trips.companyId,
          offerDrivers: trips.offerDrivers,
          pickupAt: trips.pickupAt,
        })
        .from(trips)
        .where(eq(trips.id, id))
        .limit(1)
        .for('update');
      return row;
    },

    async markOffered(id: number, at: Date): Promise<void> {
      await db.update(trips).set({ offerDrivers: true, offeredAt: at, updatedAt: at }).where(eq(trips.id, id));
    },

    async insertAuditEvent(actorUserId: number, action: string, details: Record<string, unknown>, at: Date): Promise<void> {
      await db.insert(auditEvents).values({ actorUserId, action, details, createdAt: at });
    },
  };
}

export type OffersRepository = ReturnType<typeof offerQueries> & {
  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(work: (repo: OffersRepository) => Promise<T>): Promise<T>;
};

export function createOffersRepository(db: Database): OffersRepository {
  return {
    ...offerQueries(db),
    transaction: (work) => db.transaction((tx) => work(createOffersRepository(tx as unknown as Database))),
  };
}
