import { emailOutbox } from '../../db/schema/index.ts';
import type { Database } from '../db/database.ts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Names the event the message reports (e.g. "trip-booked:123"): queueing the same key twice
   * keeps one message, so a retried request or a replayed webhook never mails twice.
   */
  dedupeKey: string;
}

/**
 * Puts a message in the outbox, inside the caller's transaction: it is kept exactly when the change
 * it reports is, and the mail job (platform/mail) sends it later, so a failing mail server never
 * fails the change. Returns the outbox id, or null when the key was queued before.
 */
export async function queueEmail(tx: Database, email: OutgoingEmail): Promise<number | null> {
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html,
      dedupeKey: email.dedupeKey,
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  return row?.id ?? null;
}
