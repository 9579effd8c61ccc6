import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { createLinksInConsoleDelivery, printLinksOf, printsLinksInConsole } from './links-in-console.ts';
import { queueEmail } from './queue-email.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const TOKEN = 'fdE3ksRVD1mhTyTr9X_1CRLvlDpQeMR7yZjacxjBaIs';

async function queueReset(to: string) {
  const link = `http://localhost:3000/reset-password?token=${TOKEN}`;
  return (await queueEmail(handle.db, {
    to,
    subject: 'Set a new Vozimo password',
    text: `Hello,\n\n${link}\n\nVozimo`,
    html: `<a href="${link}">Set a new password</a>`,
    dedupeKey: `links-in-console:${to}`,
    secrets: [TOKEN],
  }))!;
}

describe('the links of e-mails on a developer’s console', () => {
  it.each([
    ['development on this machine', true, { nodeEnv: 'development', smtpUrl: undefined, publicUrl: 'http://localhost:3000' }],
    ['development on 127.0.0.1', true, { nodeEnv: 'development', smtpUrl: undefined, publicUrl: 'http://127.0.0.1:3000' }],
    ['production', false, { nodeEnv: 'production', smtpUrl: undefined, publicUrl: 'http://localhost:3000' }],
    ['the tests', false, { nodeEnv: 'test', smtpUrl: undefined, publicUrl: 'http://localhost:3000' }],
    ['development with a mail server', false, { nodeEnv: 'development', smtpUrl: 'smtp://127.0.0.1:2525', publicUrl: 'http://localhost:3000' }],
    ['a site whose links go elsewhere (NODE_ENV forgotten)', false, { nodeEnv: 'development', smtpUrl: undefined, publicUrl: 'https://vozimo.example' }],
  ] as const)('%s: printed %s', (_name, expected, config) => {
    expect(printsLinksInConsole(config)).toBe(expected);
  });

  it('prints who the message is for, its subject and its live links', async () => {
    const id = await queueReset('petra@example.com');
    const lines: string[] = [];
    await printLinksOf(handle.db, id, (line) => lines.push(line));
    expect(lines).toEqual([
      `E-mail to petra@example.com (not sent: no SMTP_URL): Set a new Vozimo password\n  http://localhost:3000/reset-password?token=${TOKEN}`,
    ]);
  });

  it('prints them when the message is dispatched after its transaction, and sends nothing', async () => {
    const id = await queueReset('ivo@example.com');
    const printed = new Promise<string>((resolve) => {
      const delivery = createLinksInConsoleDelivery(handle.db, resolve);
      expect(delivery.smtpConfigured).toBe(false);
      delivery.dispatch(id);
    });
    expect(await printed).toContain(`ivo@example.com (not sent: no SMTP_URL)`);
  });
});
