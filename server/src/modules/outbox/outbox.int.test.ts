import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxListResponse } from '@vozimo/contract';
import { emailOutbox } from '../../db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertRoleCast } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { queueEmail } from '../../platform/mail/queue-email.ts';

let ctx: TestContext;
let cast: Awaited<ReturnType<typeof insertRoleCast>>;

beforeAll(async () => {
  ctx = await buildTestApp();
  cast = await insertRoleCast(ctx.db);
});
afterAll(() => ctx.close());

async function signedIn(who: 'staff' | 'agent' | 'agencyAdmin') {
  const session = new HttpSession(ctx.app, { ip: `10.5.0.${who.length}` });
  await session.signIn(cast.users[who].username);
  return session;
}

describe('GET /api/outbox/ (no SMTP_URL: the outbox keeps every message)', () => {
  it('shows staff the messages newest first, a page at a time, and says nothing is sent', async () => {
    for (const n of [1, 2, 3]) {
      await queueEmail(ctx.db, { to: `c${n}@example.com`, subject: `Message ${n}`, text: `Text ${n}`, html: `<p>${n}</p>`, dedupeKey: `outbox-test:${n}` });
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
    const again = await queueEmail(ctx.db, { to: 'c1@example.com', subject: 'Message 1 again', text: '', html: '', dedupeKey: 'outbox-test:1' });
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
