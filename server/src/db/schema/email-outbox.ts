import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const emailStatus = pgEnum('email_status', ['queued', 'sent', 'failed']);

/**
 * Outgoing e-mail. Written in the same transaction as the change it reports, then sent by a
 * job, so a crash never loses or duplicates a message; staff read it on the Outbox screen, as
 * its masked copy: the secret links it carries are only ever sent (docs/email.md).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    /** "to" is an SQL keyword, hence the longer name. */
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /**
     * The bodies as staff may read them, masked when the message was queued from the secrets its
     * writer named (platform/mail/mask-secrets.ts). The Outbox screen reads only these.
     */
    maskedTextBody: text('masked_text_body').notNull(),
    maskedHtmlBody: text('masked_html_body'),
    status: emailStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** e.g. "trip-confirmed:123": enqueueing the same message twice keeps one row. */
    dedupeKey: text('dedupe_key').unique(),
    /** Retry back-off: the sender picks queued rows whose time has come. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    check('email_outbox_attempts_check', sql`${t.attempts} >= 0`),
  ],
);
