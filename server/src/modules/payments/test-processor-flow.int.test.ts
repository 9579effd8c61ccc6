import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertRoleCast } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { capturedLogs, eventsOfIntent, eventually, paymentState } from '../../../test/payment-helpers.ts';
import { insertTrip } from '../../../test/trip-factories.ts';
import { testProcessorEvents } from '../../db/schema/index.ts';
import type { WebhookReceiver } from '../../platform/payments/event-delivery.ts';
import { createTestCardProcessor, type TestCardProcessor } from '../../platform/payments/test-card-processor.ts';
import { CARD_MESSAGES } from '../../platform/payments/test-cards.ts';

const SECRET = 'whsec_flow_test';
let ctx: TestContext;
let agentUserId: number;
const logs = capturedLogs();

/** The app's webhook handling as the processor reaches it. */
let appWebhookHandling: WebhookReceiver;
/**
 * How the next deliveries about an intent fail: 'before' the handling ran (e.g. the database was
 * unreachable) or 'after' it committed (e.g. the process died before answering).
 */
const failuresByIntent = new Map<string, ('before' | 'after')[]>();

/** The app's test processor, with its deliveries going through failuresByIntent. */
function flakyDeliveries(processor: TestCardProcessor): TestCardProcessor {
  return {
    ...processor,
    connect(receive, log) {
      appWebhookHandling = receive;
      processor.connect(async (payload, signature) => {
        const failure = failuresByIntent.get(JSON.parse(payload).data.object.id)?.shift();
        if (failure === 'before') throw new Error('database connection lost');
        await receive(payload, signature);
        if (failure === 'after') throw new Error('connection lost after the commit');
      }, log);
    },
  };
}

beforeAll(async () => {
  ctx = await buildTestApp({
    publicUrl: 'https://vozimo.example',
    logger: logs.logger,
    cardProcessor: (db) => flakyDeliveries(createTestCardProcessor({ db, webhookSecret: SECRET, processingDelayMs: 150, retryDelaysMs: [20, 40, 80] })),
  });
  agentUserId = (await insertRoleCast(ctx.db)).users.agent.id;
});
afterAll(() => ctx.close());

/** The customer on the public trip page: opens it, gets the intent, pays with a card, returns. */
async function customerWithIntent() {
  const trip = await insertTrip(ctx.db, { agentUserId });
  const browser = new HttpSession(ctx.app);
  const res = await browser.request('POST', `/api/create-payment-intent/${trip.id}/?token=${trip.token}`);
  expect(res.statusCode, res.body).toBe(200);
  const clientSecret: string = res.json().clientSecret;
  const returnUrl = `/payment/return/${trip.id}?reference=${trip.reference}&token=${trip.token}`;
  const pay = (cardNumber: string, changes: Record<string, string> = {}) =>
    browser.request('POST', '/api/test-processor/confirm/', {
      client_secret: clientSecret,
      card_number: cardNumber,
      expiry: '12/34',
      cvc: '123',
      return_url: returnUrl,
      ...changes,
    });
  const intent = async () => (await browser.request('GET', `/api/test-processor/payment-intent/?client_secret=${encodeURIComponent(clientSecret)}`)).json();
  const page = async () => (await browser.request('GET', `/api/public/trip/${trip.reference}?token=${trip.token}`)).json();
  return { trip, clientSecret, returnUrl, pay, intent, page };
}

describe('the TEST MODE card flow, end to end', () => {
  it('4242 4242 4242 4242: pays, redirects with Stripe parameters, and the trip is confirmed on return', async () => {
    const { trip, clientSecret, returnUrl, pay, intent, page } = await customerWithIntent();
    const res = await pay('4242 4242 4242 4242');
    expect(res.statusCode, res.body).toBe(200);
    const { outcome, redirect_to } = res.json();
    expect(outcome).toBe('redirect');
    const redirect = new URL(redirect_to, 'https://vozimo.example');
    expect(redirect_to.startsWith(returnUrl)).toBe(true);
    expect(Object.fromEntries(redirect.searchParams)).toMatchObject({
      reference: trip.reference,
      token: trip.token,
      payment_intent: clientSecret.split('_secret_')[0],
      payment_intent_client_secret: clientSecret,
      redirect_status: 'succeeded',
    });

    expect(await intent()).toEqual({ id: clientSecret.split('_secret_')[0], status: 'succeeded', amount: trip.depositGrossCents, currency: 'eur' });
    expect(await page()).toMatchObject({ status: 'confirmed', deposit_paid: true, payment_intent_client_secret: null });
    const state = await paymentState(ctx.db, trip.id);
    expect(state.history.at(-1)).toMatchObject({ fromStatus: 'pending_payment', toStatus: 'confirmed', note: 'Deposit paid by card' });
    expect(state.payments[0]!.status).toBe('succeeded');
    expect(state.outbox).toHaveLength(1);
    // The test processor's event went through the webhook handling and was recorded like Stripe's.
    expect(await eventsOfIntent(ctx.db, state.payments[0]!.providerPaymentId)).toMatchObject([{ provider: 'test', type: 'payment_intent.succeeded' }]);

    // Paid: the page offers no payment and a new intent is refused.
    const again = await new HttpSession(ctx.app).request('POST', `/api/create-payment-intent/${trip.id}/?token=${trip.token}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'The deposit of this trip is already paid.' });
    const payAgain = await pay('4242 4242 4242 4242');
    expect(payAgain.statusCode).toBe(409);
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['5555 5555 5555 4444', 'Your card was declined.'],
  ])('%s is declined in the form; the trip waits and another card can still pay', async (card, message) => {
    const { trip, pay, intent } = await customerWithIntent();
    const res = await pay(card);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ outcome: 'error', type: 'card_error', message });
    let state = await paymentState(ctx.db, trip.id);
    expect(state.trip).toMatchObject({ status: 'pending_payment', depositPaid: false });
    expect(state.payments[0]).toMatchObject({ status: 'requires_payment_method', lastError: message });
    expect((await intent()).status).toBe('requires_payment_method');

    expect((await pay('4242424242424242')).json().outcome).toBe('redirect');
    state = await paymentState(ctx.db, trip.id);
    expect(state.trip).toMatchObject({ status: 'confirmed', depositPaid: true });
  });

  it.each([
    [{ card_number: '4242 4242 4242' }, CARD_MESSAGES.numberIncomplete],
    [{ card_number: '4242 4242 4242 4241' }, CARD_MESSAGES.numberInvalid],
    [{ expiry: '1' }, CARD_MESSAGES.expiryIncomplete],
    [{ expiry: '01/20' }, CARD_MESSAGES.expiryYearPast],
    [{ cvc: '1' }, CARD_MESSAGES.cvcIncomplete],
  ])('%o is a validation error that touches nothing', async (changes, message) => {
    const { trip, pay, intent } = await customerWithIntent();
    const res = await pay('4242 4242 4242 4242', changes);
    expect(res.json()).toEqual({ outcome: 'error', type: 'validation_error', message });
    expect((await intent()).status).toBe('requires_payment_method');
    const state = await paymentState(ctx.db, trip.id);
    expect(state.payments[0]).toMatchObject({ status: 'requires_payment_method', lastError: null });
    expect(await eventsOfIntent(ctx.db, state.payments[0]!.providerPaymentId)).toEqual([]);
  });

  it('4000 0000 0000 0077: processing at once, succeeded a moment later', async () => {
    const { trip, pay, page } = await customerWithIntent();
    const res = await pay('4000 0000 0000 0077');
    expect(new URL(res.json().redirect_to, 'https://vozimo.example').searchParams.get('redirect_status')).toBe('processing');
    let state = await paymentState(ctx.db, trip.id);
    expect(state.payments[0]!.status).toBe('processing');
    expect(state.trip).toMatchObject({ status: 'pending_payment', depositPaid: false });
    // While the bank works, nothing can be paid again.
    expect((await page()).payment_intent_client_secret).toBeNull();
    expect((await new HttpSession(ctx.app).request('POST', `/api/create-payment-intent/${trip.id}/?token=${trip.token}`)).statusCode).toBe(409);

    await eventually(async () => {
      state = await paymentState(ctx.db, trip.id);
      expect(state.trip).toMatchObject({ status: 'confirmed', depositPaid: true });
    });
    expect(state.payments[0]!.status).toBe('succeeded');
    const events = await eventsOfIntent(ctx.db, state.payments[0]!.providerPaymentId);
    expect(events.map((e) => e.type)).toEqual(['payment_intent.processing', 'payment_intent.succeeded']);
  });

  it('4000 0027 6000 3184: 3-D Secure fails after the redirect; the intent can be paid again', async () => {
    const { trip, pay, intent } = await customerWithIntent();
    const res = await pay('4000 0027 6000 3184');
    expect(new URL(res.json().redirect_to, 'https://vozimo.example').searchParams.get('redirect_status')).toBe('failed');
    expect((await intent()).status).toBe('requires_payment_method');
    const state = await paymentState(ctx.db, trip.id);
    expect(state.payments[0]).toMatchObject({ status: 'requires_payment_method', lastError: CARD_MESSAGES.authenticationFailed });
    expect(state.trip).toMatchObject({ status: 'pending_payment', depositPaid: false });
  });
});

describe('POST /api/test-processor/confirm/: the return address', () => {
  it('accepts an absolute address on PUBLIC_URL and keeps it absolute', async () => {
    const { trip, pay } = await customerWithIntent();
    const res = await pay('4242 4242 4242 4242', { return_url: `https://vozimo.example/payment/return/${trip.id}` });
    expect(res.json().redirect_to).toMatch(new RegExp(`^https://vozimo\\.example/payment/return/${trip.id}\\?payment_intent=`));
  });

  it.each(['https://evil.example/steal', '//evil.example/steal', 'javascript:alert(1)'])(
    'refuses %s with 422 before charging the card',
    async (returnUrl) => {
      const { trip, pay, intent } = await customerWithIntent();
      const res = await pay('4242 4242 4242 4242', { return_url: returnUrl });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'return_url'] });
      expect((await intent()).status).toBe('requires_payment_method');
      expect((await paymentState(ctx.db, trip.id)).trip.depositPaid).toBe(false);
    },
  );
});

describe('GET /api/test-processor/payment-intent/', () => {
  it('answers an unknown client secret with 404', async () => {
    const res = await new HttpSession(ctx.app).request('GET', '/api/test-processor/payment-intent/?client_secret=pi_test_nope_secret_nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'No such payment intent.' });
  });
});

describe('test processor events are never lost', () => {
  const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!;
  const processorEvents = (intentId: string) => ctx.db.select().from(testProcessorEvents).where(eq(testProcessorEvents.intentId, intentId));
  const confirmations = (history: { toStatus: string }[]) => history.filter((h) => h.toStatus === 'confirmed');

  it('a delivery whose handling keeps throwing, past the three quick retries, is redelivered; the trip is confirmed exactly once', async () => {
    const { trip, clientSecret, pay } = await customerWithIntent();
    const intentId = intentIdOf(clientSecret);
    failuresByIntent.set(intentId, ['before', 'before', 'before', 'before', 'before']);
    expect((await pay('4242 4242 4242 4242')).json().outcome).toBe('redirect');

    await eventually(async () => expect((await paymentState(ctx.db, trip.id)).trip).toMatchObject({ status: 'confirmed', depositPaid: true }));
    const state = await paymentState(ctx.db, trip.id);
    expect(confirmations(state.history)).toHaveLength(1);
    expect(state.outbox).toHaveLength(1);
    expect(state.payments[0]!.status).toBe('succeeded');
    const eventId = `evt_test_${intentId.replace('pi_test_', '')}_1`;
    expect(await eventsOfIntent(ctx.db, intentId)).toMatchObject([{ providerEventId: eventId, type: 'payment_intent.succeeded' }]);
    const warnings = logs.withMessage('test processor event delivery failed; will retry').filter((l) => l['intent'] === intentId);
    expect(warnings.map((w) => [w['event'], w['attempt'], w['retryInMs'], w.level])).toEqual([
      [eventId, 1, 20, 40],
      [eventId, 2, 40, 40],
      [eventId, 3, 80, 40],
      [eventId, 4, 80, 40],
      [eventId, 5, 80, 40],
    ]);
    expect(await processorEvents(intentId)).toMatchObject([{ id: eventId, attempts: 5, deliveredAt: expect.any(Date) }]);
  });

  it('an event the handling applied but did not answer is redelivered with the same id and changes nothing', async () => {
    const { trip, clientSecret, pay } = await customerWithIntent();
    const intentId = intentIdOf(clientSecret);
    failuresByIntent.set(intentId, ['after']);
    expect((await pay('4242 4242 4242 4242')).json().outcome).toBe('redirect');
    const eventId = `evt_test_${intentId.replace('pi_test_', '')}_1`;
    // The first delivery was applied but failed, the second was a replay and was answered.
    await eventually(async () => expect(await processorEvents(intentId)).toMatchObject([{ id: eventId, attempts: 1, deliveredAt: expect.any(Date) }]));
    expect(logs.withMessage('test processor event delivery failed; will retry').filter((l) => l['intent'] === intentId)).toMatchObject([{ event: eventId, attempt: 1 }]);

    const state = await paymentState(ctx.db, trip.id);
    expect(state.trip).toMatchObject({ status: 'confirmed', depositPaid: true });
    expect(confirmations(state.history)).toHaveLength(1);
    expect(state.outbox).toHaveLength(1);
    expect(await eventsOfIntent(ctx.db, intentId)).toMatchObject([{ providerEventId: eventId, type: 'payment_intent.succeeded' }]);
  });

  it('an app closed between the status change and the delivery delivers it on the next connect()', async () => {
    const { trip, clientSecret } = await customerWithIntent();
    const intentId = intentIdOf(clientSecret);
    // The process that charges the card stops before it delivers anything.
    const stopped = createTestCardProcessor({ db: ctx.db, webhookSecret: SECRET });
    expect(await stopped.confirmCard(clientSecret, { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' })).toMatchObject({ outcome: 'redirect' });
    await stopped.close();
    expect((await paymentState(ctx.db, trip.id)).trip).toMatchObject({ status: 'pending_payment', depositPaid: false });
    // And paying again is refused: the intent is already succeeded; only the event can confirm the trip.
    expect(await stopped.findByClientSecret(clientSecret)).toMatchObject({ status: 'succeeded' });

    const started = createTestCardProcessor({ db: ctx.db, webhookSecret: SECRET });
    started.connect(appWebhookHandling, ctx.app.log);
    await eventually(async () => expect((await paymentState(ctx.db, trip.id)).trip).toMatchObject({ status: 'confirmed', depositPaid: true }));
    await started.close();
    const state = await paymentState(ctx.db, trip.id);
    expect(confirmations(state.history)).toHaveLength(1);
    expect(state.outbox).toHaveLength(1);
    expect(await eventsOfIntent(ctx.db, intentId)).toMatchObject([{ providerEventId: `evt_test_${intentId.replace('pi_test_', '')}_1` }]);
  });
});
