import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from './fixtures.ts';
import { MAIL_DIR } from './run-settings.ts';

/**
 * One e-mail as its recipient got it, live links and all: the app sent it through SMTP to the
 * run's mail catcher, which wrote it to MAIL_DIR (server/test/mail/e2e-mail-catcher.ts). The tests
 * read links here, never through staff's Outbox, which hides them (ADR 0042).
 */
export interface ReceivedEmail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** The e-mails that reached `address` so far, newest first. */
export async function emailsTo(address: string): Promise<ReceivedEmail[]> {
  const names = (await readdir(MAIL_DIR).catch(() => [] as string[])).filter((name) => name.endsWith('.json')).sort().reverse();
  const received = await Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(MAIL_DIR, name), 'utf8')) as ReceivedEmail));
  return received.filter((email) => email.to.some((to) => to.toLowerCase() === address.toLowerCase()));
}

/**
 * The link (path and query) in the newest e-mail to `address` that leads to `linkPath`
 * ('/invitation', '/reset-password', '/trip/VZ-…'), once that e-mail has arrived.
 */
export async function emailedLink(address: string, linkPath: string): Promise<string> {
  const pattern = new RegExp(`https?://\\S+${linkPath}\\?token=[\\w-]+`);
  let link = '';
  await expect
    .poll(async () => {
      link = (await emailsTo(address)).find((email) => pattern.test(email.text))?.text.match(pattern)?.[0] ?? '';
      return link;
    }, { message: `an e-mail to ${address} with a link to ${linkPath}` })
    .not.toBe('');
  const url = new URL(link);
  return url.pathname + url.search;
}
