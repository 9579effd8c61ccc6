// The mail server the browser tests' app sends to: each message it accepts becomes a JSON file in MAIL_CATCHER_DIR, where the tests read their links as the recipient would (ADR 0042).
import { renameSync, writeFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { startTestSmtpServer, type ReceivedMessage } from '../smtp-test-server.ts';

/** One caught message as e2e/support/mailbox.ts reads it. */
export interface CaughtEmail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

const port = Number(process.env['MAIL_CATCHER_PORT']);
const dir = process.env['MAIL_CATCHER_DIR'];
if (!Number.isInteger(port) || port <= 0 || !dir) throw new Error('e2e-mail-catcher needs MAIL_CATCHER_PORT and MAIL_CATCHER_DIR');

// A run starts with an empty mailbox, even on a data folder kept from an earlier run.
await rm(dir, { recursive: true, force: true });
await mkdir(dir, { recursive: true });

let count = 0;
function keep(message: ReceivedMessage): void {
  const caught: CaughtEmail = {
    to: message.to,
    subject: message.headers.get('subject') ?? '',
    text: message.parts.get('text/plain') ?? '',
    html: message.parts.get('text/html') ?? '',
  };
  // Kept before the app hears it was accepted, whole under a temporary name and then renamed, so a
  // reader never sees half a message.
  const file = path.join(dir!, `${String(++count).padStart(6, '0')}.json`);
  writeFileSync(`${file}.part`, JSON.stringify(caught));
  renameSync(`${file}.part`, file);
}

const smtp = await startTestSmtpServer({ port, onMessage: keep });
console.info(`Mail catcher: ${smtp.url} → ${dir}`);
process.on('SIGTERM', () => void smtp.close().then(() => process.exit(0)));
process.on('SIGINT', () => void smtp.close().then(() => process.exit(0)));
