import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../../db/schema/index.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { Database, DatabaseHandle } from './database.ts';
import { openDatabase } from './open-database.ts';
import type { RateLimit } from '../rate-limits/sliding-window.ts';
import { admitAttempt, deleteExpiredRateLimitCounters, forgetAttempts, giveBackAttempt, takeFixedWindowHit } from './rate-limits.ts';

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
  const tenPerHour = (key: string): RateLimit => ({ name: 'test.sliding', key, max: 10, windowMs: 3_600_000 });
  /** How many attempts the tests below have made: a fresh key or instant for each. */
  let admissionsStarted = 0;

  it('judges a burst from several connections one after another: ten admitted, the refused not counted', async () => {
    const admissions = await atOnce(15, (db) => admitAttempt(db, T0, [tenPerHour('burst')]));
    expect(admissions.filter((a) => a.allowed)).toHaveLength(10);
    expect(admissions.filter((a) => !a.allowed)).toEqual(Array.from({ length: 5 }, () => ({ allowed: false, retryAfterSeconds: 3600 })));
    // Ten attempts at one instant are one row counting ten.
    expect(await hitsOf('test.sliding', 'burst')).toEqual([10]);
  });

  it('counts an attempt that read the clock later but took the lock first', async () => {
    // Requests read the clock, then wait for the lock: the lock's order need not be the clock's.
    // Fifteen attempts whose instants step back in the order they are made meet that every time.
    const admissions = await atOnce(15, (db) => admitAttempt(db, seconds(-admissionsStarted++), [tenPerHour('reversed')]));
    expect(admissions.filter((a) => a.allowed)).toHaveLength(10);
    expect((await hitsOf('test.sliding', 'reversed')).reduce((a, b) => a + b, 0)).toBe(10);
  });

  it('admits only when every limit has room, and then counts the attempt in each', async () => {
    const shared: RateLimit = { name: 'test.shared', key: 'one-account', max: 3, windowMs: 60_000 };
    const own = (key: string): RateLimit => ({ name: 'test.own', key, max: 1, windowMs: 60_000 });
    // Each of six clients may try once; together they may try three times.
    const admissions = await atOnce(6, (db) => admitAttempt(db, T0, [own(`client-${admissionsStarted++}`), shared]));
    expect(admissions.filter((a) => a.allowed)).toHaveLength(3);
    expect(await hitsOf('test.shared', 'one-account')).toEqual([3]);
    // A client refused by the shared limit was not counted in its own.
    const ownHits = await handle.db.select({ hits: rateLimitCounters.hits }).from(rateLimitCounters).where(eq(rateLimitCounters.limitName, 'test.own'));
    expect(ownHits.map((r) => r.hits)).toEqual([1, 1, 1]);
  });

  it('never deadlocks attempts that share keys in opposite orders', async () => {
    const a: RateLimit = { name: 'test.order', key: 'a', max: 100, windowMs: 60_000 };
    const b: RateLimit = { name: 'test.order', key: 'b', max: 100, windowMs: 60_000 };
    const admissions = await atOnce(40, (db) => admitAttempt(db, T0, admissionsStarted++ % 2 === 0 ? [a, b] : [b, a]));
    expect(admissions.every((x) => x.allowed)).toBe(true);
    expect(await hitsOf('test.order', 'a')).toEqual([40]);
  });

  it('gives an attempt back, and forgets a key', async () => {
    const limit: RateLimit = { name: 'test.back', key: 'k', max: 2, windowMs: 60_000 };
    await admitAttempt(handle.db, seconds(1), [limit]);
    await admitAttempt(handle.db, seconds(2), [limit]);
    expect(await admitAttempt(handle.db, seconds(3), [limit])).toEqual({ allowed: false, retryAfterSeconds: 58 });
    await giveBackAttempt(handle.db, seconds(2), [limit]);
    expect(await admitAttempt(handle.db, seconds(3), [limit])).toEqual({ allowed: true });
    await forgetAttempts(handle.db, [limit]);
    expect(await hitsOf('test.back', 'k')).toEqual([]);
  });

  it('judges by the attempts inside the window only', async () => {
    const limit: RateLimit = { name: 'test.window', key: 'k', max: 2, windowMs: 60_000 };
    expect(await admitAttempt(handle.db, seconds(0), [limit])).toEqual({ allowed: true });
    expect(await admitAttempt(handle.db, seconds(30), [limit])).toEqual({ allowed: true });
    expect(await admitAttempt(handle.db, seconds(59), [limit])).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await admitAttempt(handle.db, seconds(60), [limit])).toEqual({ allowed: true });
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
