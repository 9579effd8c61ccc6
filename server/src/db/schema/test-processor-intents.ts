import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { paymentStatus } from './payments.ts';

/**
 * The offline test card processor's own PaymentIntents (platform/payments/test-card-processor.ts).
 * It is a separate provider, like Stripe: the payments table refers to these rows only by id, and
 * the processor tells the payments area about changes through signed webhook events.
 */
export const testProcessorIntents = pgTable(
  'test_processor_intents',
  {
    /** pi_test_… */
    id: text('id').primaryKey(),
    /** `<id>_secret_<random>`, what the payment form holds (Stripe's format). */
    clientSecret: text('client_secret').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    /** ISO 4217, lower case as Stripe uses it. */
    currency: text('currency').notNull(),
    status: paymentStatus('status').notNull().default('requires_payment_method'),
    /** A create retried with the same key answers with the same intent, as Stripe does. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    /** The last decline or authentication failure (Stripe's last_payment_error.message). */
    lastError: text('last_error'),
    /** How many events the intent has had: the last one's sequence number (its event id ends in it). */
    eventCount: integer('event_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [check('test_processor_intents_amount_check', sql`${t.amountCents} > 0`)],
);

/**
 * The test processor's events, kept until the webhook handling has taken them, as Stripe keeps
 * an event and redelivers it for days until the endpoint answers 2xx. A status change and its
 * event are written in one transaction, so an event cannot be lost between them.
 */
export const testProcessorEvents = pgTable(
  'test_processor_events',
  {
    /** `evt_test_<intent hex>_<sequence>`: every redelivery carries the same id, so the webhook handling applies it once. */
    id: text('id').primaryKey(),
    intentId: text('intent_id')
      .notNull()
      .references(() => testProcessorIntents.id, { onDelete: 'cascade' }),
    /** 1, 2, … per intent, in the order of its status changes. */
    sequence: integer('sequence').notNull(),
    /** payment_intent.succeeded, … */
    type: text('type').notNull(),
    /** The event body as JSON text (the intent as it was at the change); each attempt signs it afresh. */
    payload: text('payload').notNull(),
    /** Failed attempts so far. */
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt is due; also set ahead while an attempt runs, so no other sweep takes it. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the webhook handling returned without an error; null while it still has to be delivered. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('test_processor_events_intent_sequence_unique').on(t.intentId, t.sequence),
    index('test_processor_events_undelivered_idx').on(t.nextAttemptAt).where(sql`${t.deliveredAt} is null`),
  ],
);
