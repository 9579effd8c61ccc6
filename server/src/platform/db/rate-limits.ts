import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { rateLimitCounters } from '../../db/schema/index.ts';
import type { Database } from './database.ts';
import { inTransaction } from './transaction.ts';

/** Advisory lock class (the first key) of sliding-window limits; sign-in throttling uses 16_001 and 16_002. */
const LOCK_SLIDING_WINDOW = 16_010;

/** A fixed window of one limit for one key: counts from `start`, forgotten at `end`. */
export interface FixedWindowHit {
  limitName: string;
  key: string;
  start: Date;
  end: Date;
  /** Hits the window admits. */
  max: number;
}

/**
 * Counts a hit in a fixed window when the window has room, as one statement: the insert starts the
 * window's row, a conflicting insert adds one only while the count is under `max`. PostgreSQL
 * serialises the updates of one row, so hits from any number of processes at once are counted
 * exactly and never admit more than `max`. Answers whether the hit was admitted (and counted).
 */
export async function takeFixedWindowHit(db: Database, hit: FixedWindowHit): Promise<boolean> {
  const counted = await db
    .insert(rateLimitCounters)
    .values({ limitName: hit.limitName, key: hit.key, windowStart: hit.start, hits: 1, expiresAt: hit.end })
    .onConflictDoUpdate({
      target: [rateLimitCounters.limitName, rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { hits: sql`${rateLimitCounters.hits} + 1` },
      setWhere: sql`${rateLimitCounters.hits} < ${hit.max}`,
    })
    .returning({ hits: rateLimitCounters.hits });
  return counted.length > 0;
}

/** One attempt at a sliding-window limit; `decide` is the area's pure rule over the admitted instants in the window. */
export interface SlidingWindowAttempt<Decision extends { allowed: boolean }> {
  limitName: string;
  key: string;
  at: Date;
  windowMs: number;
  decide: (admitted: Date[]) => Decision;
}

/**
 * Decides an attempt at a sliding-window limit and, when it is allowed, counts it, as one step
 * under a transaction lock on the limit and key (the way sign-in throttling does it), so attempts
 * from several processes at once are judged one after another and a burst never passes the limit.
 * A refused attempt is not counted. Each admitted instant is a row (two at the same instant add up).
 */
export async function admitSlidingWindowAttempt<Decision extends { allowed: boolean }>(
  db: Database,
  attempt: SlidingWindowAttempt<Decision>,
): Promise<Decision> {
  const { limitName, key, at, windowMs } = attempt;
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SLIDING_WINDOW}, hashtext(${`${limitName}:${key}`}))`);
    const rows = await tx
      .select({ at: rateLimitCounters.windowStart, hits: rateLimitCounters.hits })
      .from(rateLimitCounters)
      .where(
        and(
          eq(rateLimitCounters.limitName, limitName),
          eq(rateLimitCounters.key, key),
          gt(rateLimitCounters.windowStart, new Date(at.getTime() - windowMs)),
          lte(rateLimitCounters.windowStart, at),
        ),
      );
    const decision = attempt.decide(rows.flatMap((row) => Array.from({ length: row.hits }, () => row.at)));
    if (decision.allowed) {
      await tx
        .insert(rateLimitCounters)
        .values({ limitName, key, windowStart: at, hits: 1, expiresAt: new Date(at.getTime() + windowMs) })
        .onConflictDoUpdate({
          target: [rateLimitCounters.limitName, rateLimitCounters.key, rateLimitCounters.windowStart],
          set: { hits: sql`${rateLimitCounters.hits} + 1` },
        });
    }
    return decision;
  });
}

/** Housekeeping: counters whose window has passed count for nothing. */
export async function deleteExpiredRateLimitCounters(db: Database, now: Date): Promise<number> {
  const gone = await db.delete(rateLimitCounters).where(lte(rateLimitCounters.expiresAt, now)).returning({ key: rateLimitCounters.key });
  return gone.length;
}
