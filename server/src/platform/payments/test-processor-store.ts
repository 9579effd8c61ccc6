import { and, eq, inArray } from 'drizzle-orm';
import { testProcessorIntents } from '../../db/schema/index.ts';
import type { PaymentStatus } from '../../db/schema/payments.ts';
import type { Database } from '../db/database.ts';

export type TestIntentRow = typeof testProcessorIntents.$inferSelect;
type NewTestIntent = Pick<typeof testProcessorIntents.$inferInsert, 'id' | 'clientSecret' | 'amountCents' | 'currency' | 'idempotencyKey' | 'metadata'>;

/** SQL of the test processor's own intents table. */
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
  };
}

export type TestProcessorStore = ReturnType<typeof createTestProcessorStore>;
