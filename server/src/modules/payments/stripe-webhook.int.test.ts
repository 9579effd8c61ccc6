import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertRoleCast } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';
import {
  capturedLogs,
  eventsOfIntent,
  insertPayment,
  intentEventPayload,
  paymentState,
  stripeSignature,
  type IntentEventValues,
} from '../../../test/payment-helpers.ts';
import { insertTrip } from '../../../test/trip-factories.ts';
import { trips } from '../../db/schema/index.ts';
import { createStripeCardProcessor } from '../../platform/payments/stripe-card-processor.ts';

const WEBHOOK_SECRET = 'whsec_test_webhook_secret_for_tests';

let ctx: TestContext;
let agentUserId: number;
const logs = capturedLogs();

beforeAll(async () => {
  ctx = await buildTestApp({
    logger: logs.logger,
    publicUrl: 'https://vozimo.example',
    // The API is never called here: payments are inserted as creating an intent would store them.
    cardProcessor: () =>
      createStripeCardProcessor(
        { secretKey: 'sk_test_unused', publishableKey: 'pk_test_unused', webhookSecret: WEBHOOK_SECRET },
        { host: '127.0.0.1', port: 9, protocol: 'http', maxNetworkRetries: 0 },
      ),
  });
  agentUserId = (await insertRoleCast(ctx.db)).users.agent.id;
});
afterAll(() => ctx.close());

/** A pending trip with an open Stripe payment of its deposit. */
async function tripWithPayment(tripValues: Partial<Parameters<typeof insertTrip>[1]> = {}) {
  const trip = await insertTrip(ctx.db, { agentUserId, ...tripValues });
  const payment = await insertPayment(ctx.db, trip);
  const event = (values: Partial<IntentEventValues> = {}) =>
    intentEventPayload(payment.providerPaymentId, { amount: trip.depositGrossCents, tripId: trip.id, ...values });
  return { trip, payment, event };
}

/** As Stripe delivers: no cookies, no CSRF token, the exact body and its signature. */
function deliver(payload: string, signature: string | undefined, contentType = 'application/json; charset=utf-8') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe/',
    payload,
    headers: { 'content-type': contentType, ...(signature === undefined ? {} : { 'stripe-signature': signature }) },
  });
}

describe('POST /api/webhooks/stripe/: the signature', () => {
  it('accepts a genuine delivery and confirms the trip, in one go', async () => {
    const { trip, payment, event } = await tripWithPayment();
    const payload = event();
    const res = await deliver(payload, stripeSignature(payload, WEBHOOK_SECRET));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });

    const state = await paymentState(ctx.db, trip.id);
    expect(state.trip).toMatchObject({ status: 'confirmed', depositPaid: true });
    expect(state.history.at(-1)).toMatchObject({ fromStatus: 'pending_payment', toStatus: 'confirmed', changedByUserId: null, note: 'Deposit paid by card' });
    expect(state.payments).toMatchObject([{ id: payment.id, status: 'succeeded', lastError: null }]);
    expect(state.outbox).toHaveLength(1);
    expect(state.outbox[0]).toMatchObject({ toAddress: 'ana.horvat@example.com', subject: `Deposit received for your trip ${trip.reference}` });
    expect(state.outbox[0]!.textBody).toContain(`https://vozimo.example/trip/${trip.reference}?token=${trip.token}`);
    expect(`${state.outbox[0]!.maskedTextBody} ${state.outbox[0]!.maskedHtmlBody}`).not.toContain(trip.token);
    const [stored] = await eventsOfIntent(ctx.db, payment.providerPaymentId);
    expect(stored).toMatchObject({ provider: 'stripe', type: 'payment_intent.succeeded' });
    expect(stored!.processedAt).not.toBeNull();
  });

  it.each([
    ['a tampered body', (payload: string) => ({ body: payload.replace('"amount":', '"amount":1'), signature: stripeSignature(payload, WEBHOOK_SECRET) })],
    ['another secret', (payload: string) => ({ body: payload, signature: stripeSignature(payload, 'whsec_someone_else') })],
    ['a delivery signed more than 5 minutes ago (a replay)', (payload: string) => ({ body: payload, signature: stripeSignature(payload, WEBHOOK_SECRET, 301) })],
    ['no signature', (payload: string) => ({ body: payload, signature: undefined })],
    ['a malformed signature header', (payload: string) => ({ body: payload, signature: 'v1=deadbeef' })],
  ])('refuses %s with 400 and changes nothing', async (_name, forge) => {
    const { trip, payment, event } = await tripWithPayment();
    const { body, signature } = forge(event());
    const res = await deliver(body, signature);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Invalid signature.' });
    const state = await paymentState(ctx.db, trip.id);
    expect(state.trip).toMatchObject({ status: 'pending_payment', depositPaid: false });
    expect(state.payments[0]!.status).toBe('requires_payment_method');
    expect(await eventsOfIntent(ctx.db, payment.providerPaymentId)).toEqual([]);
  });

  it('accepts a delivery signed 4 minutes ago (Stripe retries within the tolerance)', async () => {
    const { event } = await tripWithPayment();
    const payload = event();
    expect((await deliver(payload, stripeSignature(payload, WEBHOOK_SECRET, 240))).statusCode).toBe(200);
  });

  it('leaves JSON parsing of every other route alone', async () => {
    const browser = new HttpSession(ctx.app);
    const res = await browser.request('POST', '/api/auth/', { username: 'nobody', password: 'wrong' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).not.toMatch(/JSON/);
  });
});

describe('POST /api/webhooks/stripe/: each event applies once', () => {
  it('a succeeded event delivered 10 times pays once: one history row, one e-mail, one event row', async () => {
    const { trip, payment, event } = await tripWithPayment();
    const payload = event({ eventId: `evt_replayed_${trip.id}` });
    for (let i = 0; i < 10; i++) {
      expect((await deliver(payload, stripeSignature(payload, WEBHOOK_SECRET))).statusCode).toBe(200);
    }
    const state = await paymentState(ctx.db, trip.id);
    expect(state.history.filter((h) => h.toStatus === 'confirmed')).toHaveLength(1);
    expect(state.trip.depositPaid).toBe(true);
    expect(state.outbox).toHaveLength(1);
    expect(await eventsOfIntent(ctx.db, payment.providerPaymentId)).toHaveLength(1);
  });

  it('10 concurrent deliveries of one event change the state once', async () => {
    const { trip, payment, event } = await tripWithPayment();
    const payload = event({ eventId: `evt_concurrent_${trip.id}` });
    const results = await Promise.all(Array.from({ length: 10 }, () => deliver(payload, stripeSignature(payload, WEBHOOK_SECRET))));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const state = await paymentState(ctx.db, trip.id);
    expect(state.history.filter((h) => h.toStatus === 'confirmed')).toHaveLength(1);
    expect(state.outbox).toHaveLength(1);
    expect(await eventsOfIntent(ctx.db, payment.providerPaymentId)).toHaveLength(1);
  });

  it('a late "processing" after "succeeded" (out of order) keeps the payment succeeded', async () => {
    const { trip, payment, event } = await tripWithPayment();
    const succeeded = event();
    const processing = event({ type: 'payment_intent.processing' });
    await deliver(succeeded, stripeSignature(succeeded, WEBHOOK_SECRET));
    expect((await deliver(processing, stripeSignature(processing, WEBHOOK_SECRET))).statusCode).toBe(200);
    const state = await paymentState(ctx.db, trip.id);
    expect(state.payments[0]!.status).toBe('succeeded');
    expect(state.trip).toMatchObject({ status: 'confirmed', depositPaid: true });
    const events = await eventsOfIntent(ctx.db, payment.providerPaymentId);
    expect(events.map((e) => e.type)).toEqual(['payment_intent.succeeded', 'payment_intent.processing']);
    expect(events.every((e) => e.processedAt !== null)).toBe(true);
  });

  it('processing, then succeeded: the trip is confirmed only on success', async () => {
    const { trip, event } = await tripWithPayment();
    const processing = event({ type: 'payment_intent.processing' });
    await deliver(processing, stripeSignature(processing, WEBHOOK_SECRET));
    let state = await paymentState(ctx.db, trip.id);
    expect(state.payments[0]!.status).toBe('processing');
    expect(state.trip).toMatchObject({ status: 'pending_payment', depositPaid: false });
    const succeeded = event();
    await deliver(succeeded, stripeSignature(succeeded, WEBHOOK_SECRET));
    state = await paymentState(ctx.db, trip.id);
    expect(state.trip).toMatchObject({ status: 'confirmed', depositPaid: true });
  });

  it('a failed payment keeps the trip waiting and records why', async () => {
    const { trip, event } = await tripWithPayment();
    const failed = event({ type: 'payment_intent.payment_failed', lastPaymentError: 'Your card was declined.' });
    expect((await deliver(failed, stripeSignature(failed, WEBHOOK_SECRET))).statusCode).toBe(200);
    const state = await paymentState(ctx.db, trip.id);
    expect(state.payments[0]).toMatchObject({ status: 'requires_payment_method', lastError: 'Your card was declined.' });
    expect(state.trip).toMatchObject({ status: 'pending_payment', depositPaid: false });
    expect(state.outbox).toEqual([]);
  });

  it('queues no e-mail when the customer left no address, and still pays', async () => {
    const { trip, event } = await tripWithPayment({ customerEmail: '' });
    const payload = event();
    await deliver(payload, stripeSignature(payload, WEBHOOK_SECRET));
    const state = await paymentState(ctx.db, trip.id);
    expect(state.trip.depositPaid).toBe(true);
    expect(state.outbox).toEqual([]);
  });

  it('stores an event about an intent Vozimo does not know, unapplied, and answers 200', async () => {
    const payload = intentEventPayload('pi_unknown_to_vozimo', { amount: 1000, tripId: 1 });
    expect((await deliver(payload, stripeSignature(payload, WEBHOOK_SECRET))).statusCode).toBe(200);
    const [stored] = await eventsOfIntent(ctx.db, 'pi_unknown_to_vozimo');
    expect(stored).toMatchObject({ type: 'payment_intent.succeeded', processedAt: null });
    expect(logs.withMessage('payment event for an unknown payment intent; stored, not applied')).toHaveLength(1);
  });
});

describe('POST /api/webhooks/stripe/: the amount cannot be faked', () => {
  it.each([
    ['a different amount', { amount: 1 }],
    ['less received than asked for', { amountReceived: 100 }],
    ['another currency', { currency: 'usd' }],
    ['another trip in the metadata', { tripId: 2_147_483_647 }],
  ])('%s: not paid, the payment records why, 200', async (_name, change) => {
    const { trip, event } = await tripWithPayment();
    const payload = event(change);
    expect((await deliver(payload, stripeSignature(payload, WEBHOOK_SECRET))).statusCode).toBe(200);
    const state = await paymentState(ctx.db, trip.id);
    expect(state.trip).toMatchObject({ status: 'pending_payment', depositPaid: false });
    expect(state.payments[0]!.status).toBe('requires_payment_method');
    expect(state.payments[0]!.lastError).toMatch(/^The processor reports /);
    expect(state.outbox).toEqual([]);
    const logged = logs.withMessage('payment event does not match the payment; not applied').find((l) => l['payment'] === state.payments[0]!.id);
    expect(logged).toMatchObject({ level: 50, problem: state.payments[0]!.lastError });
  });

  it('a paid canceled trip is recorded as paid but stays canceled (a refund case)', async () => {
    const { trip, event } = await tripWithPayment();
    await ctx.db.update(trips).set({ status: 'canceled' }).where(eq(trips.id, trip.id));
    const payload = event();
    await deliver(payload, stripeSignature(payload, WEBHOOK_SECRET));
    const state = await paymentState(ctx.db, trip.id);
    expect(state.trip).toMatchObject({ status: 'canceled', depositPaid: true });
    expect(state.outbox[0]!.textBody).not.toContain('confirmed');
    expect(logs.withMessage('deposit paid for a trip that no longer waited for it: check for a refund').at(-1)).toMatchObject({ trip: trip.id });
  });
});
