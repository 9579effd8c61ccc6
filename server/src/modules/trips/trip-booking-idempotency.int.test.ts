import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_REUSED } from '../../platform/db/idempotency.ts';
import { trips } from '../../db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { quoteSplitToDubrovnik, splitToDubrovnikBooking } from '../../../test/booking-helpers.ts';
import { insertRoleCast } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';

// Issue 16, finding 5: ten identical bookings sent together made ten trips, and a booking committed
// just before a crash was never answered, so its retry made a second one.

const clock = new Date('2030-05-01T08:00:00Z');
let ctx: TestContext;
let cast: Awaited<ReturnType<typeof insertRoleCast>>;

beforeAll(async () => {
  ctx = await buildTestApp({ now: () => clock });
  cast = await insertRoleCast(ctx.db);
});
afterAll(() => ctx.close());

async function agentSession(ip: string): Promise<HttpSession> {
  const session = new HttpSession(ctx.app, { ip });
  await session.signIn(cast.users.agent.username);
  return session;
}

const tripsOfCustomer = async (lastName: string) => ctx.db.select({ id: trips.id, reference: trips.reference }).from(trips).where(eq(trips.customerLastName, lastName));

describe('booking with an Idempotency-Key', () => {
  it('ten identical bookings sent together make one trip, and every answer names it', async () => {
    const session = await agentSession('10.16.5.1');
    const body = splitToDubrovnikBooking(await quoteSplitToDubrovnik(session), { customer_last_name: 'Idempotent-Ten' });
    const key = 'form-submit-0001-aaaaaaaa';
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => session.request('POST', '/api/trip/', body, { headers: { 'idempotency-key': key } })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const saved = await tripsOfCustomer('Idempotent-Ten');
    expect(saved).toHaveLength(1);
    expect(new Set(answers.map((a) => (a.json() as { reference: string }).reference))).toEqual(new Set([saved[0]!.reference]));
  });

  it('a retry after the answer was lost gets the first booking, not a second one', async () => {
    const session = await agentSession('10.16.5.2');
    const body = splitToDubrovnikBooking(await quoteSplitToDubrovnik(session), { customer_last_name: 'Idempotent-Retry' });
    const first = await session.request('POST', '/api/trip/', body, { headers: { 'idempotency-key': 'form-submit-0002-bbbbbbbb' } });
    const retry = await session.request('POST', '/api/trip/', body, { headers: { 'idempotency-key': 'form-submit-0002-bbbbbbbb' } });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await tripsOfCustomer('Idempotent-Retry')).toHaveLength(1);
  });

  it('the same key with another booking is refused at the header', async () => {
    const session = await agentSession('10.16.5.3');
    const quote = await quoteSplitToDubrovnik(session);
    const headers = { 'idempotency-key': 'form-submit-0003-cccccccc' };
    await session.request('POST', '/api/trip/', splitToDubrovnikBooking(quote, { customer_last_name: 'Idempotent-A' }), { headers });
    const other = await session.request('POST', '/api/trip/', splitToDubrovnikBooking(quote, { customer_last_name: 'Idempotent-B' }), { headers });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ detail: [{ loc: ['headers', 'idempotency-key'], msg: IDEMPOTENCY_KEY_REUSED, type: 'value_error' }] });
    expect(await tripsOfCustomer('Idempotent-B')).toHaveLength(0);
  });

  it("one user's key never answers another user's booking", async () => {
    const agent = await agentSession('10.16.5.4');
    const admin = new HttpSession(ctx.app, { ip: '10.16.5.5' });
    await admin.signIn(cast.users.agencyAdmin.username);
    const headers = { 'idempotency-key': 'form-submit-0004-dddddddd' };
    const body = splitToDubrovnikBooking(await quoteSplitToDubrovnik(agent), { customer_last_name: 'Idempotent-Users' });
    await agent.request('POST', '/api/trip/', body, { headers });
    const adminBody = splitToDubrovnikBooking(await quoteSplitToDubrovnik(admin), { customer_last_name: 'Idempotent-Users' });
    expect((await admin.request('POST', '/api/trip/', adminBody, { headers })).statusCode).toBe(200);
    expect(await tripsOfCustomer('Idempotent-Users')).toHaveLength(2);
  });

  it('without a key each booking is a new trip, as before', async () => {
    const session = await agentSession('10.16.5.6');
    const body = splitToDubrovnikBooking(await quoteSplitToDubrovnik(session), { customer_last_name: 'Idempotent-None' });
    await session.request('POST', '/api/trip/', body);
    await session.request('POST', '/api/trip/', body);
    expect(await tripsOfCustomer('Idempotent-None')).toHaveLength(2);
  });

  it('a malformed key is a 422 at the header', async () => {
    const session = await agentSession('10.16.5.7');
    const body = splitToDubrovnikBooking(await quoteSplitToDubrovnik(session), { customer_last_name: 'Idempotent-Bad' });
    const res = await session.request('POST', '/api/trip/', body, { headers: { 'idempotency-key': 'short' } });
    expect(res.statusCode).toBe(422);
    expect((res.json() as { detail: { loc: unknown[] }[] }).detail[0]!.loc).toEqual(['headers', 'idempotency-key']);
  });
});
