import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, settings, trips } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestContext } from '../build-test-app.ts';
import { storeBusinessDetails } from '../business-details-factories.ts';
import { bookSplitToDubrovnik } from '../booking-helpers.ts';
import { insertRoleCast } from '../factories.ts';
import { HttpSession } from '../http-session.ts';
import { eventually } from '../payment-helpers.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../smtp-test-server.ts';
import { insertTrip } from '../trip-factories.ts';

// The journeys that write e-mail, with the job queue and a real SMTP server (docs/email.md).
let ctx: TestContext;
let smtp: TestSmtpServer;
let cast: Awaited<ReturnType<typeof insertRoleCast>>;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  ctx = await buildTestApp({
    publicUrl: 'https://vozimo.example',
    mail: {
      smtpUrl: smtp.url,
      mailFrom: 'Vozimo <bookings@vozimo.example>',
      pollingIntervalSeconds: 0.5,
      policy: { maxAttempts: 3, retryDelaySeconds: 1, retryBackoff: false },
    },
  });
  cast = await insertRoleCast(ctx.db);
  await ctx.db
    .update(settings)
    .set({ value: { bank_name: 'Zagrebačka banka', iban: 'HR1210010051863000160', swift: 'ZABAHR2X', account_holder: 'Vozimo d.o.o.' } })
    .where(eq(settings.key, 'bank_info'));
  // A bank transfer names the business as the account's holder: refused until it is set (ADR 0055).
  await storeBusinessDetails(ctx.db);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

async function signedIn(who: 'agent' | 'staff') {
  const session = new HttpSession(ctx.app, { ip: `10.8.0.${who === 'agent' ? 1 : 2}` });
  await session.signIn(cast.users[who].username);
  return session;
}

const receivedWith = (subject: string) => smtp.received.filter((m) => m.headers.get('subject') === subject);

describe('e-mails through SMTP', () => {
  it("reach the customer once when a trip is booked, with the trip's link", async () => {
    const res = await bookSplitToDubrovnik(await signedIn('agent'), { customer_email: 'ivana@example.com' });
    expect(res.statusCode, res.body).toBe(200);
    const { reference, token } = res.json();
    const subject = `Your trip ${reference} is booked`;
    await eventually(async () => expect(receivedWith(subject)).toHaveLength(1), 15_000);
    const [message] = receivedWith(subject);
    expect(message!.to).toEqual(['ivana@example.com']);
    expect(message!.parts.get('text/plain')).toContain(`https://vozimo.example/trip/${reference}?token=${token}`);
    expect(message!.parts.get('text/html')).toContain(`https://vozimo.example/trip/${reference}?token=${token}`);
    const [row] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.subject, subject));
    expect(message!.headers.get('message-id')).toBe(`<outbox-${row!.id}@vozimo.example>`);
    await eventually(async () => expect((await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, row!.id)))[0]!.status).toBe('sent'));
  });

  it('reach the agent with the bank details when a bank-transfer payment is made', async () => {
    const trip = await insertTrip(ctx.db, { agentUserId: cast.users.agent.id, agencyId: cast.agency.id });
    const res = await (await signedIn('agent')).request('POST', '/api/bulk_payment/', { trip_ids: [trip.id] });
    expect(res.statusCode, res.body).toBe(200);
    const subject = `Bank transfer details for payment ${res.json().payment_reference}`;
    await eventually(async () => expect(receivedWith(subject)).toHaveLength(1), 15_000);
    expect(receivedWith(subject)[0]!.to).toEqual([cast.users.agent.email]);
    expect(receivedWith(subject)[0]!.parts.get('text/plain')).toContain('HR1210010051863000160');
  });

  it('never fail a booking when the mail server rejects the message: it is retried, then marked failed', async () => {
    smtp.rejectNext(3);
    const res = await bookSplitToDubrovnik(await signedIn('agent'), { customer_email: 'petra@example.com' });
    expect(res.statusCode, res.body).toBe(200);
    const [trip] = await ctx.db.select().from(trips).where(eq(trips.reference, res.json().reference));
    expect(trip!.status).toBe('pending_payment');
    await eventually(async () => {
      const [row] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `trip-booked:${trip!.id}`));
      expect(row).toMatchObject({ status: 'failed', attempts: 3 });
      expect(row!.lastError).toMatch(/550/);
    }, 20_000);
    expect(receivedWith(`Your trip ${trip!.reference} is booked`)).toHaveLength(0);

    const outbox = await (await signedIn('staff')).request('GET', '/api/outbox/?limit=5');
    expect(outbox.json()).toMatchObject({ smtp_configured: true });
    expect(outbox.json().items.find((m: { subject: string }) => m.subject === `Your trip ${trip!.reference} is booked`)).toMatchObject({
      status: 'failed',
      attempts: 3,
      to: 'petra@example.com',
    });
  });
});
