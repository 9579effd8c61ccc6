import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [check('test_processor_intents_amount_check', sql`${t.amountCents} > 0`)],
);
