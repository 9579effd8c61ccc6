import { eq, inArray } from 'drizzle-orm';
import { offerPayoutRaises, settings } from '../../db/schema/index.ts';
import type { OfferPayoutPolicyValue } from '../../db/schema/settings.ts';
import { recordAuditEvent, type AuditSubject } from '../../platform/db/audit-log.ts';
import type { Database } from '../../platform/db/database.ts';
import { transactionalRepository, type TransactionalRepository } from '../../platform/db/transaction.ts';

const POLICY_KEY = 'offer_payout_policy';

/**
 * SQL of the automatic payout steps (ADR 0020): the policy in `settings`, the steps taken in
 * `offer_payout_raises`. The raise itself is on the trip, which the trips area writes
 * (TripsService.setPayoutRaise) under the lock it gives this area.
 */
function payoutStepQueries(db: Database) {
  return {
    /** The stored policy, unchecked (the service checks its shape), and when it was last set; undefined if the row is missing. */
    async loadPolicy(): Promise<{ value: unknown; updatedAt: Date } | undefined> {
      const [row] = await db.select({ value: settings.value, updatedAt: settings.updatedAt }).from(settings).where(eq(settings.key, POLICY_KEY));
      return row;
    },

    async savePolicy(value: OfferPayoutPolicyValue, at: Date): Promise<void> {
      await db
        .insert(settings)
        .values({ key: POLICY_KEY, value, updatedAt: at })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: at } });
    },

    /** The steps each of the trips has taken. */
    async listStepsTaken(tripIds: number[]): Promise<Map<number, Set<number>>> {
      const taken = new Map(tripIds.map((id) => [id, new Set<number>()]));
      if (tripIds.length === 0) return taken;
      const rows = await db
        .select({ tripId: offerPayoutRaises.tripId, stepHours: offerPayoutRaises.stepHours })
        .from(offerPayoutRaises)
        .where(inArray(offerPayoutRaises.tripId, tripIds));
      for (const row of rows) taken.get(row.tripId)?.add(row.stepHours);
      return taken;
    },

    async insertRaise(raise: { tripId: number; stepHours: number; fromCents: number; toCents: number; at: Date }): Promise<void> {
      await db.insert(offerPayoutRaises).values({
        tripId: raise.tripId,
        stepHours: raise.stepHours,
        fromCents: raise.fromCents,
        toCents: raise.toCents,
        createdAt: raise.at,
      });
    },

    async insertAuditEvent(actorUserId: number, action: string, details: Record<string, unknown>, at: Date, subject?: AuditSubject): Promise<void> {
      await recordAuditEvent(db, { actorUserId, action, details, at, ...(subject ? { subject } : {}) });
    },
  };
}

export type PayoutStepsRepository = TransactionalRepository<ReturnType<typeof payoutStepQueries>>;

export const createPayoutStepsRepository = (db: Database): PayoutStepsRepository => transactionalRepository(payoutStepQueries, db);
