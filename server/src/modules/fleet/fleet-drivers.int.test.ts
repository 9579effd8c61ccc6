import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FLEET_COMPANY_MESSAGE, type DriverListItem } from '@vozimo/contract';
import { auditEvents, drivers } from '../../db/schema/index.ts';
import { useAppWithCast } from '../../../test/app-with-cast.ts';
import { DRIVER_PAPERS, insertCompany, insertDriver, insertRoleCast } from '../../../test/factories.ts';
import { DRIVER_FIELDS, driverOf, filesIn, jpegPart, messagesOf, pdfPart, postForm, textParts } from '../../../test/fleet-forms.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { SAMPLE_FILES } from '../../../test/multipart-body.ts';
import { insertTrip } from '../../../test/trip-factories.ts';

const clock = new Date('2030-05-20T10:00:00Z');
const setup = useAppWithCast({ now: () => clock });

async function foreignAdmin() {
  const foreign = await insertRoleCast(setup.db);
  const browser = new HttpSession(setup.app, { ip: '10.77.0.1' });
  await browser.signIn(foreign.users.driverAdmin.username);
  return { foreign, browser };
}

const driversOfCompany = (companyId: number) => setup.db.select().from(drivers).where(eq(drivers.companyId, companyId));

describe('GET /api/drivers/', () => {
  it("shows a driver admin its company's drivers with the Trips bar counts, active first", async () => {
    const { company, drivers: cast } = setup.cast;
    const gone = await insertDriver(setup.db, company.id, { driverName: 'Aaron Left', isActive: false });
    for (const status of ['pending_payment', 'confirmed', 'confirmed', 'completed', 'canceled', 'no_show', 'draft'] as const) {
      await insertTrip(setup.db, { status, companyId: company.id, driverId: cast.plain.id, agencyId: setup.cast.agency.id, agentUserId: setup.cast.users.agent.id });
    }
    await insertRoleCast(setup.db);

    const res = await (await setup.signedIn('driverAdmin')).request('GET', '/api/drivers/');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<DriverListItem[]>();
    expect(list.map((d) => d.company)).toEqual(list.map(() => company.id));
    expect(list.at(-1)).toMatchObject({ driver_id: gone.id, is_active: false, is_assignable: false, has_account: false });
    const plain = list.find((d) => d.driver_id === cast.plain.id)!;
    expect(plain).toMatchObject({
      driver_name: cast.plain.driverName,
      company__company_name: company.companyName,
      is_approved: true,
      is_active: true,
      is_assignable: true,
      driver_photo: null,
      stats: { pending_trips: 1, confirmed_trips: 2, completed_trips: 1, canceled_trips: 2 },
      has_account: true,
    });
    expect(plain.documents).toEqual([
      { kind: 'licence', label: "Driver's licence", expires_on: null, status: 'missing', days_left: null, url: null, trips_after: [] },
      { kind: 'id', label: 'ID card or passport', expires_on: null, status: 'missing', days_left: null, url: null, trips_after: [] },
    ]);
  });

  it('shows a plain driver only its own record, and staff every company or the one asked for', async () => {
    const other = await insertCompany(setup.db);
    const otherDriver = await insertDriver(setup.db, other.id);

    const own = (await (await setup.signedIn('driver')).request('GET', '/api/drivers/')).json<DriverListItem[]>();
    expect(own.map((d) => d.driver_id)).toEqual([setup.cast.drivers.plain.id]);

    const staff = await setup.signedIn('staff');
    const all = (await staff.request('GET', '/api/drivers/')).json<DriverListItem[]>().map((d) => d.driver_id);
    expect(all).toEqual(expect.arrayContaining([otherDriver.id, setup.cast.drivers.plain.id]));
    const filtered = (await staff.request('GET', `/api/drivers/?company=${other.id}`)).json<DriverListItem[]>();
    expect(filtered.map((d) => d.driver_id)).toEqual([otherDriver.id]);
  });

  it('lists under a document the open trips assigned to the driver after it ends (ADR 0061)', async () => {
    const { company, users: cast } = setup.cast;
    const driver = await insertDriver(setup.db, company.id, { driverName: 'Ante Babić', licenceDocument: `${'9'.repeat(32)}.pdf`, licenceExpiresOn: '2030-06-30' });
    const assigned = { agentUserId: cast.agent.id, status: 'confirmed' as const, companyId: company.id, driverId: driver.id };
    await insertTrip(setup.db, { ...assigned, pickupDate: '2030-06-30' });
    const late = await insertTrip(setup.db, { ...assigned, pickupDate: '2030-07-02' });
    await insertTrip(setup.db, { ...assigned, pickupDate: '2030-07-03', status: 'completed' });

    const listed = (await (await setup.signedIn('driverAdmin')).request('GET', '/api/drivers/')).json<DriverListItem[]>();
    const documents = listed.find((d) => d.driver_id === driver.id)!.documents;
    expect(documents.find((d) => d.kind === 'licence')!.trips_after).toEqual([{ trip_id: late.id, reference: late.reference, pickup_date: '2030-07-02' }]);
    expect(documents.find((d) => d.kind === 'id')!.trips_after).toEqual([]);
  });

  it('refuses agents', async () => {
    expect((await (await setup.signedIn('agent')).request('GET', '/api/drivers/')).statusCode).toBe(403);
  });
});

describe('POST /api/create_driver/', () => {
  it('adds a driver with a photo to the driver admin’s own company, waiting for approval', async () => {
    const { foreign } = await foreignAdmin();
    const res = await postForm(await setup.signedIn('driverAdmin'), '/api/create_driver/', [
      ...textParts({ ...DRIVER_FIELDS, driver_name: '  Ivana Horvat ', company: String(foreign.company.id) }),
      await jpegPart('driver_photo'),
      pdfPart('licence_document'),
      { name: 'licence_expires_on', value: '2031-01-31' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const driver = driverOf(res);
    expect(driver).toMatchObject({
      driver_name: 'Ivana Horvat',
      hometown: 'Zadar',
      company: setup.cast.company.id,
      is_approved: false,
      is_active: true,
      is_assignable: false,
      stats: { pending_trips: 0, confirmed_trips: 0, completed_trips: 0, canceled_trips: 0 },
    });
    expect(driver.driver_photo).toMatch(new RegExp(`^/api/driver_photo/${driver.driver_id}/\\?v=[0-9a-f]{8}$`));
    expect(driver.documents[0]).toMatchObject({ kind: 'licence', expires_on: '2031-01-31', status: 'valid', days_left: 256 });
    expect(driver.documents[0]!.url).toMatch(new RegExp(`^/api/driver_document/${driver.driver_id}/licence/\\?v=`));

    const [audit] = await setup.db.select().from(auditEvents).where(eq(auditEvents.action, 'fleet.driver.create')).limit(1);
    expect(audit).toMatchObject({ actorUserId: setup.cast.users.driverAdmin.id, details: { driver_id: driver.driver_id, approved: false } });
  });

  it('adds a driver for the company staff choose, approved once its licence and ID are on file, and asks staff for one', async () => {
    const company = await insertCompany(setup.db);
    const staff = await setup.signedIn('staff');
    const missing = await postForm(staff, '/api/create_driver/', textParts(DRIVER_FIELDS));
    expect(missing.statusCode).toBe(422);
    expect(messagesOf(missing)).toEqual({ company: FLEET_COMPANY_MESSAGE });

    // No papers: it waits for them like any driver (ADR 0054), staff's own or not.
    const res = await postForm(staff, '/api/create_driver/', textParts({ ...DRIVER_FIELDS, company: String(company.id) }));
    expect(res.statusCode, res.body).toBe(201);
    expect(driverOf(res)).toMatchObject({ company: company.id, is_approved: false, driver_photo: null });

    const papered = await postForm(staff, '/api/create_driver/', [
      ...textParts({ ...DRIVER_FIELDS, company: String(company.id), licence_expires_on: '2035-01-01', id_expires_on: '2035-01-01' }),
      pdfPart('licence_document'),
      pdfPart('id_document'),
    ]);
    expect(papered.statusCode, papered.body).toBe(201);
    expect(driverOf(papered)).toMatchObject({ is_approved: true, is_assignable: true });
  });

  it('gives every message at once, at its field, and stores nothing', async () => {
    const browser = await setup.signedIn('driverAdmin');
    const before = { rows: (await driversOfCompany(setup.cast.company.id)).length, files: await filesIn(setup.uploadsDir) };
    const res = await postForm(browser, '/api/create_driver/', [
      ...textParts({ driver_name: ' ', email: 'not-an-address', phone: '', hometown: '', whatsapp: '' }),
      await jpegPart('licence_document'),
      { name: 'driver_photo', filename: 'me.jpg', contentType: 'image/jpeg', data: SAMPLE_FILES.pdf },
      { name: 'id_expires_on', value: '2031-02-30' },
    ]);
    expect(res.statusCode).toBe(422);
    expect(messagesOf(res)).toEqual({
      driver_name: 'Driver name is required.',
      email: 'Invalid email format.',
      phone: 'Phone is required.',
      hometown: 'Hometown is required.',
      driver_photo: 'File must bean image.',
      licence_expires_on: 'Enter the last day this document is valid.',
      id_expires_on: 'Enter the date as YYYY-MM-DD.',
    });
    expect({ rows: (await driversOfCompany(setup.cast.company.id)).length, files: await filesIn(setup.uploadsDir) }).toEqual(before);
  });

  it('refuses a renamed executable, an expired document and a date without its file', async () => {
    const before = await filesIn(setup.uploadsDir);
    const res = await postForm(await setup.signedIn('driverAdmin'), '/api/create_driver/', [
      ...textParts(DRIVER_FIELDS),
      { name: 'driver_photo', filename: 'photo.png', contentType: 'image/png', data: SAMPLE_FILES.exe },
      pdfPart('licence_document'),
      { name: 'licence_expires_on', value: '2030-05-19' },
      { name: 'id_expires_on', value: '2031-05-19' },
    ]);
    expect(messagesOf(res)).toEqual({
      driver_photo: 'File must bean image.',
      licence_expires_on: 'This document has already expired.',
      id_document: 'Attach the document this date belongs to.',
    });
    expect(await filesIn(setup.uploadsDir)).toEqual(before);
  });

  it('refuses plain drivers and agents before reading the form', async () => {
    for (const role of ['driver', 'agent'] as const) {
      const res = await postForm(await setup.signedIn(role), '/api/create_driver/', textParts(DRIVER_FIELDS));
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('POST /api/update_driver/{id}/', () => {
  async function approvedDriver() {
    return insertDriver(setup.db, setup.cast.company.id, { driverName: 'Marin Kos', phone: '091', hometown: 'Split', email: 'marin@example.com' });
  }

  it('keeps the approval for new contact details and the files left out', async () => {
    const driver = await approvedDriver();
    await setup.db.update(drivers).set({ licenceDocument: `${'a'.repeat(32)}.pdf`, licenceExpiresOn: '2030-05-01' }).where(eq(drivers.id, driver.id));
    const res = await postForm(await setup.signedIn('driverAdmin'), `/api/update_driver/${driver.id}/`, [
      ...textParts({ ...DRIVER_FIELDS, driver_name: 'Marin Kos', phone: '+385 98 123', licence_expires_on: '2030-05-01' }),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(driverOf(res)).toMatchObject({ phone: '+385 98 123', is_approved: true, is_assignable: false });
    expect(driverOf(res).documents[0]).toMatchObject({ status: 'expired', expires_on: '2030-05-01', days_left: -19 });
  });

  it('sends a driver back to waiting for approval with a new name, photo or document', async () => {
    const browser = await setup.signedIn('driverAdmin');
    for (const change of [
      textParts({ ...DRIVER_FIELDS, driver_name: 'Marin Kosić' }),
      [...textParts({ ...DRIVER_FIELDS, driver_name: 'Marin Kos' }), await jpegPart('driver_photo')],
      [...textParts({ ...DRIVER_FIELDS, driver_name: 'Marin Kos', id_expires_on: '2032-01-01' }), pdfPart('id_document')],
    ]) {
      const driver = await approvedDriver();
      const res = await postForm(browser, `/api/update_driver/${driver.id}/`, change);
      expect(res.statusCode, res.body).toBe(200);
      expect(driverOf(res).is_approved).toBe(false);
    }
  });

  it('keeps an approved driver driving while staff look at a renewed licence, unless the old one had expired (ADR 0062)', async () => {
    const browser = await setup.signedIn('driverAdmin');
    const staff = await setup.signedIn('staff');
    const renew = async (oldLastDay: string) => {
      const driver = await approvedDriver();
      await setup.db.update(drivers).set({ ...DRIVER_PAPERS, licenceExpiresOn: oldLastDay }).where(eq(drivers.id, driver.id));
      const res = await postForm(browser, `/api/update_driver/${driver.id}/`, [
        ...textParts({ ...DRIVER_FIELDS, driver_name: 'Marin Kos', licence_expires_on: '2040-05-01' }),
        pdfPart('licence_document'),
      ]);
      expect(res.statusCode, res.body).toBe(200);
      return driverOf(res);
    };

    const renewed = await renew('2030-06-30');
    expect(renewed).toMatchObject({ is_approved: true, is_assignable: true, documents_under_review: true });
    expect(renewed.documents[0]).toMatchObject({ expires_on: '2040-05-01', status: 'valid' });
    const queue = (await staff.request('GET', '/api/admin/driver_approvals/?limit=100')).json<{ items: DriverListItem[] }>();
    const waiting = queue.items.find((d) => d.driver_id === renewed.driver_id)!;
    expect(waiting).toMatchObject({ documents_under_review: true });
    const approved = await staff.request('POST', `/api/admin/drivers/${renewed.driver_id}/approve/`, { version: (waiting as unknown as { version: number }).version });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<DriverListItem>()).toMatchObject({ is_approved: true, documents_under_review: false });
    expect((await staff.request('GET', '/api/admin/driver_approvals/?limit=100')).json<{ items: DriverListItem[] }>().items.map((d) => d.driver_id)).not.toContain(renewed.driver_id);

    // Expired yesterday (today is 20 May): it was off the road already, and waits for approval again.
    expect(await renew('2030-05-19')).toMatchObject({ is_approved: false, documents_under_review: false });
  });

  it('deletes a replaced photo once the edit is saved', async () => {
    const browser = await setup.signedIn('driverAdmin');
    const created = driverOf(await postForm(browser, '/api/create_driver/', [...textParts(DRIVER_FIELDS), await jpegPart('driver_photo')]));
    const [{ photo: first }] = await setup.db.select({ photo: drivers.photo }).from(drivers).where(eq(drivers.id, created.driver_id)) as [{ photo: string }];
    const res = await postForm(browser, `/api/update_driver/${created.driver_id}/`, [...textParts(DRIVER_FIELDS), await jpegPart('driver_photo')]);
    expect(res.statusCode).toBe(200);
    expect(driverOf(res).driver_photo).not.toBe(created.driver_photo);
    expect(await filesIn(setup.uploadsDir)).not.toContain(first);
  });

  it("answers another company's driver as unknown, and refuses plain drivers", async () => {
    const { foreign, browser } = await foreignAdmin();
    const res = await postForm(browser, `/api/update_driver/${setup.cast.drivers.plain.id}/`, textParts(DRIVER_FIELDS));
    expect(res.statusCode).toBe(404);
    const own = await postForm(await setup.signedIn('driver'), `/api/update_driver/${setup.cast.drivers.plain.id}/`, textParts(DRIVER_FIELDS));
    expect(own.statusCode).toBe(403);
    expect(foreign.company.id).not.toBe(setup.cast.company.id);
  });
});

describe('POST /api/set_driver_active/{id}/', () => {
  it('deactivates and reactivates without a new approval, with the audit log', async () => {
    const driver = await insertDriver(setup.db, setup.cast.company.id);
    const browser = await setup.signedIn('driverAdmin');
    const off = await browser.request('POST', `/api/set_driver_active/${driver.id}/`, { is_active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(driverOf(off)).toMatchObject({ is_active: false, is_approved: true, is_assignable: false });
    const on = await browser.request('POST', `/api/set_driver_active/${driver.id}/`, { is_active: true });
    expect(driverOf(on)).toMatchObject({ is_active: true, is_approved: true, is_assignable: true });
    const events = await setup.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.actorUserId, setup.cast.users.driverAdmin.id)));
    expect(events.map((e) => e.action)).toEqual(expect.arrayContaining(['fleet.driver.deactivate', 'fleet.driver.activate']));
  });
});
