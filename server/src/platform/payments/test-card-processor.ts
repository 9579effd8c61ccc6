import { randomBytes } from 'node:crypto';
import type { PaymentStatus } from '../../db/schema/payments.ts';
import type { Database } from '../db/database.ts';
import {
  CardProcessorError,
  type CardProcessor,
  type CreateIntentRequest,
  type PaymentIntentEvent,
  type PaymentIntentSnapshot,
} from './card-processor.ts';
import { createEventDelivery, type DeliveryLog, type WebhookReceiver } from './event-delivery.ts';
import { cardOutcome, checkCard, type CardDetails } from './test-cards.ts';
import { createTestProcessorStore, type TestIntentRow } from './test-processor-store.ts';
import { signWebhookPayload, verifyWebhookEvent } from './webhook-event.ts';

export interface TestCardProcessorOptions {
  db: Database;
  now?: () => Date;
  /** Signs its events; a random one per process by default, as nothing outside needs it. */
  webhookSecret?: string;
  /** How long the "processing" test card stays processing before it succeeds. Default 3 s. */
  processingDelayMs?: number;
  /** Waits before re-delivering an event whose handling threw. Default 1 s, 5 s, 15 s. */
  retryDelaysMs?: readonly number[];
}

/** Where the browser goes after a confirmation, as Stripe reports it in redirect_status. */
export type RedirectStatus = 'succeeded' | 'processing' | 'failed';

export type TestConfirmation =
  | { outcome: 'redirect'; intent: PaymentIntentSnapshot; redirectStatus: RedirectStatus }
  /** Stripe.js answers these in the form, without leaving the page. */
  | { outcome: 'error'; type: 'card_error' | 'validation_error'; message: string }
  | { outcome: 'unknown_intent' }
  | { outcome: 'not_confirmable'; message: string };

export interface TestCardProcessor extends CardProcessor {
  readonly name: 'test';
  /** Wires the events to the payments area's webhook handling (the same function Stripe's deliveries reach). */
  connect(receiver: WebhookReceiver, log: DeliveryLog): void;
  /** The TEST MODE card form's "Pay now": like stripe.confirmPayment with a card. */
  confirmCard(clientSecret: string, card: CardDetails): Promise<TestConfirmation>;
  /** Like stripe.retrievePaymentIntent on the return page. */
  findByClientSecret(clientSecret: string): Promise<PaymentIntentSnapshot | undefined>;
  /** Stops pending deliveries (app shutdown). */
  close(): Promise<void>;
}

/** Statuses in which an intent accepts a card. */
const PAYABLE: PaymentStatus[] = ['requires_payment_method', 'requires_confirmation'];
const CANCELABLE: PaymentStatus[] = [...PAYABLE, 'requires_action'];

const randomId = (bytes: number) => randomBytes(bytes).toString('hex');

function toSnapshot(row: TestIntentRow): PaymentIntentSnapshot {
  return { id: row.id, clientSecret: row.clientSecret, status: row.status, amountCents: row.amountCents, currency: row.currency };
}

/** A Stripe-shaped event about `row` (https://docs.stripe.com/api/events/object). */
function eventPayload(type: string, row: TestIntentRow, createdSeconds: number): string {
  return JSON.stringify({
    id: `evt_test_${randomId(12)}`,
    object: 'event',
    type,
    created: createdSeconds,
    livemode: false,
    data: {
      object: {
        id: row.id,
        object: 'payment_intent',
        status: row.status,
        amount: row.amountCents,
        amount_received: row.status === 'succeeded' ? row.amountCents : 0,
        currency: row.currency,
        metadata: row.metadata,
        last_payment_error: row.lastError ? { message: row.lastError } : null,
      },
    },
  });
}

/**
 * The offline card processor (guide section 4): its own intents table, Stripe's statuses and test
 * cards, and Stripe-signed events delivered to the same webhook handling as Stripe's. It validates,
 * declines and delays like the real one; it never takes money.
 */
export function createTestCardProcessor(options: TestCardProcessorOptions): TestCardProcessor {
  const now = options.now ?? (() => new Date());
  const secret = options.webhookSecret ?? `whsec_test_${randomId(24)}`;
  const processingDelayMs = options.processingDelayMs ?? 3000;
  const store = createTestProcessorStore(options.db);
  const delivery = createEventDelivery(options.retryDelaysMs ?? [1000, 5000, 15000]);
  let receiver: WebhookReceiver | null = null;
  let log: DeliveryLog | null = null;

  /** Sends `type` about the intent as it is now; each attempt is signed when it is made, as Stripe does. */
  async function emit(type: string, row: TestIntentRow): Promise<void> {
    if (!receiver || !log) throw new Error('the test card processor is not connected to the webhook handling');
    const payload = eventPayload(type, row, Math.floor(now().getTime() / 1000));
    const receive = receiver;
    await delivery.deliver(`${type} ${row.id}`, () => receive(payload, signWebhookPayload(payload, secret, Math.floor(now().getTime() / 1000))), log);
  }

  async function moveOrRefuse(row: TestIntentRow, to: PaymentStatus, lastError: string | null): Promise<TestIntentRow | null> {
    return (await store.moveStatus(row.id, PAYABLE, to, lastError)) ?? null;
  }

  /** The bank's answer a few seconds after a "processing" confirmation. */
  function succeedLater(id: string): void {
    delivery.later(processingDelayMs, async () => {
      try {
        const row = await store.moveStatus(id, ['processing'], 'succeeded', null);
        if (row) await emit('payment_intent.succeeded', row);
      } catch (error) {
        log?.error({ err: error, intent: id }, 'test processor could not finish a processing payment');
      }
    });
  }

  async function retrieveIntent(id: string): Promise<PaymentIntentSnapshot> {
    const row = await store.findById(id);
    if (!row) throw new CardProcessorError(`No such payment_intent: '${id}'`, 'resource_missing');
    return toSnapshot(row);
  }

  const notConfirmable = (status: PaymentStatus) => ({
    outcome: 'not_confirmable' as const,
    message: `You cannot confirm this PaymentIntent because it has a status of ${status}.`,
  });

  return {
    name: 'test',
    publishableKey: null,

    connect(to, logger) {
      receiver = to;
      log = logger;
      // The bank's answer for a payment left processing when the server stopped still arrives.
      delivery.run(async () => {
        try {
          for (const id of await store.listIdsInStatus('processing')) succeedLater(id);
        } catch (error) {
          logger.error({ err: error }, 'test processor could not resume processing payments');
        }
      });
    },

    async createIntent(request: CreateIntentRequest) {
      const id = `pi_test_${randomId(12)}`;
      const row = await store.insertOrFindByKey({
        id,
        clientSecret: `${id}_secret_${randomId(16)}`,
        amountCents: request.amountCents,
        currency: request.currency,
        idempotencyKey: request.idempotencyKey,
        metadata: request.metadata,
      });
      if (row.amountCents !== request.amountCents || row.currency !== request.currency) {
        throw new CardProcessorError(
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          'idempotency_error',
        );
      }
      return toSnapshot(row);
    },

    retrieveIntent,

    async cancelIntent(id) {
      const canceled = await store.moveStatus(id, CANCELABLE, 'canceled', null);
      return canceled ? toSnapshot(canceled) : retrieveIntent(id);
    },

    parseWebhookEvent(rawBody, signatureHeader, receivedAt): PaymentIntentEvent {
      return verifyWebhookEvent(rawBody, signatureHeader, secret, receivedAt);
    },

    async findByClientSecret(clientSecret) {
      const row = await store.findByClientSecret(clientSecret);
      return row ? toSnapshot(row) : undefined;
    },

    async confirmCard(clientSecret, card) {
      const row = await store.findByClientSecret(clientSecret);
      if (!row) return { outcome: 'unknown_intent' };
      if (!PAYABLE.includes(row.status)) return notConfirmable(row.status);
      const checked = checkCard(card, now());
      if (!checked.ok) return { outcome: 'error', type: checked.type, message: checked.message };

      const outcome = cardOutcome(checked.digits);
      switch (outcome.kind) {
        case 'succeeds': {
          const paid = await moveOrRefuse(row, 'succeeded', null);
          if (!paid) return notConfirmable((await store.findById(row.id))?.status ?? row.status);
          await emit('payment_intent.succeeded', paid);
          return { outcome: 'redirect', intent: toSnapshot(paid), redirectStatus: 'succeeded' };
        }
        case 'declined': {
          const declined = await moveOrRefuse(row, 'requires_payment_method', outcome.message);
          if (declined) await emit('payment_intent.payment_failed', declined);
          return { outcome: 'error', type: 'card_error', message: outcome.message };
        }
        case 'processing_then_succeeds': {
          const processing = await moveOrRefuse(row, 'processing', null);
          if (!processing) return notConfirmable((await store.findById(row.id))?.status ?? row.status);
          await emit('payment_intent.processing', processing);
          succeedLater(processing.id);
          return { outcome: 'redirect', intent: toSnapshot(processing), redirectStatus: 'processing' };
        }
        case 'authentication_fails': {
          // 3-D Secure: the customer is sent to authenticate (requires_action) and fails there,
          // so the intent goes back to requires_payment_method and the return says "failed".
          const challenged = await moveOrRefuse(row, 'requires_action', null);
          if (!challenged) return notConfirmable((await store.findById(row.id))?.status ?? row.status);
          const failed = (await store.moveStatus(row.id, ['requires_action'], 'requires_payment_method', outcome.message)) ?? challenged;
          await emit('payment_intent.payment_failed', failed);
          return { outcome: 'redirect', intent: toSnapshot(failed), redirectStatus: 'failed' };
        }
      }
    },

    close: () => delivery.close(),
  };
}

export function isTestCardProcessor(processor: CardProcessor): processor is TestCardProcessor {
  return processor.name === 'test';
}
