import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxListResponse } from '@vozimo/contract';
import { emailOutbox } from '../../db/schema/index.ts';
import { latestLinkToken } from '../../../test/account-links.ts';
import { bookSplitToDubrovnik } from '../../../test/booking-helpers.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertRoleCast, insertUser, uniqueName } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { queueEmail } from '../../platform/mail/queue-email.ts';

let ctx: TestContext;
let cast: Awaited<ReturnType<typeof insertRoleCast>>;

beforeAll(async () => {
  ctx = await buildTestApp({ publicUrl: 'https://vozimo.example' });
  cast = await insertRoleCast(ctx.db);
});
afterAll(() => ctx.close());

let ip = 0;
async function signedIn(who: 'staff' | 'agent' | 'agencyAdmin') {
  const session = new HttpSession(ctx.app, { ip: `10.5.0.${++ip}` });
  await session.signIn(cast.users[who].username);
  return session;
}

describe('GET /api/outbox/ (no SMTP_URL: the outbox keeps every message)', () => {
  it('shows staff the messages newest first, a page at a time, and says nothing is sent', async () => {
    for (const n of [1, 2, 3]) {
      await queueEmail(ctx.db, { to: `c${n}@example.com`, subject: `Message ${n}`, text: `Text ${n}`, html: `<p>${n}</p>`, dedupeKey: `outbox-test:${n}`, secrets: [] });
    }
    const staff = await signedIn('staff');
    const first: OutboxListResponse = (await staff.request('GET', '/api/outbox/?limit=2')).json();
    expect(first.smtp_configured).toBe(false);
    expect(first.count).toBe(3);
    expect(first.items.map((m) => m.subject)).toEqual(['Message 3', 'Message 2']);
    expect(first.items[0]).toMatchObject({
      to: 'c3@example.com',
      text_body: 'Text 3',
      html_body: '<p>3</p>',
      status: 'queued',
      attempts: 0,
      last_error: null,
      sent_at: null,
    });
    const second: OutboxListResponse = (await staff.request('GET', '/api/outbox/?limit=2&offset=2')).json();
    expect(second.items.map((m) => m.subject)).toEqual(['Message 1']);
  });

  it('keeps one message per event: queueing the same key again adds nothing', async () => {
    const again = await queueEmail(ctx.db, { to: 'c1@example.com', subject: 'Message 1 again', text: '', html: '', dedupeKey: 'outbox-test:1', secrets: [] });
    expect(again).toBeNull();
    expect(await ctx.db.select().from(emailOutbox)).toHaveLength(3);
  });

  it('is for staff only', async () => {
    for (const who of ['agent', 'agencyAdmin'] as const) {
      expect((await (await signedIn(who)).request('GET', '/api/outbox/')).statusCode).toBe(403);
    }
  });

  it('answers 422 to a page size out of range', async () => {
    expect((await (await signedIn('staff')).request('GET', '/api/outbox/?limit=500')).statusCode).toBe(422);
  });
});

describe('GET /api/outbox/ never shows a secret link (issue 28: staff took over a colleague account through it)', () => {
  /** The outbox as staff get it: every message, the answer's raw text. */
  async function outboxAsStaff() {
    const res = await (await signedIn('staff')).request('GET', '/api/outbox/?limit=100');
    expect(res.statusCode).toBe(200);
    return { raw: res.body, list: res.json<OutboxListResponse>() };
  }

  it("shows that a colleague's set-password e-mail went out, to whom, without its link; the e-mail itself has it", async () => {
    const colleague = await insertUser(ctx.db, { isStaff: true, email: `${uniqueName('colleague')}@vozimo.example` });
    const sent = await (await signedIn('staff')).request('POST', `/api/admin/users/${colleague.id}/send_password_reset/`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.body).not.toMatch(/token/i);
    // What the colleague's mailbox gets (the message itself, read from the table): the live link.
    const token = await latestLinkToken(ctx.db, colleague.email);

    const { raw, list } = await outboxAsStaff();
    expect(raw).not.toContain(token);
    const shown = list.items.find((message) => message.to === colleague.email);
    expect(shown).toMatchObject({ subject: 'Set a new Vozimo password', status: 'queued' });
    expect(shown!.text_body).toContain('https://vozimo.example/reset-password?token=[hidden]');
    expect(shown!.html_body).toContain('https://vozimo.example/reset-password?token=[hidden]');
    // The masked link opens nothing.
    const tried = await new HttpSession(ctx.app, { ip: '10.5.9.1' }).request('POST', '/api/public/password_reset/confirm/', { token: '[hidden]', password: 'tramontana kvarner 93' });
    expect(tried.statusCode).toBe(404);
  });

  it('hides every link that opens an account or a trip: forgot password, invitation, new staff account, booked trip', async () => {
    const forgetful = await insertUser(ctx.db, { isAgent: true, agencyId: cast.agency.id, email: `${uniqueName('forgot')}@example.com` });
    expect((await new HttpSession(ctx.app, { ip: '10.5.8.1' }).request('POST', '/api/password_reset/', { email: forgetful.email })).statusCode).toBe(202);
    const invitee = `${uniqueName('invitee')}@example.com`;
    const invited = await (await signedIn('agencyAdmin')).request('POST', '/api/invitations/', { role: 'agent', email: invitee, first_name: 'Iva', last_name: 'Horvat' });
    expect(invited.statusCode, invited.body).toBe(201);
    const newStaff = uniqueName('marta').toLowerCase();
    const created = await (await signedIn('staff')).request('POST', '/api/admin/users/', { username: newStaff, first_name: 'Marta', last_name: 'Babić', email: `${newStaff}@vozimo.example` });
    expect(created.statusCode, created.body).toBe(201);
    const booked = await bookSplitToDubrovnik(await signedIn('agent'), { customer_email: `${uniqueName('customer')}@example.com` });
    expect(booked.statusCode, booked.body).toBe(200);
    const { reference, token: tripToken } = booked.json<{ reference: string; token: string }>();

    const secrets = [
      await latestLinkToken(ctx.db, forgetful.email),
      await latestLinkToken(ctx.db, invitee),
      await latestLinkToken(ctx.db, `${newStaff}@vozimo.example`),
      tripToken,
    ];
    const { raw, list } = await outboxAsStaff();
    for (const secret of secrets) expect(raw).not.toContain(secret);
    const tripMessage = list.items.find((message) => message.subject === `Your trip ${reference} is booked`);
    expect(tripMessage!.text_body).toContain(`https://vozimo.example/trip/${reference}?token=[hidden]`);
    expect(tripMessage!.html_body).toContain(`https://vozimo.example/trip/${reference}?token=[hidden]`);
  });
});
