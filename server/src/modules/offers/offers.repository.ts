import { recordAuditEvent } from '../../platform/db/audit-log.ts';
import type { Database } from '../../platform/db/database.ts';
import { transactionalRepository, type TransactionalRepository } from '../../platform/db/transaction.ts';

/**
 * SQL of the offers area. The trip row belongs to the trips area, which locks and marks it for
 * this area inside this area's transaction (TripsService.lockTrip, markOfferedToDrivers).
 */
function offerQueries(db: Database) {
  return {
    async insertAuditEvent(actorUserId: number, action: string, details: Record<string, unknown>, at: Date): Promise<void> {
      await recordAuditEvent(db, { actorUserId, action, details, at });
    },
  };
}

export type OffersRepository = TransactionalRepository<ReturnType<typeof offerQueries>>;

export const createOffersRepository = (db: Database): OffersRepository => transactionalRepository(offerQueries, db);
