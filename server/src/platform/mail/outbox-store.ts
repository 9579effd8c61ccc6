import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema/index.ts';
import type { Database } from '../db/database.ts';

export type OutboxRow = typeof emailOutbox.$inferSelect;

/** Why a message was not handed out for sending. */
export type NotClaimed = 'missing' | 'done' | 'not-due';

const dbNowPlus = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/**
 * The outbox rows as the mail job sees them. Times come from the database clock, which pg-boss
 * uses too, so "due" means the same to both.
 */
export function createOutboxStore(db: Database) {
  return {
    /**
     * Hands a queued, due message to one sender: counts the attempt and keeps the message from
     * being due again for `leaseSeconds`. One UPDATE, so of two senders racing for a row only one
     * gets it; no transaction stays open while the mail server is talked to.
     */
    async claim(id: number, leaseSeconds: number): Promise<OutboxRow | NotClaimed> {
      const [claimed] = await db
        .update(emailOutbox)
        .set({ attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: dbNowPlus(leaseSeconds) })
        .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'queued'), lte(emailOutbox.nextAttemptAt, sql`now()`)))
        .returning();
      if (claimed) return claimed;
      const [row] = await db.select({ status: emailOutbox.status }).from(emailOutbox).where(eq(emailOutbox.id, id));
      if (!row) return 'missing';
      return row.status === 'queued' ? 'not-due' : 'done';
    },

    async markSent(id: number): Promise<void> {
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
        .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'queued')));
    },

    /** Records a failed attempt: due again after `retryInSeconds`, or 'failed' for good when null. */
    async recordFailure(id: number, error: string, retryInSeconds: number | null): Promise<void> {
      await db
        .update(emailOutbox)
        .set(
          retryInSeconds === null
            ? { status: 'failed', lastError: error }
            : { lastError: error, nextAttemptAt: dbNowPlus(retryInSeconds) },
        )
        .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'queued')));
    },

    /** The message as it is sent (live links included): for the developer's console, never for a screen. */
    async findSendable(id: number): Promise<Pick<OutboxRow, 'toAddress' | 'subject' | 'textBody'> | undefined> {
      const [row] = await db
        .select({ toAddress: emailOutbox.toAddress, subject: emailOutbox.subject, textBody: emailOutbox.textBody })
        .from(emailOutbox)
        .where(eq(emailOutbox.id, id));
      return row;
    },

    /** Queued messages whose time has come, oldest first: what the sweep hands to the queue. */
    async listDueIds(limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, 'queued'), lte(emailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },
  };
}

export type OutboxStore = ReturnType<typeof createOutboxStore>;
