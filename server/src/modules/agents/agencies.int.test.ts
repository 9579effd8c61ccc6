import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AGENCY_FORM_MESSAGES, type AgencyAdmin, type AgencyFormValues, type AgencyList } from '@vozimo/contract';
import { agencies, auditEvents } from '../../db/schema/index.ts';
import { useAppWithCast } from '../../../test/app-with-cast.ts';
import { insertAgency, insertUser, TEST_PASSWORD, uniqueName } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';

const setup = useAppWithCast();

async function auditLines(action: string, subjectId: number) {
  return setup.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.subjectId, subjectId)))
    .orderBy(desc(auditEvents.id));
}

const form = (values: Partial<AgencyFormValues> = {}): AgencyFormValues => ({
  name: uniqueName('Kvarner Travel'),
  commission_percent: 12.5,
  email: 'desk@kvarner.example',
  phone: '+385 51 000 000',
  address: 'Korzo 1, Rijeka',
  vat: 'HR98765432109',
  ...values,
});

const fieldErrors = (body: string) =>
  Object.fromEntries(JSON.parse(body).detail.map((d: { loc: string[]; msg: string }) => [d.loc.slice(1).join('.'), d.msg]));

describe('POST /api/admin/agencies/ and GET …', () => {
  it('creates an agency with its commission in basis points, records the line, and finds it by search', async () => {
    const staff = await setup.signedIn('staff');
    const values = form();
    const res = await staff.request('POST', '/api/admin/agencies/', values);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<AgencyAdmin>();
    expect(created).toMatchObject({ name: values.name, commission_percent: 12.5, email: values.email, is_active: true, agents_count: 0, admins_count: 0 });
    const [row] = await setup.db.select().from(agencies).where(eq(agencies.id, created.agency_id));
    expect(row!.agencyPercentBp).toBe(1250);
    const [line] = await auditLines('agents.agency.create', created.agency_id);
    expect(line).toMatchObject({ actorUserId: setup.cast.users.staff.id, subjectType: 'agency', subjectLabel: values.name, before: null, after: expect.objectContaining({ agency_percent_bp: 1250 }) });

    const found = (await staff.request('GET', `/api/admin/agencies/?search=${encodeURIComponent(values.name.toLowerCase())}`)).json<AgencyList>();
    expect(found).toEqual({ count: 1, items: [created] });
    expect((await staff.request('GET', `/api/admin/agencies/${created.agency_id}/`)).json()).toEqual(created);
    const cast = (await staff.request('GET', `/api/admin/agencies/${setup.cast.agency.id}/`)).json<AgencyAdmin>();
    // An agent and its agency admin: one of them runs the agency (a new agency has none, issue 30).
    expect(cast).toMatchObject({ agents_count: 2, admins_count: 1 });
  });

  it('refuses a commission that would break the price breakdown, and bad fields, with a message at each field', async () => {
    const staff = await setup.signedIn('staff');
    const tooHigh = await staff.request('POST', '/api/admin/agencies/', form({ commission_percent: 60 }));
    expect(tooHigh.statusCode).toBe(422);
    expect(Object.keys(fieldErrors(tooHigh.body))).toEqual(['commission_percent']);
    const bad = await staff.request('POST', '/api/admin/agencies/', form({ name: '', commission_percent: 12.345, email: 'x@' }));
    expect(fieldErrors(bad.body)).toEqual({ name: AGENCY_FORM_MESSAGES.name, commission_percent: AGENCY_FORM_MESSAGES.commission, email: AGENCY_FORM_MESSAGES.email });
    expect(fieldErrors((await staff.request('POST', '/api/admin/agencies/', form({ commission_percent: -1 }))).body)).toEqual({ commission_percent: AGENCY_FORM_MESSAGES.commission });
  });
});

describe('POST /api/admin/agencies/{agencyId}/', () => {
  it('changes the commission and details, recording only what changed; refuses a breaking commission; 404 unknown', async () => {
    const staff = await setup.signedIn('staff');
    const agency = await insertAgency(setup.db, { agencyPercentBp: 1000 });
    const res = await staff.request('POST', `/api/admin/agencies/${agency.id}/`, form({ name: agency.name, commission_percent: 15.25, email: '', phone: '', address: '', vat: '' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AgencyAdmin>().commission_percent).toBe(15.25);
    const [line] = await auditLines('agents.agency.update', agency.id);
    expect(line).toMatchObject({ before: { agency_percent_bp: 1000 }, after: { agency_percent_bp: 1525 } });

    const breaking = await staff.request('POST', `/api/admin/agencies/${agency.id}/`, form({ name: agency.name, commission_percent: 60 }));
    expect(breaking.statusCode).toBe(422);
    const [row] = await setup.db.select().from(agencies).where(eq(agencies.id, agency.id));
    expect(row!.agencyPercentBp).toBe(1525);

    const missing = await staff.request('POST', '/api/admin/agencies/999999/', form());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: AGENCY_FORM_MESSAGES.notFound });
    expect((await staff.request('GET', '/api/admin/agencies/999999/')).statusCode).toBe(404);
  });
});

describe('POST /api/admin/agencies/{agencyId}/set_active/', () => {
  it("deactivates an agency: its agents' sessions end and they cannot sign in; reactivating lets them back", async () => {
    const agency = await insertAgency(setup.db);
    const agent = await insertUser(setup.db, { isAgent: true, agencyId: agency.id });
    const browser = new HttpSession(setup.app, { ip: '10.88.0.1' });
    await browser.signIn(agent.username);
    expect((await browser.request('GET', '/api/trips/')).statusCode).toBe(200);

    const staff = await setup.signedIn('staff');
    const off = await staff.request('POST', `/api/admin/agencies/${agency.id}/set_active/`, { is_active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<AgencyAdmin>().is_active).toBe(false);
    const [line] = await auditLines('agents.agency.deactivate', agency.id);
    expect(line).toMatchObject({ before: { is_active: true }, after: { is_active: false } });

    expect((await browser.request('GET', '/api/trips/')).statusCode).toBe(401);
    const refused = await new HttpSession(setup.app, { ip: '10.88.0.2' }).request('POST', '/api/auth/', { username: agent.username, password: TEST_PASSWORD });
    expect(refused.statusCode).toBe(400);
    // Another agency's agent is untouched.
    expect((await (await setup.signedIn('agent')).request('GET', '/api/trips/')).statusCode).toBe(200);

    await staff.request('POST', `/api/admin/agencies/${agency.id}/set_active/`, { is_active: true });
    expect(await auditLines('agents.agency.activate', agency.id)).toHaveLength(1);
    expect((await new HttpSession(setup.app, { ip: '10.88.0.3' }).signIn(agent.username)).statusCode).toBe(200);
    expect((await staff.request('POST', '/api/admin/agencies/999999/set_active/', { is_active: false })).statusCode).toBe(404);
  });

  it('refuses every role but staff', async () => {
    for (const role of ['agencyAdmin', 'agent', 'driverAdmin'] as const) {
      const browser = await setup.signedIn(role);
      expect((await browser.request('GET', '/api/admin/agencies/')).statusCode).toBe(403);
      expect((await browser.request('POST', `/api/admin/agencies/${setup.cast.agency.id}/`, form())).statusCode).toBe(403);
    }
  });
});

describe('GET and POST /api/agency/ (Settings: an agency admin’s own agency, issue 30)', () => {
  it('gives the agency admin its own agency and saves its name, address and VAT, never its commission, with the audit line under its name', async () => {
    const admin = await setup.signedIn('agencyAdmin');
    const own = await admin.request('GET', '/api/agency/');
    expect(own.statusCode, own.body).toBe(200);
    const before = own.json<AgencyAdmin>();
    expect(before.agency_id).toBe(setup.cast.agency.id);

    const name = uniqueName('Adriatic Travel');
    // A commission sent along is not the admin's to change: the schema drops it.
    const saved = await admin.request('POST', '/api/agency/', { name, address: 'Riva 2, Split', vat: 'HR98765432109', email: '', phone: '', commission_percent: 40 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AgencyAdmin>()).toMatchObject({ agency_id: before.agency_id, name, address: 'Riva 2, Split', vat: 'HR98765432109', commission_percent: before.commission_percent });
    const [line] = await auditLines('agents.agency.update', setup.cast.agency.id);
    expect(line).toMatchObject({ actorUserId: setup.cast.users.agencyAdmin.id, subjectLabel: name, after: expect.objectContaining({ name, vat: 'HR98765432109' }) });
    expect(line!.after).not.toHaveProperty('agency_percent_bp');
  });

  it('refuses an empty name with the form’s message', async () => {
    const admin = await setup.signedIn('agencyAdmin');
    const res = await admin.request('POST', '/api/agency/', { name: ' ' });
    expect(res.statusCode).toBe(422);
    expect(fieldErrors(res.body)).toEqual({ name: AGENCY_FORM_MESSAGES.name });
  });

  it('refuses a plain agent and staff (staff edit agencies in the back office)', async () => {
    for (const role of ['agent', 'staff'] as const) {
      const session = await setup.signedIn(role);
      expect((await session.request('GET', '/api/agency/')).statusCode).toBe(403);
      expect((await session.request('POST', '/api/agency/', { name: 'Not mine' })).statusCode).toBe(403);
    }
  });
});
