import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingRequest } from '@vozimo/contract';
import { emailOutbox, trips } from '../../db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertRoleCast } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { bookSplitToDubrovnik } from '../../../test/booking-helpers.ts';
import { insertTrip, unchangedEditBody } from '../../../test/trip-factories.ts';

const clock = new Date('2030-05-01T08:00:00Z');
let ctx: TestContext;
let cast: Awaited<ReturnType<typeof insertRoleCast>>;
let agent: HttpSession;

beforeAll(async () => {
  ctx = await buildTestApp({ now: () => clock, publicUrl: 'https://book.vozimo.example' });
  cast = await insertRoleCast(ctx.db);
  agent = new HttpSession(ctx.app, { ip: '10.4.0.1' });
  await agent.signIn(cast.users.agent.username);
});
afterAll(() => ctx.close());

async function book(change: Partial<BookingRequest> = {}) {
  const res = await bookSplitToDubrovnik(agent, change);
  expect(res.statusCode, res.body).toBe(200);
  const [trip] = await ctx.db.select().from(trips).where(eq(trips.reference, res.json().reference));
  return trip!;
}

const outboxFor = (tripId: number) => ctx.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `trip-booked:${tripId}`));

describe('the booking e-mail', () => {
  it('is queued for the customer when a trip is booked: the link with its token, the summary and the deposit', async () => {
    const trip = await book();
    const [email] = await outboxFor(trip.id);
    expect(email).toMatchObject({ toAddress: 'marta@example.com', subject: `Your trip ${trip.reference} is booked`, status: 'queued', attempts: 0 });
    const link = `https://book.vozimo.example/trip/${trip.reference}?token=${trip.token}`;
    for (const body of [email!.textBody, email!.htmlBody!]) {
      expect(body).toContain(link);
      expect(body).toContain('Split');
      expect(body).toContain('Dubrovnik');
      expect(body).toContain('Friday, 14 June 2030 at 09:30');
      expect(body).toContain(`€${(trip.depositGrossCents / 100).toFixed(2)}`);
    }
    expect(email!.textBody).toContain('Passengers: 3');
  });

  it('escapes what was typed into the form in the HTML part', async () => {
    const trip = await book({ customer_first_name: '<script>alert(1)</script>' });
    const [email] = await outboxFor(trip.id);
    expect(email!.htmlBody).not.toContain('<script>');
    expect(email!.htmlBody).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;,');
  });

  it('is not queued for a quote, nor without a customer e-mail', async () => {
    const quote = await book({ is_draft: true });
    const noEmail = await book({ customer_email: '', customer_phone: '+385 91 123 4567' });
    expect(await outboxFor(quote.id)).toEqual([]);
    expect(await outboxFor(noEmail.id)).toEqual([]);
  });

  it('is queued when a quote is booked from the trip form, and only once', async () => {
    const draft = await insertTrip(ctx.db, {
      agentUserId: cast.users.agent.id,
      agencyId: cast.agency.id,
      status: 'draft',
      customerEmail: 'luka@example.com',
    });
    const body = { ...(await unchangedEditBody(ctx.db, draft)), is_draft: false };
    const res = await agent.request('POST', `/api/admin_update_trip/${draft.id}/`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('pending_payment');
    const emails = await outboxFor(draft.id);
    expect(emails.map((e) => [e.toAddress, e.subject])).toEqual([['luka@example.com', `Your trip ${draft.reference} is booked`]]);

    const saveAgain = await agent.request('POST', `/api/admin_update_trip/${draft.id}/`, body);
    expect(saveAgain.statusCode).toBe(403);
    expect(await ctx.db.select().from(emailOutbox).where(like(emailOutbox.dedupeKey, `trip-booked:${draft.id}`))).toHaveLength(1);
  });
});
