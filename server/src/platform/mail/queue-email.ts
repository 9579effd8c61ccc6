import { emailOutbox } from '../../db/schema/index.ts';
import type { Database } from '../db/database.ts';
import { maskSecrets } from './mask-secrets.ts';

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
  /**
   * The secrets the message carries: the token of every link that opens something by itself (a
   * set-password, invitation or trip link). The staff outbox shows the message with them hidden;
   * only the recipient gets them. Required, so every message says: `[]` when it has none.
   */
  secrets: readonly string[];
}

/**
 * Puts a message in the outbox, inside the caller's transaction: it is kept exactly when the change
 * it reports is, and the mail job (platform/mail) sends it later, so a failing mail server never
 * fails the change. The copy staff read is masked here, once, from the secrets the caller named.
 * Returns the outbox id, or null when the key was queued before.
 */
export async function queueEmail(tx: Database, email: OutgoingEmail): Promise<number | null> {
  for (const secret of email.secrets) {
    // An empty secret would "hide" nothing; one in the subject or address would show in the list.
    if (secret === '' || email.subject.includes(secret) || email.to.includes(secret)) {
      throw new Error(`e-mail ${email.dedupeKey}: a secret goes only in the body of a message`);
    }
  }
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html,
      maskedTextBody: maskSecrets(email.text, email.secrets),
      maskedHtmlBody: maskSecrets(email.html, email.secrets),
      dedupeKey: email.dedupeKey,
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  return row?.id ?? null;
}
