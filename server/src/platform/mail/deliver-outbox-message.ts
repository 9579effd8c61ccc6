import type { OutboxStore } from './outbox-store.ts';
import { secondsUntilRetry, type MailRetryPolicy } from './retry-policy.ts';
import type { MailTransport } from './smtp-transport.ts';

/**
 * How long a claimed message is kept from other senders: longer than one attempt can take with
 * the transport's timeouts, shorter than the job's expiry (mail-delivery.ts), so after a crash
 * the retried job finds it due again.
 */
export const SENDING_LEASE_SECONDS = 180;

export interface DeliveryDeps {
  store: OutboxStore;
  transport: MailTransport;
  /** MAIL_FROM */
  from: string;
  /** The host of PUBLIC_URL, the right-hand side of every Message-ID. */
  messageIdHost: string;
  policy: MailRetryPolicy;
}

/**
 * What one delivery of one outbox message did: 'sent'; 'retry' (failed, due again later);
 * 'failed' (the last attempt failed); or nothing, because the message is 'missing', 'done' (sent
 * or failed before) or 'not-due' (another sender holds it, or its retry time has not come).
 */
export type DeliveryOutcome = 'sent' | 'retry' | 'failed' | 'missing' | 'done' | 'not-due';

/**
 * The same message always carries the same Message-ID, so if the process dies after the mail
 * server took a message but before it was marked sent, the copy sent again is recognisably the
 * same message (mail servers and clients drop the duplicate).
 */
export function messageIdFor(outboxId: number, host: string): string {
  return `<outbox-${outboxId}@${host}>`;
}

function describeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 1000) || 'Unknown error';
}

/** Sends one outbox message unless it was sent already: the mail job's work. */
export async function deliverOutboxMessage(deps: DeliveryDeps, outboxId: number): Promise<DeliveryOutcome> {
  const claimed = await deps.store.claim(outboxId, SENDING_LEASE_SECONDS);
  if (typeof claimed === 'string') return claimed;
  try {
    await deps.transport.sendMail({
      from: deps.from,
      to: claimed.toAddress,
      subject: claimed.subject,
      text: claimed.textBody,
      ...(claimed.htmlBody ? { html: claimed.htmlBody } : {}),
      messageId: messageIdFor(claimed.id, deps.messageIdHost),
    });
  } catch (error) {
    const last = claimed.attempts >= deps.policy.maxAttempts;
    await deps.store.recordFailure(claimed.id, describeFailure(error), last ? null : secondsUntilRetry(deps.policy, claimed.attempts));
    return last ? 'failed' : 'retry';
  }
  await deps.store.markSent(claimed.id);
  return 'sent';
}
