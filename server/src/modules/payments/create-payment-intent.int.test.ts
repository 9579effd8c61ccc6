import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertRoleCast } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { insertPayment, paymentState } from '../../../test/payment-helpers.ts';
import { insertTrip, TEST_PERCENTAGES } from '../../../test/trip-factories.ts';
import { bulkPayments, testProcessorIntents, trips } from '../../db/schema/index.ts';
import { computePriceBreakdown } from '../pricing/ports.ts';

let ctx: TestContext;
let agentUserId: number;

beforeAll(async () => {
  ctx = await buildTestApp();
  agentUserId = (await insertRoleCast(ctx.db)).users.agent.id;
});
afterAll(() => ctx.close());

type Trip = Awaited<ReturnType<typeof insertTrip>>;

/** The customer's browser on the public trip page. */
function createIntent(trip: { id: number }, token: string, extra = '', body?: unknown) {
  return new HttpSession(ctx.app).request('POST', `/api/create-payment-intent/${trip.id}/?token=${encodeURIComponent(token)}${extra}`, body);
}

const testIntentsOf = (tripId: number) =>
  ctx.db.select().from(testProcessorIntents).where(sql`${testProcessorIntents.metadata}->>'trip_id' = ${String(tripId)}`);

const publicTrip = async (trip: Trip) =>
  (await new HttpSession(ctx.app).request('GET', `/api/public/trip/${trip.reference}?token=${trip.token}`)).json();

describe('POST /api/create-payment-intent/{trip_id}/?token=', () => {
  it('creates one intent for the stored deposit and shows its secret on the trip page', async () => {
    const trip = await insertTrip(ctx.db, { agentUserId });
    const res = await createIntent(trip, trip.token);
    expect(res.statusCode, res.body).toBe(200);
    const { clientSecret } = res.json();
    expect(clientSecret).toMatch(/^pi_test_\w+_secret_\w+$/);

    const { payments } = await paymentState(ctx.db, trip.id);
    expect(payments).toMatchObject([
      { provider: 'test', amountCents: trip.depositGrossCents, currency: 'eur', status: 'requires_payment_method', clientSecret, idempotencyKey: `trip-${trip.id}-deposit-${trip.depositGrossCents}-1` },
    ]);
    expect(await testIntentsOf(trip.id)).toMatchObject([{ id: payments[0]!.providerPaymentId, amountCents: trip.depositGrossCents, metadata: { trip_id: String(trip.id), reference: trip.reference } }]);
    expect(await publicTrip(trip)).toMatchObject({ payment_intent_client_secret: clientSecret, stripe_public: null, card_processor: 'test' });
  });

  it('answers a second call with the same intent', async () => {
    const trip = await insertTrip(ctx.db, { agentUserId });
    const first = (await createIntent(trip, trip.token)).json();
    const second = (await createIntent(trip, trip.token)).json();
    expect(second).toEqual(first);
    expect((await paymentState(ctx.db, trip.id)).payments).toHaveLength(1);
  });

  it('ignores any amount in the body or the query: the deposit comes from the trip', async () => {
    const trip = await insertTrip(ctx.db, { agentUserId });
    const res = await createIntent(trip, trip.token, '&amount=1&amount_cents=1', { amount: 1, amount_cents: 1, currency: 'usd' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await testIntentsOf(trip.id)).toMatchObject([{ amountCents: trip.depositGrossCents, currency: 'eur' }]);
  });

  it('two concurrent calls make exactly one intent and get the same secret', async () => {
    const trip = await insertTrip(ctx.db, { agentUserId });
    const results = await Promise.all([1, 2, 3, 4].map(() => createIntent(trip, trip.token)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.json().clientSecret)).size).toBe(1);
    expect((await paymentState(ctx.db, trip.id)).payments).toHaveLength(1);
    expect(await testIntentsOf(trip.id)).toHaveLength(1);
  });

  it('after the trip is edited to another price, cancels the old intent and makes one for the new deposit', async () => {
    const trip = await insertTrip(ctx.db, { agentUserId });
    const before = (await createIntent(trip, trip.token)).json().clientSecret;
    const repriced = computePriceBreakdown(20_000, TEST_PERCENTAGES);
    await ctx.db.update(trips).set(repriced).where(eq(trips.id, trip.id));

    const after = (await createIntent(trip, trip.token)).json().clientSecret;
    expect(after).not.toBe(before);
    const { payments } = await paymentState(ctx.db, trip.id);
    expect(payments.map((p) => [p.status, p.amountCents, p.idempotencyKey])).toEqual([
      ['canceled', trip.depositGrossCents, `trip-${trip.id}-deposit-${trip.depositGrossCents}-1`],
      ['requires_payment_method', repriced.depositGrossCents, `trip-${trip.id}-deposit-${repriced.depositGrossCents}-2`],
    ]);
    const intents = await testIntentsOf(trip.id);
    expect(intents.find((i) => i.clientSecret === before)?.status).toBe('canceled');
    expect((await publicTrip(trip)).payment_intent_client_secret).toBe(after);
  });

  it('answers an unknown trip and a wrong token with the same 404', async () => {
    const trip = await insertTrip(ctx.db, { agentUserId });
    const other = await insertTrip(ctx.db, { agentUserId });
    const answers = [
      await createIntent(trip, other.token),
      await createIntent(trip, `${trip.token.slice(0, -1)}x`),
      await createIntent(trip, ''),
      await createIntent({ id: 2_147_483_647 }, trip.token),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Trip not found.' });
    }
    expect((await paymentState(ctx.db, trip.id)).payments).toEqual([]);
  });

  it.each([
    [{ status: 'draft' as const }, 'This trip is not waiting for a deposit.'],
    [{ status: 'confirmed' as const }, 'This trip is not waiting for a deposit.'],
    [{ status: 'canceled' as const }, 'This trip is not waiting for a deposit.'],
    [{ status: 'completed' as const }, 'This trip is not waiting for a deposit.'],
    [{ status: 'confirmed' as const, depositPaid: true, depositPaidAt: new Date() }, 'The deposit of this trip is already paid.'],
  ])('refuses a trip %o with 409', async (values, message) => {
    const trip = await insertTrip(ctx.db, { agentUserId, ...values });
    const res = await createIntent(trip, trip.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: message });
    expect(await testIntentsOf(trip.id)).toEqual([]);
  });

  it('refuses a trip that is in a bulk bank transfer', async () => {
    const [bulk] = await ctx.db
      .insert(bulkPayments)
      .values({ agentUserId, paymentReference: `BULK-${Date.now()}`, totalCents: 3750 })
      .returning();
    const trip = await insertTrip(ctx.db, { agentUserId, bulkPaymentId: bulk!.id });
    const res = await createIntent(trip, trip.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'This trip is being paid by bank transfer.' });
    expect((await publicTrip(trip)).payment_intent_client_secret).toBeNull();
  });

  it('refuses a new intent while a card payment is with the bank (processing)', async () => {
    const trip = await insertTrip(ctx.db, { agentUserId });
    await insertPayment(ctx.db, trip, { provider: 'test', status: 'processing' });
    const res = await createIntent(trip, trip.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'A card payment of this trip is already being processed.' });
  });

  it('needs the CSRF token like every other POST', async () => {
    const trip = await insertTrip(ctx.db, { agentUserId });
    const res = await new HttpSession(ctx.app).request('POST', `/api/create-payment-intent/${trip.id}/?token=${trip.token}`, undefined, { csrf: false });
    expect(res.statusCode).toBe(403);
  });
});
