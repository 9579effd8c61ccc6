import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../../db/schema/index.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { Database, DatabaseHandle } from './database.ts';
import { openDatabase } from './open-database.ts';
import { admitSlidingWindowAttempt, deleteExpiredRateLimitCounters, takeFixedWindowHit } from './rate-limits.ts';

const T0 = new Date('2031-03-01T10:00:00Z');
const seconds = (s: number) => new Date(T0.getTime() + s * 1000);

let handle: DatabaseHandle;
/** A second pool on the same PostgreSQL database stands in for a second server process; on PGlite there is one client. */
let other: DatabaseHandle | null = null;
let dbs: Database[];

beforeAll(async () => {
  handle = await createTestDatabase();
  if (handle.connection.kind === 'postgres') other = await openDatabase({ kind: 'postgres', url: handle.connection.url, poolSize: 4 });
  dbs = other ? [handle.db, other.db] : [handle.db];
});
afterAll(async () => {
  await other?.close();
  await handle.close();
});

/** Runs `count` calls at once, alternating between the databases' pools. */
const atOnce = <T>(count: number, call: (db: Database) => Promise<T>) => Promise.all(Array.from({ length: count }, (_, i) => call(dbs[i % dbs.length]!)));

const hitsOf = async (limitName: string, key: string) =>
  (await handle.db.select({ hits: rateLimitCounters.hits }).from(rateLimitCounters).where(and(eq(rateLimitCounters.limitName, limitName), eq(rateLimitCounters.key, key)))).map((r) => r.hits);

describe('fixed-window hits', () => {
  const window = { limitName: 'test.fixed', start: T0, end: seconds(60), max: 20 };

  it('admits exactly the limit of a burst from several connections at once, and counts only those', async () => {
    const admitted = await atOnce(50, (db) => takeFixedWindowHit(db, { ...window, key: 'burst' }));
    expect(admitted.filter(Boolean)).toHaveLength(20);
    expect(await hitsOf('test.fixed', 'burst')).toEqual([20]);
  });

  it('counts each key, limit and window on its own', async () => {
    expect(await takeFixedWindowHit(handle.db, { ...window, key: 'a', max: 1 })).toBe(true);
    expect(await takeFixedWindowHit(handle.db, { ...window, key: 'a', max: 1 })).toBe(false);
    expect(await takeFixedWindowHit(handle.db, { ...window, key: 'b', max: 1 })).toBe(true);
    expect(await takeFixedWindowHit(handle.db, { ...window, limitName: 'test.other', key: 'a', max: 1 })).toBe(true);
    expect(await takeFixedWindowHit(handle.db, { ...window, key: 'a', max: 1, start: seconds(60), end: seconds(120) })).toBe(true);
  });
});

describe('sliding-window attempts', () => {
  const tenPerHour = (at: Date) => (admitted: Date[]) => ({ allowed: admitted.filter((t) => t.getTime() > at.getTime() - 3_600_000).length < 10 });

  it('judges a burst from several connections one after another: ten admitted, the refused not counted', async () => {
    const decisions = await atOnce(15, (db) =>
      admitSlidingWindowAttempt(db, { limitName: 'test.sliding', key: 'burst', at: T0, windowMs: 3_600_000, decide: tenPerHour(T0) }),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
    // Ten attempts at one instant are one row counting ten.
    expect(await hitsOf('test.sliding', 'burst')).toEqual([10]);
  });

  it('hands the rule the admitted instants inside the window only', async () => {
    const seen: Date[][] = [];
    const record = (admitted: Date[]) => {
      seen.push(admitted);
      return { allowed: true };
    };
    const attempt = (at: Date) => admitSlidingWindowAttempt(handle.db, { limitName: 'test.sliding', key: 'seen', at, windowMs: 60_000, decide: record });
    await attempt(seconds(0));
    await attempt(seconds(30));
    await attempt(seconds(70));
    expect(seen).toEqual([[], [seconds(0)], [seconds(30)]]);
  });
});

describe('expired counters', () => {
  it('are deleted once their window has passed, and only they', async () => {
    await takeFixedWindowHit(handle.db, { limitName: 'test.expiry', key: 'old', start: seconds(-120), end: seconds(-60), max: 5 });
    await takeFixedWindowHit(handle.db, { limitName: 'test.expiry', key: 'current', start: T0, end: seconds(60), max: 5 });
    await deleteExpiredRateLimitCounters(handle.db, seconds(1));
    expect(await hitsOf('test.expiry', 'old')).toEqual([]);
    expect(await hitsOf('test.expiry', 'current')).toEqual([1]);
  });
});
