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
import type { ServiceLog } from '../log.ts';
import { createEventDelivery, type WebhookReceiver } from './event-delivery.ts';
import { cardOutcome, checkCard, type CardDetails } from './test-cards.ts';
import { createTestProcessorStore, type EventOfChange, type TestIntentRow } from './test-processor-store.ts';
import { signWebhookPayload, verifyWebhookEvent } from './webhook-event.ts';

export interface TestCardProcessorOptions {
  db: Database;
  now?: () => Date;
  /** Signs its events; a random one per process by default, as nothing outside needs it. */
  webhookSecret?: string;
  /** How long the "processing" test card stays processing before it succeeds. Default 10 s: long enough to see the processing page on a slow machine. */
  processingDelayMs?: number;
  /**
   * Waits before re-delivering an event whose handling threw, after the 1st, 2nd, … failure; the
   * last one repeats until it is delivered. Default 1 s, 5 s, 15 s, 1 min, 5 min, 15 min, then hourly.
   */
  retryDelaysMs?: readonly number[];
  /** How often it looks for undelivered events that are due. Default 30 s. */
  redeliveryIntervalMs?: number;
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
  /**
   * Wires the events to the payments area's webhook handling (the same function Stripe's deliveries
   * reach) and delivers the events still undelivered, from this process or an earlier one.
   */
  connect(receiver: WebhookReceiver, log: ServiceLog): void;
  /** The TEST MODE card form's "Pay now": like stripe.confirmPayment with a card. */
  confirmCard(clientSecret: string, card: CardDetails): Promise<TestConfirmation>;
  /** Like stripe.retrievePaymentIntent on the return page. */
  findByClientSecret(clientSecret: string): Promise<PaymentIntentSnapshot | undefined>;
  /** Stops its timers and waits for deliveries already running (app shutdown); undelivered events wait in its table. */
  close(): Promise<void>;
}

/** Statuses in which an intent accepts a card. */
const PAYABLE: PaymentStatus[] = ['requires_payment_method', 'requires_confirmation'];
const CANCELABLE: PaymentStatus[] = [...PAYABLE, 'requires_action'];

const randomId = (bytes: number) => randomBytes(bytes).toString('hex');

function toSnapshot(row: TestIntentRow): PaymentIntentSnapshot {
  return { id: row.id, clientSecret: row.clientSecret, status: row.status, amountCents: row.amountCents, currency: row.currency };
}

/**
 * The id of the intent's `row.eventCount`-th event: the same for every delivery of that event, so
 * the webhook handling, which applies an event id once, never applies a redelivery twice.
 */
const eventId = (row: TestIntentRow) => `evt_test_${row.id.replace(/^pi_test_/, '')}_${row.eventCount}`;

/** A Stripe-shaped event about `row` as the change left it (https://docs.stripe.com/api/events/object). */
function eventPayload(type: string, row: TestIntentRow, createdSeconds: number): string {
  return JSON.stringify({
    id: eventId(row),
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
  const processingDelayMs = options.processingDelayMs ?? 10_000;
  const store = createTestProcessorStore(options.db);
  const delivery = createEventDelivery({
    store,
    retryDelaysMs: options.retryDelaysMs ?? [1000, 5000, 15_000, 60_000, 300_000, 900_000, 3_600_000],
    redeliveryIntervalMs: options.redeliveryIntervalMs ?? 30_000,
  });
  let log: ServiceLog | null = null;

  const unixNow = () => Math.floor(now().getTime() / 1000);

  /**
   * Moves the intent from `from` to `to` and records the event `type` about it in the same
   * transaction, then makes the event's first delivery attempt. Null when it was not in `from`.
   */
  async function change(id: string, from: PaymentStatus[], to: PaymentStatus, lastError: string | null, type: string): Promise<TestIntentRow | null> {
    const event: EventOfChange = (row) => ({ id: eventId(row), type, payload: eventPayload(type, row, unixNow()) });
    const changed = await store.moveStatusWithEvent(id, from, to, lastError, event, delivery.claimFirstAttempt());
    if (!changed) return null;
    await delivery.deliverNow(changed.event);
    return changed.row;
  }

  const moveOrRefuse = (row: TestIntentRow, to: PaymentStatus, lastError: string | null, type: string) => change(row.id, PAYABLE, to, lastError, type);

  /** The bank's answer a few seconds after a "processing" confirmation. */
  function succeedLater(id: string): void {
    delivery.later(processingDelayMs, async () => {
      try {
        await change(id, ['processing'], 'succeeded', null, 'payment_intent.succeeded');
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

    connect(receiver, logger) {
      log = logger;
      // Each attempt is signed when it is made, as Stripe does, with this process's secret.
      delivery.start((event) => receiver(event.payload, signWebhookPayload(event.payload, secret, unixNow())), logger);
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
          const paid = await moveOrRefuse(row, 'succeeded', null, 'payment_intent.succeeded');
          if (!paid) return notConfirmable((await store.findById(row.id))?.status ?? row.status);
          return { outcome: 'redirect', intent: toSnapshot(paid), redirectStatus: 'succeeded' };
        }
        case 'declined': {
          await moveOrRefuse(row, 'requires_payment_method', outcome.message, 'payment_intent.payment_failed');
          return { outcome: 'error', type: 'card_error', message: outcome.message };
        }
        case 'processing_then_succeeds': {
          const processing = await moveOrRefuse(row, 'processing', null, 'payment_intent.processing');
          if (!processing) return notConfirmable((await store.findById(row.id))?.status ?? row.status);
          succeedLater(processing.id);
          return { outcome: 'redirect', intent: toSnapshot(processing), redirectStatus: 'processing' };
        }
        case 'authentication_fails': {
          // 3-D Secure: the customer is sent to authenticate (requires_action) and fails there,
          // so the intent goes back to requires_payment_method and the return says "failed".
          const challenged = await store.moveStatus(row.id, PAYABLE, 'requires_action', null);
          if (!challenged) return notConfirmable((await store.findById(row.id))?.status ?? row.status);
          const failed = (await change(row.id, ['requires_action'], 'requires_payment_method', outcome.message, 'payment_intent.payment_failed')) ?? challenged;
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
