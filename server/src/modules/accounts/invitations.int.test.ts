import { INVITATION_MESSAGES, PASSWORD_MESSAGES } from '@vozimo/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, users } from '../../db/schema/index.ts';
import { hashToken } from '../../platform/sessions/session-token.ts';
import { emailsTo, latestLinkToken } from '../../../test/account-links.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertAgency, insertDriver, insertRoleCast, uniqueName } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';

let ctx: TestContext;
let cast: Awaited<ReturnType<typeof insertRoleCast>>;
let other: Awaited<ReturnType<typeof insertRoleCast>>;
let clock = new Date('2030-06-01T10:00:00Z');
const PASSWORD = 'tramontana kvarner 93';

beforeAll(async () => {
  ctx = await buildTestApp({ now: () => clock, publicUrl: 'https://vozimo.example' });
  cast = await insertRoleCast(ctx.db);
  other = await insertRoleCast(ctx.db);
});
afterAll(() => ctx.close());

let ip = 0;
const visitor = () => new HttpSession(ctx.app, { ip: `10.60.0.${++ip}` });
async function as(user: { username: string }) {
  const browser = visitor();
  await browser.signIn(user.username);
  return browser;
}
const newEmail = () => `${uniqueName('invitee')}@example.com`;

async function inviteAgent(admin: HttpSession, email = newEmail()) {
  const res = await admin.request('POST', '/api/invitations/', { role: 'agent', email, first_name: 'Iva', last_name: 'Horvat' });
  expect(res.statusCode, res.body).toBe(201);
  return { email, invitation: res.json() };
}

describe('an agency admin invites an agent', () => {
  it('e-mails a single-use link; the invitee chooses a username and password and is signed in as an agent of the agency', async () => {
    const admin = await as(cast.users.agencyAdmin);
    const { email, invitation } = await inviteAgent(admin);
    expect(invitation).toMatchObject({ role: 'agent', email, status: 'pending', invited_by: 'Ana User', expires_at: '2030-06-08T10:00:00.000Z' });

    const [message] = await emailsTo(ctx.db, email);
    expect(message?.subject).toBe(`${cast.agency.name} invites you to Vozimo`);
    expect(message?.textBody).toContain('https://vozimo.example/invitation?token=');
    const token = await latestLinkToken(ctx.db, email);

    const invitee = visitor();
    const preview = await invitee.request('GET', `/api/public/invitation/?token=${token}`);
    expect(preview.json()).toEqual({
      email,
      first_name: 'Iva',
      last_name: 'Horvat',
      role: 'agent',
      organisation_name: cast.agency.name,
      suggested_username: email.split('@')[0],
    });

    const username = uniqueName('iva');
    const accepted = await invitee.request('POST', '/api/public/accept_invitation/', { token, username, password: PASSWORD });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ first_name: 'Iva', is_agent: true, is_agency_admin: false, is_staff: false });
    expect((await invitee.request('GET', '/api/auth/')).statusCode).toBe(200);
    expect((await invitee.request('GET', '/api/trips/')).statusCode).toBe(200);
    const [user] = await ctx.db.select().from(users).where(eq(users.username, username));
    expect(user).toMatchObject({ agencyId: cast.agency.id, isAgent: true, email });

    // Single use: the same link is dead, with the one answer for every dead link.
    const again = await visitor().request('POST', '/api/public/accept_invitation/', { token, username: uniqueName('again'), password: PASSWORD });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: INVITATION_MESSAGES.linkInvalid });
    expect((await admin.request('GET', '/api/invitations/?role=agent')).json().find((i: { email: string }) => i.email === email).status).toBe('accepted');
    // The new agent signs in with its password later.
    await visitor().signIn(username, PASSWORD);
  });

  it('lists only its agency\'s invitations; another agency\'s admin cannot see, resend or revoke them', async () => {
    const admin = await as(cast.users.agencyAdmin);
    const { email, invitation } = await inviteAgent(admin);
    const foreignAdmin = await as(other.users.agencyAdmin);
    const listed = (await foreignAdmin.request('GET', '/api/invitations/')).json() as { email: string }[];
    expect(listed.map((i) => i.email)).not.toContain(email);
    expect((await admin.request('GET', '/api/invitations/')).json().map((i: { email: string }) => i.email)).toContain(email);
    for (const action of ['resend', 'revoke']) {
      expect((await foreignAdmin.request('POST', `/api/invitations/${invitation.invitation_id}/${action}/`)).statusCode).toBe(404);
    }
    expect((await (await as(cast.users.agent)).request('GET', '/api/invitations/')).statusCode).toBe(403);
    expect((await (await as(cast.users.driverAdmin)).request('GET', '/api/invitations/')).json().map((i: { email: string }) => i.email)).not.toContain(email);
  });

  it('refuses an address with an account, or with an open invitation, at the e-mail field', async () => {
    const admin = await as(cast.users.agencyAdmin);
    const { email } = await inviteAgent(admin);
    const twice = await admin.request('POST', '/api/invitations/', { role: 'agent', email: email.toUpperCase(), first_name: 'I', last_name: 'H' });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().detail).toEqual([{ loc: ['body', 'email'], msg: INVITATION_MESSAGES.pending, type: 'value_error' }]);
    await ctx.db.update(users).set({ email: 'taken@vozimo.example' }).where(eq(users.id, other.users.agent.id));
    const taken = await admin.request('POST', '/api/invitations/', { role: 'agent', email: 'Taken@vozimo.example', first_name: 'I', last_name: 'H' });
    expect(taken.json().detail[0]).toMatchObject({ loc: ['body', 'email'], msg: INVITATION_MESSAGES.emailHasAccount });
  });

  it('lets the link expire after seven days', async () => {
    const admin = await as(cast.users.agencyAdmin);
    const { email } = await inviteAgent(admin);
    const token = await latestLinkToken(ctx.db, email);
    const start = clock;
    clock = new Date(start.getTime() + 7 * 24 * 3600 * 1000);
    try {
      expect((await visitor().request('GET', `/api/public/invitation/?token=${token}`)).json()).toEqual({ detail: INVITATION_MESSAGES.linkInvalid });
      expect((await visitor().request('POST', '/api/public/accept_invitation/', { token, username: uniqueName('late'), password: PASSWORD })).statusCode).toBe(404);
      // The admin's session ended with the week; a new one.
      const later = await as(cast.users.agencyAdmin);
      const listed = (await later.request('GET', '/api/invitations/')).json().find((i: { email: string }) => i.email === email);
      expect(listed.status).toBe('expired');
    } finally {
      clock = start;
    }
  });

  it('resends with a new link and a new week: the old link is dead, the new one works', async () => {
    const admin = await as(cast.users.agencyAdmin);
    const { email, invitation } = await inviteAgent(admin);
    const oldToken = await latestLinkToken(ctx.db, email);
    const start = clock;
    clock = new Date(start.getTime() + 8 * 24 * 3600 * 1000);
    try {
      const resent = await (await as(cast.users.agencyAdmin)).request('POST', `/api/invitations/${invitation.invitation_id}/resend/`);
      expect(resent.json()).toMatchObject({ status: 'pending', expires_at: new Date(clock.getTime() + 7 * 24 * 3600 * 1000).toISOString() });
      expect(await emailsTo(ctx.db, email)).toHaveLength(2);
      const newToken = await latestLinkToken(ctx.db, email);
      expect(newToken).not.toBe(oldToken);
      expect((await visitor().request('GET', `/api/public/invitation/?token=${oldToken}`)).statusCode).toBe(404);
      expect((await visitor().request('GET', `/api/public/invitation/?token=${newToken}`)).statusCode).toBe(200);
    } finally {
      clock = start;
    }
  });

  it('revokes: the link stops working, and an accepted invitation cannot be revoked or resent', async () => {
    const admin = await as(cast.users.agencyAdmin);
    const { email, invitation } = await inviteAgent(admin);
    const token = await latestLinkToken(ctx.db, email);
    const revoked = await admin.request('POST', `/api/invitations/${invitation.invitation_id}/revoke/`);
    expect(revoked.json()).toMatchObject({ status: 'revoked' });
    expect((await visitor().request('POST', '/api/public/accept_invitation/', { token, username: uniqueName('r'), password: PASSWORD })).statusCode).toBe(404);
    expect((await admin.request('POST', `/api/invitations/${invitation.invitation_id}/resend/`)).statusCode).toBe(409);

    const accepted = await inviteAgent(admin);
    const acceptToken = await latestLinkToken(ctx.db, accepted.email);
    await visitor().request('POST', '/api/public/accept_invitation/', { token: acceptToken, username: uniqueName('a'), password: PASSWORD });
    const late = await admin.request('POST', `/api/invitations/${accepted.invitation.invitation_id}/revoke/`);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: INVITATION_MESSAGES.alreadyAccepted });
  });

  it('opens one account when the link is accepted twice at once', async () => {
    const admin = await as(cast.users.agencyAdmin);
    const { email } = await inviteAgent(admin);
    const token = await latestLinkToken(ctx.db, email);
    const results = await Promise.all(
      [uniqueName('first'), uniqueName('second')].map((username) =>
        visitor().request('POST', '/api/public/accept_invitation/', { token, username, password: PASSWORD }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    const accounts = await ctx.db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
    expect(accounts).toHaveLength(1);
  });

  it('checks the username and the password at their fields', async () => {
    const admin = await as(cast.users.agencyAdmin);
    const { email } = await inviteAgent(admin);
    const token = await latestLinkToken(ctx.db, email);
    const taken = await visitor().request('POST', '/api/public/accept_invitation/', { token, username: cast.users.agent.username.toUpperCase(), password: PASSWORD });
    expect(taken.json().detail).toEqual([{ loc: ['body', 'username'], msg: INVITATION_MESSAGES.usernameTaken, type: 'value_error' }]);
    const common = await visitor().request('POST', '/api/public/accept_invitation/', { token, username: uniqueName('p'), password: 'password123' });
    expect(common.json().detail).toEqual([{ loc: ['body', 'password'], msg: PASSWORD_MESSAGES.tooCommon, type: 'value_error' }]);
    const short = await visitor().request('POST', '/api/public/accept_invitation/', { token, username: uniqueName('p'), password: 'short' });
    expect(short.json().detail[0]).toMatchObject({ loc: ['body', 'password'], msg: PASSWORD_MESSAGES.tooShort });
    // None of these used the link.
    expect((await visitor().request('GET', `/api/public/invitation/?token=${token}`)).statusCode).toBe(200);
  });
});

describe('a driver admin invites a driver of its company', () => {
  it("links the new account to the driver record, and refuses another company's driver like an unknown one", async () => {
    const driver = await insertDriver(ctx.db, cast.company.id);
    const admin = await as(cast.users.driverAdmin);
    const email = newEmail();
    const res = await admin.request('POST', '/api/invitations/', { role: 'driver', driver_id: driver.id, email, first_name: 'Josip', last_name: 'Kovač' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ role: 'driver', driver_id: driver.id });
    expect((await admin.request('POST', '/api/invitations/', { role: 'agent', email: newEmail(), first_name: 'A', last_name: 'B' })).statusCode).toBe(403);

    const token = await latestLinkToken(ctx.db, email);
    expect((await visitor().request('GET', `/api/public/invitation/?token=${token}`)).json()).toMatchObject({ organisation_name: cast.company.companyName, role: 'driver' });
    const invitee = visitor();
    const accepted = await invitee.request('POST', '/api/public/accept_invitation/', { token, username: uniqueName('josip'), password: PASSWORD });
    expect(accepted.json()).toMatchObject({ is_driver: true, is_driver_admin: false, is_agent: false });
    const [user] = await ctx.db.select().from(users).where(eq(users.driverId, driver.id));
    expect(user?.email).toBe(email);

    const again = await admin.request('POST', '/api/invitations/', { role: 'driver', driver_id: driver.id, email: newEmail(), first_name: 'J', last_name: 'K' });
    expect(again.json().detail[0]).toMatchObject({ loc: ['body', 'driver_id'], msg: INVITATION_MESSAGES.driverHasAccount });

    const foreignDriver = await insertDriver(ctx.db, other.company.id);
    const foreign = await admin.request('POST', '/api/invitations/', { role: 'driver', driver_id: foreignDriver.id, email: newEmail(), first_name: 'J', last_name: 'K' });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('an invitation that grants admin (an approved partner, partners area)', () => {
  it("opens the account as the driver admin of the driver's company", async () => {
    const driver = await insertDriver(ctx.db, other.company.id, { isApproved: false });
    const email = newEmail();
    const token = `partner-${uniqueName('token')}`;
    await ctx.db.insert(invitations).values({
      tokenHash: hashToken(token),
      role: 'driver',
      email,
      firstName: 'Ivo',
      lastName: 'Ivić',
      driverId: driver.id,
      grantsAdmin: true,
      createdAt: clock,
      expiresAt: new Date(clock.getTime() + 86_400_000),
    });
    const invitee = visitor();
    const accepted = await invitee.request('POST', '/api/public/accept_invitation/', { token, username: uniqueName('ivo'), password: PASSWORD });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ is_driver: true, is_driver_admin: true, is_agent: false, is_staff: false });
    const [user] = await ctx.db.select().from(users).where(eq(users.driverId, driver.id));
    expect(user).toMatchObject({ email, isDriver: true, isDriverAdmin: true });
    // As the company's admin: it invites drivers of its own company.
    const res = await invitee.request('GET', '/api/invitations/?role=driver');
    expect(res.statusCode).toBe(200);
  });
});

describe('staff', () => {
  it('invite an agent into a named agency, and must name one', async () => {
    const staff = await as(cast.users.staff);
    const missing = await staff.request('POST', '/api/invitations/', { role: 'agent', email: newEmail(), first_name: 'A', last_name: 'B' });
    expect(missing.json().detail[0]).toMatchObject({ loc: ['body', 'agency_id'], msg: INVITATION_MESSAGES.agency });
    const email = newEmail();
    const res = await staff.request('POST', '/api/invitations/', { role: 'agent', email, first_name: 'A', last_name: 'B', agency_id: other.agency.id });
    expect(res.statusCode).toBe(201);
    expect((await staff.request('GET', '/api/invitations/?role=agent')).json().map((i: { email: string }) => i.email)).toContain(email);
    expect((await staff.request('GET', '/api/invitations/?role=driver')).json().map((i: { email: string }) => i.email)).not.toContain(email);
  });
});

describe('invitations that make an admin (issue 30)', () => {
  it("staff invite the first admin of an agency that has no agents yet; the account runs the agency", async () => {
    const agency = await insertAgency(ctx.db);
    const staff = await as(cast.users.staff);
    const email = newEmail();
    const res = await staff.request('POST', '/api/invitations/', { role: 'agent', agency_id: agency.id, grants_admin: true, email, first_name: 'Lea', last_name: 'Babić' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ role: 'agent', grants_admin: true });
    const [message] = await emailsTo(ctx.db, email);
    expect(message?.textBody).toMatch(/admin/i);

    const invitee = visitor();
    const token = await latestLinkToken(ctx.db, email);
    const accepted = await invitee.request('POST', '/api/public/accept_invitation/', { token, username: uniqueName('lea'), password: PASSWORD });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ is_agent: true, is_agency_admin: true });
    // The new admin invites the agency's first agent, as its own admin would.
    const agentEmail = newEmail();
    const invited = await invitee.request('POST', '/api/invitations/', { role: 'agent', email: agentEmail, first_name: 'Ivo', last_name: 'Marić' });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({ grants_admin: false });
  });

  it('an agency admin may invite a fellow admin of its own agency; an agent may invite nobody', async () => {
    const admin = await as(cast.users.agencyAdmin);
    const res = await admin.request('POST', '/api/invitations/', { role: 'agent', grants_admin: true, email: newEmail(), first_name: 'Ana', last_name: 'Kos' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().grants_admin).toBe(true);
    const agent = await as(cast.users.agent);
    expect((await agent.request('POST', '/api/invitations/', { role: 'agent', grants_admin: true, email: newEmail(), first_name: 'A', last_name: 'B' })).statusCode).toBe(403);
  });

  it("a driver invitation with grants_admin opens the company's driver admin", async () => {
    const driver = await insertDriver(ctx.db, other.company.id);
    const staff = await as(cast.users.staff);
    const email = newEmail();
    const res = await staff.request('POST', '/api/invitations/', { role: 'driver', driver_id: driver.id, grants_admin: true, email, first_name: 'Marko', last_name: 'Perić' });
    expect(res.statusCode, res.body).toBe(201);
    const token = await latestLinkToken(ctx.db, email);
    const accepted = await visitor().request('POST', '/api/public/accept_invitation/', { token, username: uniqueName('marko'), password: PASSWORD });
    expect(accepted.json()).toMatchObject({ is_driver: true, is_driver_admin: true });
  });
});
