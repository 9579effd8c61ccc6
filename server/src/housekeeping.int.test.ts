import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, knownDevices, rateLimitCounters, sessions } from './db/schema/index.ts';
import { runHousekeeping } from './housekeeping.ts';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import { insertUser } from '../test/factories.ts';
import { createTestServices } from '../test/test-services.ts';

// Issue 17 (housekeeping): expired quotes, sessions and sign-in attempts were never deleted. The
// limits' counts live in rate_limit_counters since issue 28.

const NOW = new Date('2030-05-01T12:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3600 * 1000);

let ctx: TestContext;
beforeAll(async () => (ctx = await buildTestApp({ now: () => NOW })));
afterAll(() => ctx.close());

describe('the housekeeping sweep', () => {
  it('deletes what can no longer be used and keeps what still counts', async () => {
    const user = await insertUser(ctx.db);
    const [expiredSession, liveSession] = await ctx.db
      .insert(sessions)
      .values([
        { tokenHash: `hk-expired-${user.id}`, userId: user.id, expiresAt: hoursAgo(1), createdAt: hoursAgo(30), lastSeenAt: hoursAgo(2) },
        { tokenHash: `hk-live-${user.id}`, userId: user.id, expiresAt: hoursAgo(-5), createdAt: hoursAgo(1), lastSeenAt: hoursAgo(1) },
      ])
      .returning({ id: sessions.id });
    const [expiredDevice, knownDevice] = await ctx.db
      .insert(knownDevices)
      .values([
        { tokenHash: `hk-gone-${user.id}`, userId: user.id, createdAt: hoursAgo(9000), lastSignInAt: hoursAgo(8761), expiresAt: hoursAgo(1) },
        { tokenHash: `hk-known-${user.id}`, userId: user.id, createdAt: hoursAgo(9000), lastSignInAt: hoursAgo(10), expiresAt: hoursAgo(-8750) },
      ])
      .returning({ id: knownDevices.id });
    await ctx.db.insert(idempotencyKeys).values([
      { userId: user.id, scope: 'trips.book', key: 'hk-old-key-000000', requestHash: 'x', response: {}, createdAt: hoursAgo(25) },
      { userId: user.id, scope: 'trips.book', key: 'hk-new-key-000000', requestHash: 'x', response: {}, createdAt: hoursAgo(1) },
    ]);
    await ctx.db.insert(rateLimitCounters).values([
      { limitName: 'places.search', key: 'hk-passed', windowStart: hoursAgo(1), hits: 120, expiresAt: hoursAgo(0.99) },
      { limitName: 'places.search', key: 'hk-current', windowStart: NOW, hits: 3, expiresAt: hoursAgo(-0.01) },
    ]);

    const services = createTestServices(ctx, { now: () => NOW });
    const deleted = await runHousekeeping(services, ctx.db, () => NOW);
    expect(deleted).toMatchObject({ sessions: 1, knownDevices: 1, idempotencyKeys: 1, rateLimitCounters: 1 });

    const left = async <T extends { id: number }>(rows: T[], table: typeof sessions | typeof knownDevices) =>
      (await ctx.db.select({ id: table.id }).from(table).where(inArray(table.id, rows.map((r) => r.id)))).map((r) => r.id);
    expect(await left([expiredSession!, liveSession!], sessions)).toEqual([liveSession!.id]);
    expect(await left([expiredDevice!, knownDevice!], knownDevices)).toEqual([knownDevice!.id]);
    const keys = await ctx.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(keys.map((k) => k.key)).toEqual(['hk-new-key-000000']);
    const counters = await ctx.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters);
    expect(counters.map((c) => c.key)).toEqual(['hk-current']);
  });
});
