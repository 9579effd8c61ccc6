import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/index.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { eventually } from '../../../test/payment-helpers.ts';
import { refusingSmtpUrl, startTestSmtpServer, type TestSmtpServer } from '../../../test/smtp-test-server.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { inTransaction } from '../db/transaction.ts';
import { createJobQueue, type JobLog } from '../jobs/job-queue.ts';
import { deliverOutboxMessage } from './deliver-outbox-message.ts';
import { createSmtpDelivery, type SmtpDeliveryOptions } from './mail-delivery.ts';
import { createOutboxStore } from './outbox-store.ts';
import { queueEmail } from './queue-email.ts';
import type { MailRetryPolicy } from './retry-policy.ts';
import { createSmtpTransport } from './smtp-transport.ts';

// Three attempts a second apart, so retries and giving up take seconds, not half an hour.
const FAST: MailRetryPolicy = { maxAttempts: 3, retryDelaySeconds: 1, retryBackoff: false };

let handle: DatabaseHandle;
let smtp: TestSmtpServer;
const problems: string[] = [];
const log: JobLog = {
  error: (_details, message) => problems.push(message),
  warn: () => {},
};
const stops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
  smtp = await startTestSmtpServer();
});
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
  // What a test left unsent must not be picked up by the next test's sweep.
  await handle.db.update(emailOutbox).set({ status: 'failed' }).where(eq(emailOutbox.status, 'queued'));
  expect(problems.splice(0), 'the job queue reported errors').toEqual([]);
});
afterAll(async () => {
  await smtp.close();
  await handle.close();
});

/** A running delivery (job queue + worker + sweep), as main.ts starts it; stopped after the test. */
async function startDelivery(options: Partial<SmtpDeliveryOptions> = {}) {
  const jobs = createJobQueue(handle.connection);
  const delivery = createSmtpDelivery({
    db: handle.db,
    jobs,
    smtpUrl: smtp.url,
    mailFrom: 'Vozimo <bookings@vozimo.example>',
    publicUrl: 'https://vozimo.example:8443',
    policy: FAST,
    pollingIntervalSeconds: 0.5,
    ...options,
  });
  await jobs.start(log);
  await delivery.start(log);
  stops.push(async () => {
    await delivery.stop();
    await jobs.stop();
  });
  return delivery;
}

/** Queues a message in its own transaction, as a booking does; answers its outbox id and unique subject. */
async function queueMessage() {
  const subject = `Your trip VZ-${randomBytes(3).toString('hex').toUpperCase()} is booked`;
  const id = await inTransaction(handle.db, (tx) =>
    queueEmail(tx, {
      to: 'marta@example.com',
      subject,
      text: 'Deposit to pay: €27.50\nSplit → Dubrovnik',
      html: '<p>Deposit to pay: <strong>€27.50</strong></p>',
      dedupeKey: `test:${subject}`,
      secrets: [],
    }),
  );
  return { id: id!, subject };
}

const receivedWith = (subject: string) => smtp.received.filter((m) => m.headers.get('subject') === subject);
const stored = async (id: number) => (await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

describe('sending the outbox through SMTP', () => {
  it('sends a queued message once, with its subject, text and HTML parts, the sender and a stable Message-ID', async () => {
    const delivery = await startDelivery();
    const { id, subject } = await queueMessage();
    delivery.dispatch(id);

    await eventually(async () => expect(receivedWith(subject)).toHaveLength(1), 15_000);
    const [message] = receivedWith(subject);
    expect(message!.to).toEqual(['marta@example.com']);
    expect(message!.from).toBe('bookings@vozimo.example');
    expect(message!.headers.get('from')).toBe('Vozimo <bookings@vozimo.example>');
    expect(message!.headers.get('message-id')).toBe(`<outbox-${id}@vozimo.example>`);
    expect(message!.parts.get('text/plain')).toBe('Deposit to pay: €27.50\nSplit → Dubrovnik');
    expect(message!.parts.get('text/html')).toBe('<p>Deposit to pay: <strong>€27.50</strong></p>');

    await eventually(async () => expect(await stored(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null }));
    expect((await stored(id)).sentAt).not.toBeNull();
    await settle();
    expect(receivedWith(subject)).toHaveLength(1);
  });

  it('sends a dispatched message at once, not at the worker’s next look at the queue', async () => {
    // A minute between looks: without the wake-up, the message would wait for the next one.
    const delivery = await startDelivery({ pollingIntervalSeconds: 60 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const { id, subject } = await queueMessage();
    delivery.dispatch(id);
    await eventually(async () => expect(receivedWith(subject)).toHaveLength(1), 10_000);
  });

  it('picks up, at start and on each sweep, messages whose dispatch was lost (a stop right after the commit)', async () => {
    const early = await queueMessage();
    const delivery = await startDelivery();
    const late = await queueMessage();
    await eventually(async () => expect(receivedWith(early.subject)).toHaveLength(1), 15_000);
    expect(receivedWith(late.subject)).toHaveLength(0);
    expect((await stored(late.id)).status).toBe('queued');

    expect(await delivery.sweep()).toBe(1);
    await eventually(async () => expect(receivedWith(late.subject)).toHaveLength(1), 15_000);
    expect(receivedWith(early.subject)).toHaveLength(1);
  });

  it('gives a message one job: dispatched twice, swept, and dispatched by a second server process, it is sent once', async () => {
    const first = await startDelivery();
    const second = await startDelivery();
    const { id, subject } = await queueMessage();
    first.dispatch(id);
    second.dispatch(id);
    first.dispatch(id);
    await Promise.all([first.sweep(), second.sweep()]);
    await eventually(async () => expect((await stored(id)).status).toBe('sent'), 15_000);
    await settle();
    expect(receivedWith(subject)).toHaveLength(1);
    expect((await stored(id)).attempts).toBe(1);
  });

  it('sends a message once when two jobs deliver it at the same moment, and not again later', async () => {
    const { id, subject } = await queueMessage();
    const transport = createSmtpTransport(smtp.url);
    const deps = { store: createOutboxStore(handle.db), transport, from: 'bookings@vozimo.example', messageIdHost: 'vozimo.example', policy: FAST };
    const outcomes = await Promise.all([deliverOutboxMessage(deps, id), deliverOutboxMessage(deps, id)]);
    expect(outcomes.sort()).toEqual(['not-due', 'sent']);
    expect(await deliverOutboxMessage(deps, id)).toBe('done');
    expect(await deliverOutboxMessage(deps, 2_147_483_000)).toBe('missing');
    transport.close();
    expect(receivedWith(subject)).toHaveLength(1);
  });

  it('counts the attempts against a server that rejects the message, retries later, and finally marks it failed', async () => {
    const before = smtp.deliveries();
    smtp.rejectNext(3);
    const delivery = await startDelivery();
    const { id, subject } = await queueMessage();
    delivery.dispatch(id);
    await eventually(async () => expect((await stored(id)).status).toBe('failed'), 20_000);
    const row = await stored(id);
    expect(row.attempts).toBe(3);
    expect(row.lastError).toMatch(/550/);
    expect(row.sentAt).toBeNull();
    expect(smtp.deliveries() - before).toBe(3);
    expect(receivedWith(subject)).toHaveLength(0);
  });

  it('sends on a later attempt when the server accepts it then', async () => {
    smtp.rejectNext(1);
    const delivery = await startDelivery();
    const { id, subject } = await queueMessage();
    delivery.dispatch(id);
    await eventually(async () => expect(await stored(id)).toMatchObject({ status: 'sent', attempts: 2 }), 20_000);
    expect((await stored(id)).lastError).toBeNull();
    expect(receivedWith(subject)).toHaveLength(1);
  });

  it('backs off when the mail server refuses the connection: not due again until its retry time', async () => {
    const { id } = await queueMessage();
    const transport = createSmtpTransport(await refusingSmtpUrl());
    const deps = { store: createOutboxStore(handle.db), transport, from: 'bookings@vozimo.example', messageIdHost: 'vozimo.example', policy: { ...FAST, retryDelaySeconds: 60 } };
    expect(await deliverOutboxMessage(deps, id)).toBe('retry');
    const row = await stored(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row.lastError).toMatch(/ECONNREFUSED/);
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(await deliverOutboxMessage(deps, id)).toBe('not-due');
    expect((await stored(id)).attempts).toBe(1);
  });

  it('marks a message failed after its last attempt when the server refuses every connection', async () => {
    const delivery = await startDelivery({ smtpUrl: await refusingSmtpUrl() });
    const messages = [await queueMessage(), await queueMessage()];
    for (const { id } of messages) delivery.dispatch(id);
    await eventually(async () => {
      const rows = await handle.db.select().from(emailOutbox).where(inArray(emailOutbox.id, messages.map((m) => m.id)));
      expect(rows.map((r) => [r.status, r.attempts])).toEqual([
        ['failed', 3],
        ['failed', 3],
      ]);
    }, 20_000);
  });
});
