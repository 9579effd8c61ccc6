import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { testProcessorEvents, testProcessorIntents } from '../../db/schema/index.ts';
import type { PaymentStatus } from '../../db/schema/payments.ts';
import type { Database } from '../db/database.ts';
import { inTransaction } from '../db/transaction.ts';

export type TestIntentRow = typeof testProcessorIntents.$inferSelect;
export type TestEventRow = typeof testProcessorEvents.$inferSelect;
type NewTestIntent = Pick<typeof testProcessorIntents.$inferInsert, 'id' | 'clientSecret' | 'amountCents' | 'currency' | 'idempotencyKey' | 'metadata'>;

/** The event a status change records, built from the intent as the change left it. */
export type EventOfChange = (row: TestIntentRow) => { id: string; type: string; payload: string };

/** Most events one redelivery sweep takes; the next sweep takes the rest. */
const SWEEP_LIMIT = 100;

/** SQL of the test processor's own tables: its intents and the events it still has to deliver. */
export function createTestProcessorStore(db: Database) {
  return {
    /** Inserts the intent unless one with its idempotency key exists; answers with the stored one either way. */
    async insertOrFindByKey(intent: NewTestIntent): Promise<TestIntentRow> {
      const [inserted] = await db.insert(testProcessorIntents).values(intent).onConflictDoNothing({ target: testProcessorIntents.idempotencyKey }).returning();
      if (inserted) return inserted;
      const [existing] = await db.select().from(testProcessorIntents).where(eq(testProcessorIntents.idempotencyKey, intent.idempotencyKey));
      if (!existing) throw new Error(`test intent with key ${intent.idempotencyKey} vanished`);
      return existing;
    },

    async findById(id: string): Promise<TestIntentRow | undefined> {
      const [row] = await db.select().from(testProcessorIntents).where(eq(testProcessorIntents.id, id));
      return row;
    },

    async listIdsInStatus(status: PaymentStatus): Promise<string[]> {
      const rows = await db.select({ id: testProcessorIntents.id }).from(testProcessorIntents).where(eq(testProcessorIntents.status, status));
      return rows.map((r) => r.id);
    },

    async findByClientSecret(clientSecret: string): Promise<TestIntentRow | undefined> {
      const [row] = await db.select().from(testProcessorIntents).where(eq(testProcessorIntents.clientSecret, clientSecret));
      return row;
    },

    /**
     * Moves the intent to `to` only if it is in one of `from` (compare-and-set), so two confirmations
     * of one intent cannot both charge it. Returns the updated row, or undefined when it was not in `from`.
     */
    async moveStatus(id: string, from: PaymentStatus[], to: PaymentStatus, lastError: string | null): Promise<TestIntentRow | undefined> {
      const [row] = await db
        .update(testProcessorIntents)
        .set({ status: to, lastError })
        .where(and(eq(testProcessorIntents.id, id), inArray(testProcessorIntents.status, from)))
        .returning();
      return row;
    },

    /**
     * moveStatus that also records the change's event, in the same transaction: the change and its
     * event are stored together or not at all. The event is stored taken until `claimedUntil` (its
     * first attempt is the caller's); it numbers the intent's events 1, 2, … under the row's lock.
     */
    async moveStatusWithEvent(
      id: string,
      from: PaymentStatus[],
      to: PaymentStatus,
      lastError: string | null,
      event: EventOfChange,
      claimedUntil: Date,
    ): Promise<{ row: TestIntentRow; event: TestEventRow } | undefined> {
      return inTransaction(db, async (tx) => {
        const [row] = await tx
          .update(testProcessorIntents)
          .set({ status: to, lastError, eventCount: sql`${testProcessorIntents.eventCount} + 1` })
          .where(and(eq(testProcessorIntents.id, id), inArray(testProcessorIntents.status, from)))
          .returning();
        if (!row) return undefined;
        const [stored] = await tx
          .insert(testProcessorEvents)
          .values({ ...event(row), intentId: row.id, sequence: row.eventCount, nextAttemptAt: claimedUntil })
          .returning();
        return { row, event: stored! };
      });
    },

    /**
     * Takes the undelivered events due by `dueBy` (all of them when null) until `claimedUntil`, so
     * no other sweep attempts them meanwhile. Oldest first, and an intent's in the order they happened.
     */
    async claimUndelivered(dueBy: Date | null, claimedUntil: Date): Promise<TestEventRow[]> {
      const due = db
        .select({ id: testProcessorEvents.id })
        .from(testProcessorEvents)
        .where(and(isNull(testProcessorEvents.deliveredAt), dueBy ? lte(testProcessorEvents.nextAttemptAt, dueBy) : undefined))
        .orderBy(asc(testProcessorEvents.createdAt), asc(testProcessorEvents.sequence))
        .limit(SWEEP_LIMIT)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(testProcessorEvents)
        .set({ nextAttemptAt: claimedUntil })
        .where(and(inArray(testProcessorEvents.id, due), isNull(testProcessorEvents.deliveredAt)))
        .returning();
      return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.sequence - b.sequence);
    },

    async markDelivered(id: string, at: Date): Promise<void> {
      await db.update(testProcessorEvents).set({ deliveredAt: at }).where(eq(testProcessorEvents.id, id));
    },

    /** Counts a failed attempt and sets when the next one is due. */
    async markAttemptFailed(id: string, attempts: number, nextAttemptAt: Date): Promise<void> {
      await db.update(testProcessorEvents).set({ attempts, nextAttemptAt }).where(eq(testProcessorEvents.id, id));
    },
  };
}

export type TestProcessorStore = ReturnType<typeof createTestProcessorStore>;
