import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INVITATION_MESSAGES, USERS_ADMIN_MESSAGES, type InvitationAdminList, type UserAdmin, type UserList } from '@vozimo/contract';
import { auditEvents } from '../../db/schema/index.ts';
import { emailsTo, latestLinkToken } from '../../../test/account-links.ts';
import { useAppWithCast } from '../../../test/app-with-cast.ts';
import { insertUser, TEST_PASSWORD, uniqueName } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';

const setup = useAppWithCast();

async function auditLines(action: string, subjectId: number) {
  return setup.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.subjectId, subjectId)))
    .orderBy(desc(auditEvents.id));
}

const fieldErrors = (body: string) =>
  Object.fromEntries(JSON.parse(body).detail.map((d: { loc: string[]; msg: string }) => [d.loc.slice(1).join('.'), d.msg]));

describe('GET /api/admin/users/', () => {
  it('lists every account with its role flags and organisation, searchable, by role and by active', async () => {
    const staff = await setup.signedIn('staff');
    const { users, agency, company } = setup.cast;
    const all = (await staff.request('GET', '/api/admin/users/?limit=100')).json<UserList>();
    expect(all.count).toBeGreaterThanOrEqual(6);
    const agencyAdmin = all.items.find((u) => u.user_id === users.agencyAdmin.id);
    expect(agencyAdmin).toEqual({
      user_id: users.agencyAdmin.id,
      username: users.agencyAdmin.username,
      first_name: users.agencyAdmin.firstName,
      last_name: users.agencyAdmin.lastName,
      email: users.agencyAdmin.email,
      is_staff: false,
      is_agent: true,
      is_agency_admin: true,
      is_driver: false,
      is_driver_admin: false,
      agency_name: agency.name,
      company_name: null,
      is_active: true,
      last_login: null,
      is_self: false,
      created_at: expect.any(String),
    });
    expect(all.items.find((u) => u.user_id === users.driver.id)).toMatchObject({ company_name: company.companyName, agency_name: null });
    expect(all.items.find((u) => u.user_id === users.staff.id)).toMatchObject({ is_self: true, last_login: expect.any(String) });

    const admins = (await staff.request('GET', '/api/admin/users/?role=driver_admin&limit=100')).json<UserList>();
    expect(admins.items.every((u) => u.is_driver_admin)).toBe(true);
    expect(admins.items.map((u) => u.user_id)).toContain(users.driverAdmin.id);

    const gone = await insertUser(setup.db, { isActive: false, username: uniqueName('gone') });
    const inactive = (await staff.request('GET', '/api/admin/users/?active=false&limit=100')).json<UserList>();
    expect(inactive.items.map((u) => u.user_id)).toContain(gone.id);
    expect(inactive.items.every((u) => !u.is_active)).toBe(true);

    const byAgency = (await staff.request('GET', `/api/admin/users/?search=${encodeURIComponent(agency.name)}`)).json<UserList>();
    expect(byAgency.items.map((u) => u.user_id).sort()).toEqual([users.agencyAdmin.id, users.agent.id].sort());
    expect((await staff.request('GET', '/api/admin/users/?role=boss')).statusCode).toBe(422);
  });
});

describe('POST /api/admin/users/', () => {
  it('creates a staff user without a password, e-mails a set-password link that works, and records the line', async () => {
    const staff = await setup.signedIn('staff');
    const username = uniqueName('marta').toLowerCase();
    const email = `${username}@vozimo.example`;
    const res = await staff.request('POST', '/api/admin/users/', { username, first_name: 'Marta', last_name: 'Babić', email });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<UserAdmin>();
    expect(created).toMatchObject({ username, is_staff: true, is_agent: false, is_active: true, last_login: null, email });
    const [line] = await auditLines('accounts.user.create', created.user_id);
    expect(line).toMatchObject({ actorUserId: setup.cast.users.staff.id, subjectLabel: username, before: null, after: expect.objectContaining({ is_staff: true, email }) });

    const [message] = await emailsTo(setup.db, email);
    expect(message!.subject).toBe('Your Vozimo staff account');
    const token = await latestLinkToken(setup.db, email);
    const browser = new HttpSession(setup.app, { ip: '10.66.0.1' });
    const confirmed = await browser.request('POST', '/api/public/password_reset/confirm/', { token, password: TEST_PASSWORD });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ is_staff: true });
  });

  it('refuses a taken username or e-mail and bad fields with a message at each field', async () => {
    const staff = await setup.signedIn('staff');
    const { users } = setup.cast;
    const taken = await staff.request('POST', '/api/admin/users/', { username: users.agent.username.toUpperCase(), first_name: 'A', last_name: 'B', email: users.agent.email });
    expect(taken.statusCode).toBe(422);
    expect(fieldErrors(taken.body)).toEqual({ username: USERS_ADMIN_MESSAGES.usernameTaken, email: USERS_ADMIN_MESSAGES.emailTaken });
    const bad = await staff.request('POST', '/api/admin/users/', { username: 'a b', first_name: ' ', last_name: '', email: 'nope' });
    expect(fieldErrors(bad.body)).toEqual({
      username: INVITATION_MESSAGES.username,
      first_name: USERS_ADMIN_MESSAGES.firstName,
      last_name: USERS_ADMIN_MESSAGES.lastName,
      email: USERS_ADMIN_MESSAGES.email,
    });
  });
});

describe('POST /api/admin/users/{userId}/set_active/', () => {
  it("deactivates an account and ends its sessions; refuses staff's own; 404 unknown", async () => {
    const user = await insertUser(setup.db, { isAgent: true, agencyId: setup.cast.agency.id });
    const browser = new HttpSession(setup.app, { ip: '10.66.0.2' });
    await browser.signIn(user.username);
    const staff = await setup.signedIn('staff');
    const off = await staff.request('POST', `/api/admin/users/${user.id}/set_active/`, { is_active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<UserAdmin>().is_active).toBe(false);
    expect((await browser.request('GET', '/api/trips/')).statusCode).toBe(401);
    const [line] = await auditLines('accounts.user.deactivate', user.id);
    expect(line).toMatchObject({ before: { is_active: true }, after: { is_active: false } });
    await staff.request('POST', `/api/admin/users/${user.id}/set_active/`, { is_active: true });
    expect(await auditLines('accounts.user.activate', user.id)).toHaveLength(1);

    const self = await staff.request('POST', `/api/admin/users/${setup.cast.users.staff.id}/set_active/`, { is_active: false });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ detail: USERS_ADMIN_MESSAGES.selfDeactivate });
    expect((await staff.request('POST', '/api/admin/users/999999/set_active/', { is_active: false })).statusCode).toBe(404);
  });
});

describe('POST /api/admin/users/{userId}/send_password_reset/', () => {
  it('e-mails a set-password link and says so; an inactive account is refused', async () => {
    const user = await insertUser(setup.db, { email: `${uniqueName('reset')}@x.example` });
    const staff = await setup.signedIn('staff');
    const res = await staff.request('POST', `/api/admin/users/${user.id}/send_password_reset/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: USERS_ADMIN_MESSAGES.resetSent });
    expect((await emailsTo(setup.db, user.email))[0]!.subject).toBe('Set a new Vozimo password');
    const preview = await new HttpSession(setup.app).request('GET', `/api/public/password_reset/?token=${await latestLinkToken(setup.db, user.email)}`);
    expect(preview.json()).toEqual({ username: user.username });
    expect(await auditLines('accounts.user.send_password_reset', user.id)).toHaveLength(1);

    const inactive = await insertUser(setup.db, { isActive: false });
    const refused = await staff.request('POST', `/api/admin/users/${inactive.id}/send_password_reset/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: USERS_ADMIN_MESSAGES.inactiveReset });
    expect((await staff.request('POST', '/api/admin/users/999999/send_password_reset/')).statusCode).toBe(404);
  });
});

describe('GET /api/admin/invitations/', () => {
  it('lists invitations with their organisation, searchable and by status; staff resend and revoke them through /api/invitations/', async () => {
    const staff = await setup.signedIn('staff');
    const email = `${uniqueName('invitee')}@x.example`;
    const invited = await staff.request('POST', '/api/invitations/', { role: 'agent', email, first_name: 'Iva', last_name: 'Novak', agency_id: setup.cast.agency.id });
    expect(invited.statusCode, invited.body).toBe(201);
    const id = invited.json<{ invitation_id: number }>().invitation_id;

    const list = (await staff.request('GET', `/api/admin/invitations/?search=${encodeURIComponent(email)}&status=pending`)).json<InvitationAdminList>();
    expect(list).toEqual({ count: 1, items: [expect.objectContaining({ invitation_id: id, status: 'pending', organisation_name: setup.cast.agency.name, invited_by: 'Stella Staff' })] });
    const byOrg = (await staff.request('GET', `/api/admin/invitations/?search=${encodeURIComponent(setup.cast.agency.name)}`)).json<InvitationAdminList>();
    expect(byOrg.items.map((i) => i.invitation_id)).toContain(id);

    expect((await staff.request('POST', `/api/invitations/${id}/resend/`)).statusCode).toBe(200);
    expect(await emailsTo(setup.db, email)).toHaveLength(2);
    expect((await staff.request('POST', `/api/invitations/${id}/revoke/`)).statusCode).toBe(200);
    expect((await staff.request('GET', `/api/admin/invitations/?search=${encodeURIComponent(email)}&status=pending`)).json<InvitationAdminList>().count).toBe(0);
    expect((await staff.request('GET', `/api/admin/invitations/?search=${encodeURIComponent(email)}&status=revoked`)).json<InvitationAdminList>().count).toBe(1);
  });

  it('refuses every role but staff', async () => {
    for (const role of ['agencyAdmin', 'driverAdmin', 'agent'] as const) {
      const browser = await setup.signedIn(role);
      expect((await browser.request('GET', '/api/admin/users/')).statusCode).toBe(403);
      expect((await browser.request('GET', '/api/admin/invitations/')).statusCode).toBe(403);
    }
  });
});

describe('POST /api/admin/users/{userId}/set_admin/ (issue 30)', () => {
  it("makes an agent its agency's admin and back, each change audited; a no-op writes no line", async () => {
    const staff = await setup.signedIn('staff');
    const agent = await insertUser(setup.db, { isAgent: true, agencyId: setup.cast.agency.id, username: uniqueName('promoted') });
    const granted = await staff.request('POST', `/api/admin/users/${agent.id}/set_admin/`, { is_admin: true });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json<UserAdmin>()).toMatchObject({ is_agent: true, is_agency_admin: true, is_driver_admin: false });
    // The account itself now manages the agency's agents.
    const promoted = new HttpSession(setup.app, { ip: '10.61.0.1' });
    await promoted.signIn(agent.username, TEST_PASSWORD);
    expect((await promoted.request('GET', '/api/invitations/')).statusCode).toBe(200);

    expect((await staff.request('POST', `/api/admin/users/${agent.id}/set_admin/`, { is_admin: true })).statusCode).toBe(200);
    const [grant, ...more] = await auditLines('accounts.user.grant_admin', agent.id);
    expect(more).toHaveLength(0);
    expect(grant).toMatchObject({ before: { is_agency_admin: false, is_driver_admin: false }, after: { is_agency_admin: true, is_driver_admin: false } });

    const withdrawn = await staff.request('POST', `/api/admin/users/${agent.id}/set_admin/`, { is_admin: false });
    expect(withdrawn.json<UserAdmin>().is_agency_admin).toBe(false);
    expect(await auditLines('accounts.user.withdraw_admin', agent.id)).toHaveLength(1);
  });

  it('two staff granting one agent at the same moment make it admin once: one audit line (the account is locked)', async () => {
    const ana = new HttpSession(setup.app, { ip: '10.61.0.2' });
    await ana.signIn((await insertUser(setup.db, { isStaff: true, username: uniqueName('ana') })).username, TEST_PASSWORD);
    const stella = await setup.signedIn('staff');
    for (let round = 0; round < 8; round++) {
      const agent = await insertUser(setup.db, { isAgent: true, agencyId: setup.cast.agency.id, username: uniqueName('raced') });
      const answers = await Promise.all([ana, stella].map((who) => who.request('POST', `/api/admin/users/${agent.id}/set_admin/`, { is_admin: true })));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect(answers.map((a) => a.json<UserAdmin>().is_agency_admin)).toEqual([true, true]);
      expect(await auditLines('accounts.user.grant_admin', agent.id), `round ${round}`).toHaveLength(1);
    }
  });

  it("makes a driver its company's admin; refuses a staff account (409), an unknown one (404) and every role but staff", async () => {
    const staff = await setup.signedIn('staff');
    const driver = setup.cast.users.driver;
    const granted = await staff.request('POST', `/api/admin/users/${driver.id}/set_admin/`, { is_admin: true });
    expect(granted.json<UserAdmin>()).toMatchObject({ is_driver: true, is_driver_admin: true, is_agency_admin: false });
    await staff.request('POST', `/api/admin/users/${driver.id}/set_admin/`, { is_admin: false });

    const refused = await staff.request('POST', `/api/admin/users/${setup.cast.users.staff.id}/set_admin/`, { is_admin: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: USERS_ADMIN_MESSAGES.notAgentOrDriver });
    expect((await staff.request('POST', '/api/admin/users/999999/set_admin/', { is_admin: true })).statusCode).toBe(404);
    expect((await staff.request('POST', `/api/admin/users/${driver.id}/set_admin/`, { is_admin: 'yes' })).statusCode).toBe(422);
    const agencyAdmin = await setup.signedIn('agencyAdmin');
    expect((await agencyAdmin.request('POST', `/api/admin/users/${driver.id}/set_admin/`, { is_admin: true })).statusCode).toBe(403);
  });
});
