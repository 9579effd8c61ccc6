import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  BANK_ACCOUNT_MESSAGES,
  CLAIM_REFUSALS,
  COMPANY_FORM_MESSAGES,
  type CompanyAdmin,
  type CompanyFormValues,
  type CompanyList,
  type DriverOption,
} from '@vozimo/contract';
import { auditEvents, driverCompanies, drivers } from '../../db/schema/index.ts';
import { latestLinkToken } from '../../../test/account-links.ts';
import { useAppWithCast } from '../../../test/app-with-cast.ts';
import { insertCompany, insertDriver, uniqueName } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { insertMarketplaceCompany, insertOfferedTrip } from '../../../test/marketplace-factories.ts';
import { insertVehicle } from '../../../test/trip-factories.ts';

const clock = new Date('2030-05-20T10:00:00Z');
const setup = useAppWithCast({ now: () => clock });

async function auditLines(action: string, subjectId: number) {
  return setup.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.subjectId, subjectId)))
    .orderBy(desc(auditEvents.id));
}

const form = (values: Partial<CompanyFormValues> = {}): CompanyFormValues => ({
  company_name: uniqueName('Dalmatia Cars'),
  address: 'Obala 1, Split',
  vat: 'HR12345678901',
  legal_representative: 'Mia Kovač',
  email: 'office@dalmatia.example',
  phone_number: '+385 21 000 000',
  whatsapp: '+385 91 000 000',
  country: 'Croatia',
  hometown: 'Makarska',
  payout_account_holder: 'Dalmatia Cars d.o.o.',
  payout_iban: 'hr12 1001 0051 8630 0016 0',
  payout_swift: 'zabahr2x',
  ...values,
});

const fieldErrors = (body: string) =>
  Object.fromEntries(JSON.parse(body).detail.map((d: { loc: string[]; msg: string }) => [d.loc.slice(1).join('.'), d.msg]));

describe('POST /api/admin/companies/ and GET …', () => {
  it('creates an approved, active company with its payout account, records the line, and finds it by search', async () => {
    const staff = await setup.signedIn('staff');
    const values = form({ hometown: uniqueName('Town') });
    const res = await staff.request('POST', '/api/admin/companies/', values);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<CompanyAdmin>();
    expect(created).toMatchObject({
      company_name: values.company_name,
      payout_iban: 'HR1210010051863000160',
      payout_swift: 'ZABAHR2X',
      payout_account_filled: true,
      is_approved: true,
      is_active: true,
      is_ad_hoc: false,
      admins_count: 0,
      drivers_count: 0,
      vehicles_count: 0,
      created_at: clock.toISOString(),
    });

    const [line] = await auditLines('fleet.company.create', created.company_id);
    expect(line).toMatchObject({
      actorUserId: setup.cast.users.staff.id,
      subjectType: 'company',
      subjectLabel: values.company_name,
      before: null,
      after: expect.objectContaining({ company_name: values.company_name, payout_iban: 'HR1210010051863000160', is_active: true }),
    });

    const found = await staff.request('GET', `/api/admin/companies/?search=${encodeURIComponent(values.hometown!.toUpperCase())}`);
    expect(found.json<CompanyList>()).toEqual({ count: 1, items: [created] });
    expect((await staff.request('GET', `/api/admin/companies/${created.company_id}/`)).json()).toEqual(created);
  });

  it('counts drivers and vehicles and says whether the payout account is filled; pages the list', async () => {
    const staff = await setup.signedIn('staff');
    const tag = uniqueName('Paged');
    const company = await insertCompany(setup.db, { companyName: `${tag} A`, email: `${tag}@x.example` });
    const driver = await insertDriver(setup.db, company.id);
    await insertDriver(setup.db, company.id);
    await insertVehicle(setup.db, company.id, { driverId: driver.id });
    await insertCompany(setup.db, { companyName: `${tag} B` });
    const page = (await staff.request('GET', `/api/admin/companies/?search=${tag}&limit=1`)).json<CompanyList>();
    expect(page.count).toBe(2);
    expect(page.items).toEqual([expect.objectContaining({ company_id: company.id, drivers_count: 2, vehicles_count: 1, payout_account_filled: false, admins_count: 0 })]);
    // The cast's company is run by its driver admin (issue 30: a company without one says so).
    expect((await staff.request('GET', `/api/admin/companies/${setup.cast.company.id}/`)).json()).toMatchObject({ admins_count: 1 });
    const second = (await staff.request('GET', `/api/admin/companies/?search=${tag}&limit=1&offset=1`)).json<CompanyList>();
    expect(second.items.map((c) => c.company_name)).toEqual([`${tag} B`]);
    // A % typed in the box matches itself, not everything.
    expect((await staff.request('GET', '/api/admin/companies/?search=%25%25%25')).json<CompanyList>().count).toBe(0);
  });

  it('refuses a wrong IBAN, SWIFT, e-mail and a half-filled payout account with a message at each field', async () => {
    const staff = await setup.signedIn('staff');
    const res = await staff.request('POST', '/api/admin/companies/', form({ company_name: ' ', email: 'nope', payout_iban: 'HR1210010051863000161', payout_swift: 'ZAB1HR2X' }));
    expect(res.statusCode).toBe(422);
    expect(fieldErrors(res.body)).toEqual({
      company_name: COMPANY_FORM_MESSAGES.companyName,
      email: COMPANY_FORM_MESSAGES.email,
      payout_iban: BANK_ACCOUNT_MESSAGES.iban,
      payout_swift: BANK_ACCOUNT_MESSAGES.swift,
    });
    const half = await staff.request('POST', '/api/admin/companies/', form({ payout_account_holder: '', payout_iban: '' }));
    expect(fieldErrors(half.body)).toEqual({ payout_account_holder: COMPANY_FORM_MESSAGES.accountHolder, payout_iban: COMPANY_FORM_MESSAGES.ibanRequired });
    // No payout account at all is fine: staff may add it later.
    const none = await staff.request('POST', '/api/admin/companies/', form({ payout_account_holder: '', payout_iban: '', payout_swift: '' }));
    expect(none.statusCode, none.body).toBe(201);
    expect(none.json<CompanyAdmin>().payout_account_filled).toBe(false);
  });
});

describe('POST /api/admin/companies/{companyId}/', () => {
  it('saves the details and records only what changed; an unknown company is 404', async () => {
    const staff = await setup.signedIn('staff');
    const created = (await staff.request('POST', '/api/admin/companies/', form())).json<CompanyAdmin>();
    const res = await staff.request('POST', `/api/admin/companies/${created.company_id}/`, form({ company_name: created.company_name, hometown: 'Omiš', payout_iban: 'SI56 2633 0001 2039 086' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CompanyAdmin>()).toMatchObject({ hometown: 'Omiš', payout_iban: 'SI56263300012039086' });
    const [line] = await auditLines('fleet.company.update', created.company_id);
    expect(line).toMatchObject({
      before: { hometown: 'Makarska', payout_iban: 'HR1210010051863000160' },
      after: { hometown: 'Omiš', payout_iban: 'SI56263300012039086' },
    });

    // Saving the same values changes nothing and records nothing.
    await staff.request('POST', `/api/admin/companies/${created.company_id}/`, form({ company_name: created.company_name, hometown: 'Omiš', payout_iban: 'SI56263300012039086' }));
    expect(await auditLines('fleet.company.update', created.company_id)).toHaveLength(1);

    const missing = await staff.request('POST', '/api/admin/companies/999999/', form());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: COMPANY_FORM_MESSAGES.notFound });
    expect((await staff.request('GET', '/api/admin/companies/999999/')).statusCode).toBe(404);
    const bad = await staff.request('POST', `/api/admin/companies/${created.company_id}/`, form({ payout_swift: 'XX' }));
    expect(fieldErrors(bad.body)).toEqual({ payout_swift: BANK_ACCOUNT_MESSAGES.swift });
  });
});

describe('POST /api/admin/companies/{companyId}/invite_admin/ (issue 30)', () => {
  it("adds the person as the company's driver and e-mails the invitation that opens its account as the company's admin", async () => {
    const staff = await setup.signedIn('staff');
    const created = (await staff.request('POST', '/api/admin/companies/', form())).json<CompanyAdmin>();
    const email = `${uniqueName('owner')}@dalmatia.example`;
    const res = await staff.request('POST', `/api/admin/companies/${created.company_id}/invite_admin/`, { first_name: 'Mia', last_name: 'Kovač', email });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CompanyAdmin>()).toMatchObject({ drivers_count: 1, admins_count: 0 });
    const [driver] = await setup.db.select().from(drivers).where(eq(drivers.companyId, created.company_id));
    expect(driver).toMatchObject({ driverName: 'Mia Kovač', email, isApproved: false, isActive: true });
    expect(await auditLines('fleet.company.invite_admin', created.company_id)).toHaveLength(1);

    const invitee = new HttpSession(setup.app, { ip: '10.71.0.1' });
    const accepted = await invitee.request('POST', '/api/public/accept_invitation/', {
      token: await latestLinkToken(setup.db, email),
      username: uniqueName('mia'),
      password: 'a long enough passphrase 42',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ is_driver: true, is_driver_admin: true });
    expect((await staff.request('GET', `/api/admin/companies/${created.company_id}/`)).json<CompanyAdmin>().admins_count).toBe(1);
  });

  it('leaves no driver behind when the address already has an account (409), and refuses a deactivated or unknown company', async () => {
    const staff = await setup.signedIn('staff');
    const created = (await staff.request('POST', '/api/admin/companies/', form())).json<CompanyAdmin>();
    const taken = setup.cast.users.agent.email;
    const refused = await staff.request('POST', `/api/admin/companies/${created.company_id}/invite_admin/`, { first_name: 'Ana', last_name: 'Horvat', email: taken });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(await setup.db.select().from(drivers).where(eq(drivers.companyId, created.company_id))).toEqual([]);

    await staff.request('POST', `/api/admin/companies/${created.company_id}/set_active/`, { is_active: false });
    const inactive = await staff.request('POST', `/api/admin/companies/${created.company_id}/invite_admin/`, { first_name: 'Ana', last_name: 'Horvat', email: 'ana@new.example' });
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json()).toEqual({ detail: COMPANY_FORM_MESSAGES.inviteInactive });
    expect((await staff.request('POST', '/api/admin/companies/2147483000/invite_admin/', { first_name: 'A', last_name: 'B', email: 'a@b.example' })).statusCode).toBe(404);
    expect(fieldErrors((await staff.request('POST', `/api/admin/companies/${created.company_id}/invite_admin/`, { first_name: '', last_name: 'B', email: 'bad' })).body)).toEqual({
      first_name: 'First name is required.',
      email: 'Invalid email format.',
    });
  });
});

describe('POST /api/admin/companies/{companyId}/set_active/', () => {
  it('deactivates a company: its admin sees no offers and cannot claim, its drivers are not assignable; reactivating undoes it', async () => {
    const partner = await insertMarketplaceCompany(setup.db);
    const trip = await insertOfferedTrip(setup.db, { agentUserId: setup.cast.users.agent.id, pickupDate: '2030-06-10' });
    const admin = new HttpSession(setup.app, { ip: '10.77.0.1' });
    await admin.signIn(partner.admin.username);
    expect((await admin.request('GET', '/api/offered_trips/')).statusCode).toBe(200);

    const staff = await setup.signedIn('staff');
    const off = await staff.request('POST', `/api/admin/companies/${partner.company.id}/set_active/`, { is_active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<CompanyAdmin>().is_active).toBe(false);
    const [line] = await auditLines('fleet.company.deactivate', partner.company.id);
    expect(line).toMatchObject({ before: { is_active: true }, after: { is_active: false }, subjectLabel: partner.company.companyName });

    expect((await admin.request('GET', '/api/offered_trips/')).json()).toEqual({ detail: CLAIM_REFUSALS.companyInactive });
    const claim = await admin.request('POST', `/api/claim_trip/${trip.id}/`, { driver_id: partner.driver.id, vehicle_id: partner.vehicle.id });
    expect(claim.statusCode).toBe(403);
    expect(claim.json()).toEqual({ detail: CLAIM_REFUSALS.companyInactive });
    const options = (await staff.request('GET', '/api/list_drivers')).json<DriverOption[]>();
    expect(options.map((o) => o.driver_id)).not.toContain(partner.driver.id);

    const on = await staff.request('POST', `/api/admin/companies/${partner.company.id}/set_active/`, { is_active: true });
    expect(on.json<CompanyAdmin>().is_active).toBe(true);
    expect(await auditLines('fleet.company.activate', partner.company.id)).toHaveLength(1);
    const claimed = await admin.request('POST', `/api/claim_trip/${trip.id}/`, { driver_id: partner.driver.id, vehicle_id: partner.vehicle.id });
    expect(claimed.statusCode, claimed.body).toBe(200);
  });

  it('keeps the ad-hoc company active (409) and answers 404 for an unknown company', async () => {
    const staff = await setup.signedIn('staff');
    const [existing] = await setup.db.select().from(driverCompanies).where(eq(driverCompanies.isAdHoc, true));
    const adHoc = existing ?? (await insertCompany(setup.db, { isAdHoc: true, companyName: 'Ad-hoc drivers' }));
    const res = await staff.request('POST', `/api/admin/companies/${adHoc.id}/set_active/`, { is_active: false });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: COMPANY_FORM_MESSAGES.adHocInactive });
    expect(await auditLines('fleet.company.deactivate', adHoc.id)).toHaveLength(0);
    expect((await staff.request('POST', '/api/admin/companies/999999/set_active/', { is_active: false })).statusCode).toBe(404);
  });

  it('refuses every role but staff', async () => {
    for (const role of ['agencyAdmin', 'driverAdmin', 'driver'] as const) {
      const browser = await setup.signedIn(role);
      expect((await browser.request('GET', '/api/admin/companies/')).statusCode).toBe(403);
      expect((await browser.request('POST', `/api/admin/companies/${setup.cast.company.id}/set_active/`, { is_active: false })).statusCode).toBe(403);
    }
  });
});

describe('GET and POST /api/company/ (Settings: a driver admin’s own company, issue 30)', () => {
  it('gives the driver admin its own company and saves its details and payout account, with the audit line under its name', async () => {
    const admin = await setup.signedIn('driverAdmin');
    const own = await admin.request('GET', '/api/company/');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<CompanyAdmin>().company_id).toBe(setup.cast.company.id);

    const values = form({ company_name: uniqueName('Split Riviera') });
    const saved = await admin.request('POST', '/api/company/', values);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<CompanyAdmin>()).toMatchObject({
      company_id: setup.cast.company.id,
      company_name: values.company_name,
      address: 'Obala 1, Split',
      vat: 'HR12345678901',
      payout_iban: 'HR1210010051863000160',
      payout_account_filled: true,
    });
    const [line] = await auditLines('fleet.company.update', setup.cast.company.id);
    expect(line).toMatchObject({ actorUserId: setup.cast.users.driverAdmin.id });
    expect(line!.after).toMatchObject({ company_name: values.company_name, payout_iban: 'HR1210010051863000160' });
  });

  it('refuses an IBAN whose check digits do not match, and a payout account without its holder, and changes nothing', async () => {
    const admin = await setup.signedIn('driverAdmin');
    const before = (await admin.request('GET', '/api/company/')).json<CompanyAdmin>();
    const res = await admin.request('POST', '/api/company/', form({ payout_iban: 'HR12 1001 0051 8630 0016 1', payout_account_holder: '' }));
    expect(res.statusCode).toBe(422);
    expect(fieldErrors(res.body)).toEqual({ payout_iban: BANK_ACCOUNT_MESSAGES.iban, payout_account_holder: COMPANY_FORM_MESSAGES.accountHolder });
    const [row] = await setup.db.select().from(driverCompanies).where(eq(driverCompanies.id, setup.cast.company.id));
    expect(row!.companyName).toBe(before.company_name);
  });

  it('refuses a plain driver and staff (staff edit companies in the back office)', async () => {
    for (const role of ['driver', 'staff'] as const) {
      const session = await setup.signedIn(role);
      expect((await session.request('GET', '/api/company/')).statusCode).toBe(403);
      expect((await session.request('POST', '/api/company/', form())).statusCode).toBe(403);
    }
  });
});
