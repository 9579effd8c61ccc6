import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '../../db/schema/index.ts';
import { emailsTo } from '../../../test/account-links.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertRoleCast, uniqueName } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { INVITATION_LIMIT } from './rules/invitation-limit.ts';

// Issue 28: invitations (new and sent again) e-mail whatever address the inviter types, with no
// limit: a taken-over admin account could mail the world in our name.

let ctx: TestContext;
let clock = new Date('2030-06-01T10:00:00Z');
beforeAll(async () => {
  ctx = await buildTestApp({ now: () => clock });
});
afterAll(() => ctx.close());

let network = 0;
async function as(user: { username: string }) {
  const browser = new HttpSession(ctx.app, { ip: `10.90.${++network}.1` });
  await browser.signIn(user.username);
  return browser;
}
const invite = (inviter: HttpSession, email: string, agencyId?: number) =>
  inviter.request('POST', '/api/invitations/', { role: 'agent', email, first_name: 'Iva', last_name: 'Horvat', ...(agencyId ? { agency_id: agencyId } : {}) });

describe('the invitations one user may send', () => {
  it('are thirty an hour, however many are sent at once; new ones and resends alike, and no other inviter is held up', async () => {
    const cast = await insertRoleCast(ctx.db);
    const admin = await as(cast.users.agencyAdmin);
    const emails = Array.from({ length: 40 }, () => `${uniqueName('burst')}@example.com`);
    const answers = await Promise.all(emails.map((email) => invite(admin, email)));

    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(INVITATION_LIMIT.perHour);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(40 - INVITATION_LIMIT.perHour);
    expect(refused[0]!.json()).toEqual({ detail: 'You have sent too many invitations. Try again in 60 minutes.' });
    expect(refused[0]!.headers['retry-after']).toBe('3600');
    const stored = await ctx.db.select().from(invitations).where(eq(invitations.invitedByUserId, cast.users.agencyAdmin.id));
    expect(stored).toHaveLength(INVITATION_LIMIT.perHour);
    const mailed = await Promise.all(emails.map((email) => emailsTo(ctx.db, email)));
    expect(mailed.flat()).toHaveLength(INVITATION_LIMIT.perHour);

    // Sending one again is one more e-mail: refused too.
    const resend = await admin.request('POST', `/api/invitations/${stored[0]!.id}/resend/`);
    expect(resend.statusCode).toBe(429);

    // Another inviter has a limit of their own.
    expect((await invite(await as(cast.users.staff), `${uniqueName('other')}@example.com`, cast.agency.id)).statusCode).toBe(201);

    // An hour on, the first admin may invite again.
    clock = new Date(clock.getTime() + 60 * 60 * 1000);
    expect((await admin.request('POST', `/api/invitations/${stored[0]!.id}/resend/`)).statusCode).toBe(200);
  });
});
