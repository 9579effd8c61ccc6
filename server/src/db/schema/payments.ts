import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { trips } from './trips.ts';

/** 'test' is the built-in offline card processor (guide section 4). */
export const paymentProvider = pgEnum('payment_provider', ['stripe', 'test']);

/** Stripe PaymentIntent statuses; the test processor reports the same ones. */
export const paymentStatus = pgEnum('payment_status', [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'canceled',
  'succeeded',
]);

export type PaymentStatus = (typeof paymentStatus.enumValues)[number];

/** An online card payment of a trip's deposit (one PaymentIntent). */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    // Restrict: money records outlive anything else; a paid trip is canceled, never deleted.
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'restrict' }),
    provider: paymentProvider('provider').notNull(),
    /** The PaymentIntent id (pi_…); webhooks find the payment by it. */
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    /**
     * Returned to the public trip page so the payment form can resume without a new intent.
     * Anyone with the trip token may pay, so it is no more secret than the token.
     */
    clientSecret: text('client_secret'),
    amountCents: integer('amount_cents').notNull(),
    /** ISO 4217, lower case as Stripe uses it. */
    currency: text('currency').notNull().default('eur'),
    status: paymentStatus('status').notNull(),
    /** Sent to the provider on create, so a retried request cannot create a second intent. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('payments_trip_id_idx').on(t.tripId, t.createdAt),
    check('payments_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * Every webhook event received. The unique event id makes a redelivered event a no-op;
 * processed_at null means it still has to be (or failed to be) applied.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: paymentProvider('provider').notNull(),
    providerEventId: text('provider_event_id').notNull(),
    type: text('type').notNull(),
    /** The PaymentIntent the event is about, when it is about one. */
    providerPaymentId: text('provider_payment_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_events_provider_event_key').on(t.provider, t.providerEventId),
    index('payment_events_provider_payment_idx').on(t.providerPaymentId),
  ],
);
