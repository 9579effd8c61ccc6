import { emailOutbox } from '../../db/schema/index.ts';
import { findBusinessDetails } from '../db/business-details-setting.ts';
import type { Database } from '../db/database.ts';
import { signEmail } from './business-footer.ts';
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
 * Every message is signed here too, with the operator's business details as stored when it is
 * queued (business-footer.ts, ADR 0055), so templates stay pure and none can forget the footer.
 * Returns the outbox id, or null when the key was queued before.
 */
export async function queueEmail(tx: Database, email: OutgoingEmail): Promise<number | null> {
  for (const secret of email.secrets) {
    // An empty secret would "hide" nothing; one in the subject or address would show in the list.
    if (secret === '' || email.subject.includes(secret) || email.to.includes(secret)) {
      throw new Error(`e-mail ${email.dedupeKey}: a secret goes only in the body of a message`);
    }
  }
  const { text, html } = signEmail(email, await findBusinessDetails(tx));
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      toAddress: email.to,
      subject: email.subject,
      textBody: text,
      htmlBody: html,
      maskedTextBody: maskSecrets(text, email.secrets),
      maskedHtmlBody: maskSecrets(html, email.secrets),
      dedupeKey: email.dedupeKey,
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  return row?.id ?? null;
}
