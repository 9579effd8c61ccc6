import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, trips } from '../../db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertRoleCast } from '../../../test/factories.ts';
import { storeBankAccount } from '../../../test/bulk-payment-factories.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { eventually, paymentState } from '../../../test/payment-helpers.ts';
import { insertTrip } from '../../../test/trip-factories.ts';
import { createTestCardProcessor } from '../../platform/payments/test-card-processor.ts';

// A deposit is paid once and at the price the trip asks now, whichever way the money comes:
// a card form opened before the trip was repriced, or a card payment next to a bank transfer.
let ctx: TestContext;
let cast: Awaited<ReturnType<typeof insertRoleCast>>;

beforeAll(async () => {
  ctx = await buildTestApp({
    publicUrl: 'https://vozimo.example',
    cardProcessor: (db) => createTestCardProcessor({ db, processingDelayMs: 50 }),
  });
  await storeBankAccount(ctx.db);
  cast = await insertRoleCast(ctx.db);
});
afterAll(() => ctx.close());

async function customerOpensPaymentForm() {
  const trip = await insertTrip(ctx.db, { agentUserId: cast.users.agent.id, agencyId: cast.agency.id, status: 'pending_payment' });
  const customer = new HttpSession(ctx.app);
  const res = await customer.request('POST', `/api/create-payment-intent/${trip.id}/?token=${trip.token}`);
  expect(res.statusCode, res.body).toBe(200);
  const clientSecret: string = res.json().clientSecret;
  const pay = () =>
    customer.request('POST', '/api/test-processor/confirm/', {
      client_secret: clientSecret,
      card_number: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
      return_url: `/payment/return/${trip.id}`,
    });
  const page = async () => (await customer.request('GET', `/api/public/trip/${trip.reference}?token=${trip.token}`)).json();
  return { trip, clientSecret, pay, page };
}

const tripRow = async (id: number) => (await ctx.db.select().from(trips).where(eq(trips.id, id)))[0]!;

/** Staff changed the route: the trip takes the (reconciling) price columns of a dearer trip. */
async function repriceTrip(id: number) {
  const dearer = await tripRow((await insertTrip(ctx.db, { agentUserId: cast.users.agent.id, basePriceCents: 20_000 })).id);
  const priceColumns = Object.fromEntries(Object.entries(dearer).filter(([key]) => key.endsWith('Cents') || key.endsWith('PercentBp')));
  await ctx.db.update(trips).set(priceColumns).where(eq(trips.id, id));
  expect((await tripRow(id)).depositGrossCents).toBe(dearer.depositGrossCents);
}

describe('a card form opened before the trip was repriced', () => {
  it('is not resumed, and paying it does not confirm the trip at the new price', async () => {
    const { trip, clientSecret, pay, page } = await customerOpensPaymentForm();
    expect((await page()).payment_intent_client_secret).toBe(clientSecret);
    await repriceTrip(trip.id);

    expect((await page()).payment_intent_client_secret).toBeNull();
    expect((await pay()).json()).toMatchObject({ outcome: 'redirect' });
    await eventually(async () => expect((await paymentState(ctx.db, trip.id)).payments[0]?.status).toBe('succeeded'));
    expect(await tripRow(trip.id)).toMatchObject({ status: 'pending_payment', depositPaid: false });
  });
});

describe('a card payment next to a bank transfer', () => {
  it('is withdrawn when the agent chooses the trip for a bank transfer, so the card cannot pay it', async () => {
    const { trip, pay, page } = await customerOpensPaymentForm();
    const agent = new HttpSession(ctx.app);
    await agent.signIn(cast.users.agent.username);
    const created = await agent.request('POST', '/api/bulk_payment/', { trip_ids: [trip.id] });
    expect(created.statusCode, created.body).toBe(200);

    expect(await page()).toMatchObject({ deposit_by_bank_transfer: true, payment_intent_client_secret: null });
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.tripId, trip.id));
    expect(payment).toMatchObject({ status: 'canceled', lastError: `Replaced by bank transfer ${created.json().payment_reference}` });
    const attempt = await pay();
    expect(attempt.json().outcome).not.toBe('redirect');
    expect(await tripRow(trip.id)).toMatchObject({ status: 'pending_payment', depositPaid: false });

    const staff = new HttpSession(ctx.app);
    await staff.signIn(cast.users.staff.username);
    const paid = await staff.request('POST', `/api/bulk_payment/${created.json().bulk_payment_id}/mark_paid/`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await tripRow(trip.id)).toMatchObject({ status: 'confirmed', depositPaid: true });
  });

  it('still records money the processor took after we had withdrawn the payment (the race), once', async () => {
    const { trip, pay } = await customerOpensPaymentForm();
    // Withdrawn on our side, but the cancel has not reached the processor yet.
    await ctx.db.update(payments).set({ status: 'canceled' }).where(eq(payments.tripId, trip.id));
    expect((await pay()).json()).toMatchObject({ outcome: 'redirect' });
    await eventually(async () => expect((await paymentState(ctx.db, trip.id)).payments[0]?.status).toBe('succeeded'));
    expect(await tripRow(trip.id)).toMatchObject({ status: 'confirmed', depositPaid: true });
  });
});
