import type { Config } from '../../config.ts';
import type { Database } from '../db/database.ts';
import type { MailDelivery } from './mail-delivery.ts';
import { createOutboxStore } from './outbox-store.ts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether the server prints each e-mail's links to its console: only on a developer's machine
 * (NODE_ENV=development, no SMTP_URL, PUBLIC_URL unset or on this machine). Nothing is sent there
 * and the staff Outbox hides secret links (ADR 0042), so this is how a developer follows a
 * set-password or trip link. Never under production or test, and never on a site whose links point
 * elsewhere, even if NODE_ENV was forgotten.
 */
export function printsLinksInConsole(config: Pick<Config, 'nodeEnv' | 'smtpUrl' | 'publicUrl'>): boolean {
  const host = new URL(config.publicUrl).hostname;
  return config.nodeEnv === 'development' && !config.smtpUrl && (LOOPBACK_HOSTS.has(host) || host.endsWith('.localhost'));
}

/** Every web address in a message's plain-text part, as the recipient would click it. */
const linksIn = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

/** Prints who a message is for, its subject and its links; nothing when it has no links. */
export async function printLinksOf(db: Database, outboxId: number, print: (line: string) => void): Promise<void> {
  const message = await createOutboxStore(db).findSendable(outboxId);
  const links = message ? linksIn(message.textBody) : [];
  if (!message || links.length === 0) return;
  print([`E-mail to ${message.toAddress} (not sent: no SMTP_URL): ${message.subject}`, ...links.map((link) => `  ${link}`)].join('\n'));
}

/**
 * The outbox as on any machine without SMTP, plus each message's links on the console. They go
 * through console.info, not the server's structured log, which never carries a token
 * (platform/log-options.ts).
 */
export function createLinksInConsoleDelivery(db: Database, print: (line: string) => void = console.info): MailDelivery {
  return {
    smtpConfigured: false,
    dispatch(outboxId) {
      if (outboxId === null) return;
      printLinksOf(db, outboxId, print).catch((error: unknown) => print(`Could not read e-mail ${outboxId} of the outbox: ${String(error)}`));
    },
  };
}
