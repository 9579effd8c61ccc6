import { createHash } from 'node:crypto';
import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import { rateLimitCounters } from '../../db/schema/index.ts';
import { admissionOf, secondsUntilRoom, type Admission, type RateLimit } from '../rate-limits/sliding-window.ts';
import type { Database } from './database.ts';
import { inTransaction } from './transaction.ts';

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

/** Advisory lock class (the first key) of the sliding-window limits; the second key is one limit and key's. */
const LOCK_SLIDING_WINDOW = 16_010;

/** The lock of one limit and key: 32 bits of their SHA-256, so every process takes the same one. */
const lockOf = (limit: RateLimit): number => createHash('sha256').update(`${limit.name}\n${limit.key}`).digest().readInt32BE(0);

const counterOf = (limit: RateLimit) => and(eq(rateLimitCounters.limitName, limit.name), eq(rateLimitCounters.key, limit.key));

/**
 * The one way an attempt is admitted against sliding-window limits (sign-in, forgot password,
 * partner applications, invitations): in one short transaction it takes an advisory lock per limit
 * and key, in the order of the locks' numbers, so attempts that share any key are judged one after
 * another and two attempts never wait on each other in a circle; it reads what each limit admitted
 * in its window and, when every limit has room, counts the attempt in each. Any number of attempts
 * at once, from any number of server processes, never get past a limit, and a refused attempt is
 * not counted. Each admitted instant is a row (two at the same instant add up).
 */
export async function admitAttempt(db: Database, at: Date, limits: readonly RateLimit[]): Promise<Admission> {
  if (new Set(limits.map((l) => `${l.name}\n${l.key}`)).size !== limits.length) throw new Error('An attempt counts once against each limit and key.');
  return inTransaction(db, async (tx) => {
    for (const lock of limits.map(lockOf).sort((a, b) => a - b)) {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SLIDING_WINDOW}, ${lock})`);
    }
    const rows = await tx
      .select({ name: rateLimitCounters.limitName, key: rateLimitCounters.key, at: rateLimitCounters.windowStart, hits: rateLimitCounters.hits })
      .from(rateLimitCounters)
      // No upper bound: an attempt that read the clock after this one but got its lock first was admitted all the same.
      .where(or(...limits.map((l) => and(counterOf(l), gt(rateLimitCounters.windowStart, new Date(at.getTime() - l.windowMs))))));
    const admission = admissionOf(
      limits.map((limit) => {
        const admitted = rows.filter((r) => r.name === limit.name && r.key === limit.key).flatMap((r) => Array.from({ length: r.hits }, () => r.at));
        return secondsUntilRoom(limit, admitted, at);
      }),
    );
    if (admission.allowed && limits.length > 0) {
      await tx
        .insert(rateLimitCounters)
        .values(limits.map((l) => ({ limitName: l.name, key: l.key, windowStart: at, hits: 1, expiresAt: new Date(at.getTime() + l.windowMs) })))
        .onConflictDoUpdate({
          target: [rateLimitCounters.limitName, rateLimitCounters.key, rateLimitCounters.windowStart],
          set: { hits: sql`${rateLimitCounters.hits} + 1` },
        });
    }
    return admission;
  });
}

/** Takes back an attempt admitted at `at` from these limits, as if it had never been counted there. */
export async function giveBackAttempt(db: Database, at: Date, limits: readonly RateLimit[]): Promise<void> {
  if (limits.length === 0) return;
  await db
    .update(rateLimitCounters)
    .set({ hits: sql`${rateLimitCounters.hits} - 1` })
    .where(and(or(...limits.map(counterOf)), eq(rateLimitCounters.windowStart, at), gt(rateLimitCounters.hits, 0)));
}

/** Forgets every attempt these limits counted for their keys. */
export async function forgetAttempts(db: Database, limits: readonly RateLimit[]): Promise<void> {
  if (limits.length === 0) return;
  await db.delete(rateLimitCounters).where(or(...limits.map(counterOf)));
}

/** Housekeeping: counters whose window has passed count for nothing. */
export async function deleteExpiredRateLimitCounters(db: Database, now: Date): Promise<number> {
  const gone = await db.delete(rateLimitCounters).where(lte(rateLimitCounters.expiresAt, now)).returning({ key: rateLimitCounters.key });
  return gone.length;
}
