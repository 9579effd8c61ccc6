import { asc, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventually } from '../../../test/payment-helpers.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { testProcessorEvents } from '../../db/schema/index.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { CardProcessorError } from './card-processor.ts';
import type { ServiceLog } from '../log.ts';
import { createTestCardProcessor } from './test-card-processor.ts';

const SECRET = 'whsec_test_processor_secret';
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const card = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
let keys = 0;
const request = (amountCents = 3750) => ({
  idempotencyKey: `test-key-${++keys}`,
  amountCents,
  currency: 'eur',
  metadata: { trip_id: '1' },
  description: 'Deposit',
});

function silentLog(): ServiceLog & { [K in 'info' | 'warn' | 'error']: ReturnType<typeof vi.fn> } {
  return { info: vi.fn(), warn: vi.fn(), error: vi.fn() } as never;
}

/** The processor's stored events of an intent, in order. */
const storedEvents = (intentId: string) =>
  handle.db.select().from(testProcessorEvents).where(eq(testProcessorEvents.intentId, intentId)).orderBy(asc(testProcessorEvents.sequence));

const eventIdOf = (payload: string): string => JSON.parse(payload).id;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the test processor as a provider', () => {
  it('creates idempotently: the same key answers with the same intent, with other parameters it refuses', async () => {
    const processor = createTestCardProcessor({ db: handle.db });
    const first = request();
    const intent = await processor.createIntent(first);
    expect(intent).toMatchObject({ status: 'requires_payment_method', amountCents: 3750, currency: 'eur' });
    expect(intent.id).toMatch(/^pi_test_[0-9a-f]{24}$/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_[0-9a-f]{32}$`));
    expect(await processor.createIntent(first)).toEqual(intent);
    await expect(processor.createIntent({ ...first, amountCents: 100 })).rejects.toThrow(CardProcessorError);
  });

  it('cancels a payable intent, and reports a paid one as it is', async () => {
    const processor = createTestCardProcessor({ db: handle.db, webhookSecret: SECRET });
    processor.connect(async () => {}, silentLog());
    const open = await processor.createIntent(request());
    expect((await processor.cancelIntent(open.id)).status).toBe('canceled');
    const paid = await processor.createIntent(request());
    await processor.confirmCard(paid.clientSecret, card);
    expect((await processor.cancelIntent(paid.id)).status).toBe('succeeded');
    await expect(processor.retrieveIntent('pi_test_missing')).rejects.toThrow("No such payment_intent: 'pi_test_missing'");
    await processor.close();
  });

  it("signs its events so that Stripe's own library verifies them", async () => {
    const received: { payload: string; signature: string }[] = [];
    const processor = createTestCardProcessor({ db: handle.db, webhookSecret: SECRET });
    processor.connect(async (payload, signature) => void received.push({ payload, signature }), silentLog());
    const intent = await processor.createIntent(request());
    await processor.confirmCard(intent.clientSecret, card);

    expect(received).toHaveLength(1);
    const { payload, signature } = received[0]!;
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const event = Stripe.webhooks.constructEvent(payload, signature, SECRET, 300);
    expect(event).toMatchObject({
      type: 'payment_intent.succeeded',
      data: { object: { id: intent.id, status: 'succeeded', amount: 3750, amount_received: 3750, currency: 'eur', metadata: { trip_id: '1' } } },
    });
    // One id per intent and status change: its hex and the change's number.
    expect(event.id).toBe(`evt_test_${intent.id.replace('pi_test_', '')}_1`);
    expect(() => Stripe.webhooks.constructEvent(payload, signature, 'whsec_other', 300)).toThrow();
    // And its own verification is the same one the webhook handling uses.
    expect(processor.parseWebhookEvent(payload, signature, new Date()).intent).toMatchObject({ id: intent.id, status: 'succeeded', amountReceivedCents: 3750 });
    await processor.close();
  });

  it('numbers the events of an intent and records each as delivered once the handling returned', async () => {
    const received: string[] = [];
    const processor = createTestCardProcessor({ db: handle.db, webhookSecret: SECRET });
    processor.connect(async (payload) => void received.push(payload), silentLog());
    const intent = await processor.createIntent(request());
    await processor.confirmCard(intent.clientSecret, { ...card, number: '4000 0000 0000 0002' });
    await processor.confirmCard(intent.clientSecret, { ...card, number: '4000 0000 0000 0002' });
    await processor.confirmCard(intent.clientSecret, card);

    const hex = intent.id.replace('pi_test_', '');
    const ids = [`evt_test_${hex}_1`, `evt_test_${hex}_2`, `evt_test_${hex}_3`];
    expect(received.map(eventIdOf)).toEqual(ids);
    const stored = await storedEvents(intent.id);
    expect(stored.map((e) => [e.id, e.type, e.attempts])).toEqual([
      [ids[0], 'payment_intent.payment_failed', 0],
      [ids[1], 'payment_intent.payment_failed', 0],
      [ids[2], 'payment_intent.succeeded', 0],
    ]);
    expect(stored.every((e) => e.deliveredAt !== null)).toBe(true);
    await processor.close();
  });

  it('retries a delivery whose handling throws, with a fresh signature each time, and logs it', async () => {
    const log = silentLog();
    const attempts: string[] = [];
    const processor = createTestCardProcessor({ db: handle.db, webhookSecret: SECRET, retryDelaysMs: [10, 20, 30] });
    processor.connect(async (payload, signature) => {
      attempts.push(signature);
      Stripe.webhooks.constructEvent(payload, signature, SECRET, 300);
      if (attempts.length < 3) throw new Error('database busy');
    }, log);
    const intent = await processor.createIntent(request());
    const answer = await processor.confirmCard(intent.clientSecret, card);
    // The customer is not kept waiting for the retries.
    expect(answer).toMatchObject({ outcome: 'redirect', redirectStatus: 'succeeded' });

    // The third attempt is counted when the handler starts; the success is logged after it returns.
    await eventually(async () => {
      expect(attempts).toHaveLength(3);
      expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ attempt: 3 }), 'test processor event delivered after a retry');
    });
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.warn.mock.calls[0]![1]).toBe('test processor event delivery failed; will retry');
    await processor.close();
  });

  it('never gives up: after the quick retries the periodic sweep redelivers the same event until it is taken', async () => {
    const log = silentLog();
    const attempts: string[] = [];
    // 60 ms waits are longer than the 30 ms sweep, so the sweep (not a retry timer) makes the attempts.
    const processor = createTestCardProcessor({ db: handle.db, webhookSecret: SECRET, retryDelaysMs: [60], redeliveryIntervalMs: 30 });
    processor.connect(async (payload, signature) => {
      Stripe.webhooks.constructEvent(payload, signature, SECRET, 300);
      attempts.push(eventIdOf(payload));
      if (attempts.length <= 5) throw new Error('database busy');
    }, log);
    const intent = await processor.createIntent(request());
    await processor.confirmCard(intent.clientSecret, card);

    await eventually(async () => expect((await storedEvents(intent.id))[0]!.deliveredAt).not.toBeNull());
    const [event] = await storedEvents(intent.id);
    expect(event!.attempts).toBe(5);
    expect(attempts).toEqual(Array(6).fill(event!.id));
    expect(log.warn).toHaveBeenCalledTimes(5);
    expect(log.warn.mock.calls.map((call) => call[0])).toEqual(
      [1, 2, 3, 4, 5].map((attempt) => expect.objectContaining({ event: event!.id, intent: intent.id, attempt, retryInMs: 60 })),
    );
    expect(log.error).not.toHaveBeenCalled();
    await processor.close();
  });

  it('stops redelivering when closed, and the next start delivers what is left at once', async () => {
    let failing = 0;
    const processor = createTestCardProcessor({ db: handle.db, webhookSecret: SECRET, retryDelaysMs: [10], redeliveryIntervalMs: 10 });
    processor.connect(async () => {
      failing++;
      throw new Error('the app is going down');
    }, silentLog());
    const intent = await processor.createIntent(request());
    await processor.confirmCard(intent.clientSecret, card);
    await eventually(async () => expect(failing).toBeGreaterThanOrEqual(2));
    await processor.close();
    const afterClose = failing;
    await wait(80);
    expect(failing).toBe(afterClose);
    expect((await storedEvents(intent.id))[0]!.deliveredAt).toBeNull();

    // Started again (another process, another secret): delivered at once, not after the backoff.
    const received: string[] = [];
    const restarted = createTestCardProcessor({ db: handle.db, webhookSecret: 'whsec_after_restart', retryDelaysMs: [3_600_000] });
    restarted.connect(async (payload, signature) => {
      Stripe.webhooks.constructEvent(payload, signature, 'whsec_after_restart', 300);
      received.push(eventIdOf(payload));
    }, silentLog());
    await eventually(async () => expect(received).toHaveLength(1));
    const [event] = await storedEvents(intent.id);
    expect(received).toEqual([event!.id]);
    expect(event!.deliveredAt).not.toBeNull();
    await restarted.close();
  });

  it('an event recorded while nothing delivers (the app stopped right after the change) is delivered by the next connect()', async () => {
    const stopped = createTestCardProcessor({ db: handle.db, webhookSecret: SECRET });
    const intent = await stopped.createIntent(request());
    expect(await stopped.confirmCard(intent.clientSecret, card)).toMatchObject({ outcome: 'redirect', redirectStatus: 'succeeded' });
    await stopped.close();
    expect(await storedEvents(intent.id)).toMatchObject([{ type: 'payment_intent.succeeded', deliveredAt: null, attempts: 0 }]);

    const received: string[] = [];
    const next = createTestCardProcessor({ db: handle.db, webhookSecret: SECRET });
    next.connect(async (payload) => void received.push(payload), silentLog());
    await eventually(async () => expect(received).toHaveLength(1));
    expect(JSON.parse(received[0]!)).toMatchObject({
      id: `evt_test_${intent.id.replace('pi_test_', '')}_1`,
      type: 'payment_intent.succeeded',
      data: { object: { id: intent.id, status: 'succeeded' } },
    });
    await eventually(async () => expect((await storedEvents(intent.id))[0]!.deliveredAt).not.toBeNull());
    await next.close();
  });

  it('does not deliver the delayed success after it is closed', async () => {
    const received: string[] = [];
    const processor = createTestCardProcessor({ db: handle.db, webhookSecret: SECRET, processingDelayMs: 50 });
    processor.connect(async (payload) => void received.push(JSON.parse(payload).type), silentLog());
    const intent = await processor.createIntent(request());
    await processor.confirmCard(intent.clientSecret, { ...card, number: '4000 0000 0000 0077' });
    await processor.close();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(received).toEqual(['payment_intent.processing']);
    expect((await processor.retrieveIntent(intent.id)).status).toBe('processing');

    // After a restart the processing payment still succeeds.
    const restarted = createTestCardProcessor({ db: handle.db, webhookSecret: SECRET, processingDelayMs: 10 });
    const afterRestart: string[] = [];
    restarted.connect(async (payload) => void afterRestart.push(JSON.parse(payload).data.object.id), silentLog());
    await eventually(async () => expect(afterRestart).toContain(intent.id));
    expect((await restarted.retrieveIntent(intent.id)).status).toBe('succeeded');
    await restarted.close();
  });
});
