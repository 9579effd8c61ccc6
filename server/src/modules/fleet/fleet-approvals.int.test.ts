import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DriverApprovalList, DriverListItem, DriverReview, VehicleApprovalList, VehicleListItem, VehicleReview } from '@vozimo/contract';
import { auditEvents, drivers, vehicles } from '../../db/schema/index.ts';
import { useAppWithCast } from '../../../test/app-with-cast.ts';
import { DRIVER_PAPERS, insertCompany, insertDriver, uniqueName, VEHICLE_PAPERS } from '../../../test/factories.ts';
import { DRIVER_FIELDS, pdfPart, postForm, textParts, uniquePlate, vehicleOf, vehicleFields } from '../../../test/fleet-forms.ts';
import { insertVehicle } from '../../../test/trip-factories.ts';

let clock = new Date('2030-05-20T10:00:00Z');
const setup = useAppWithCast({ now: () => clock });
const tick = () => (clock = new Date(clock.getTime() + 60_000));

const lastAudit = async (type: string, id: number) => {
  const [row] = await setup.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.subjectType, type), eq(auditEvents.subjectId, id)))
    .orderBy(desc(auditEvents.id))
    .limit(1);
  return row;
};

describe('the driver approval queue', () => {
  it('lists waiting drivers oldest first, with company and documents, searchable and paged; not approved, refused or inactive ones', async () => {
    const company = await insertCompany(setup.db, { companyName: uniqueName('Queue Transfers') });
    const tag = uniqueName('q');
    const first = await insertDriver(setup.db, company.id, { driverName: `${tag} First`, isApproved: false, updatedAt: new Date('2030-05-01T08:00:00Z') });
    const second = await insertDriver(setup.db, company.id, {
      driverName: `${tag} Second`,
      isApproved: false,
      licenceDocument: `${'a'.repeat(32)}.pdf`,
      licenceExpiresOn: '2030-06-01',
      updatedAt: new Date('2030-05-02T08:00:00Z'),
    });
    await insertDriver(setup.db, company.id, { driverName: `${tag} Approved` });
    await insertDriver(setup.db, company.id, { driverName: `${tag} Refused`, isApproved: false, rejectionReason: 'Blurred licence' });
    await insertDriver(setup.db, company.id, { driverName: `${tag} Gone`, isApproved: false, isActive: false });

    const staff = await setup.signedIn('staff');
    const res = await staff.request('GET', `/api/admin/driver_approvals/?search=${tag}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<DriverApprovalList>();
    expect(page.count).toBe(2);
    expect(page.items.map((d) => d.driver_id)).toEqual([first.id, second.id]);
    expect(page.items[1]).toMatchObject({
      driver_name: `${tag} Second`,
      company__company_name: company.companyName,
      is_approved: false,
      rejection_reason: null,
      created_at: expect.any(String),
      updated_at: '2030-05-02T08:00:00.000Z',
      reviewed_at: null,
    });
    expect(page.items[1]!.documents[0]).toMatchObject({ kind: 'licence', expires_on: '2030-06-01', status: 'expiring', url: `/api/driver_document/${second.id}/licence/?v=aaaaaaaa` });

    // By company name too; the second page of one.
    const byCompany = (await staff.request('GET', `/api/admin/driver_approvals/?search=${encodeURIComponent(company.companyName)}&limit=1&offset=1`)).json<DriverApprovalList>();
    expect(byCompany).toMatchObject({ count: 2, items: [{ driver_id: second.id }] });
    // A search's % matches itself.
    expect((await staff.request('GET', '/api/admin/driver_approvals/?search=%25%25%25')).json<DriverApprovalList>().count).toBe(0);
  });

  it('refuses a bad page (422)', async () => {
    const res = await (await setup.signedIn('staff')).request('GET', '/api/admin/driver_approvals/?limit=0');
    expect(res.statusCode).toBe(422);
  });
});

describe('approving and rejecting a driver', () => {
  it('approves: assignable, reviewed by staff, an audit line; a second approval is a conflict (409)', async () => {
    const { cast } = setup;
    const driver = await insertDriver(setup.db, cast.company.id, { ...DRIVER_PAPERS, isApproved: false, rejectionReason: null });
    const staff = await setup.signedIn('staff');
    tick();
    const res = await staff.request('POST', `/api/admin/drivers/${driver.id}/approve/`, { version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<DriverReview>()).toMatchObject({ driver_id: driver.id, is_approved: true, rejection_reason: null, is_assignable: true, reviewed_at: clock.toISOString(), version: 2 });
    const [row] = await setup.db.select().from(drivers).where(eq(drivers.id, driver.id));
    expect(row).toMatchObject({ isApproved: true, reviewedAt: clock, reviewedByUserId: cast.users.staff.id });
    expect(await lastAudit('driver', driver.id)).toMatchObject({
      action: 'fleet.driver.approve',
      actorUserId: cast.users.staff.id,
      subjectLabel: driver.driverName,
      before: { is_approved: false },
      after: { is_approved: true },
    });

    // Taken on the version that shows the approval: nothing to decide.
    const again = await staff.request('POST', `/api/admin/drivers/${driver.id}/approve/`, { version: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'This driver is already approved.' });
  });

  it("rejects with a reason the company reads on its Drivers screen; fixing the name sends it back to the queue", async () => {
    const { cast } = setup;
    const admin = await setup.signedIn('driverAdmin');
    const created = await postForm(admin, '/api/create_driver/', [...textParts({ ...DRIVER_FIELDS, driver_name: uniqueName('Rejected') }), pdfPart('licence_document'), { name: 'licence_expires_on', value: '2031-01-31' }]);
    expect(created.statusCode, created.body).toBe(201);
    const driverId = created.json<DriverListItem>().driver_id;

    const staff = await setup.signedIn('staff');
    const refused = await staff.request('POST', `/api/admin/drivers/${driverId}/reject/`, { reason: '  The licence photo is blurred.  ', version: 1 });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json<DriverReview>()).toMatchObject({ is_approved: false, rejection_reason: 'The licence photo is blurred.' });
    expect(await lastAudit('driver', driverId)).toMatchObject({
      action: 'fleet.driver.reject',
      before: { rejection_reason: null },
      after: { rejection_reason: 'The licence photo is blurred.' },
    });
    expect((await staff.request('POST', `/api/admin/drivers/${driverId}/reject/`, { reason: 'Again, still blurred.', version: 2 })).statusCode).toBe(409);

    const list = (await admin.request('GET', '/api/drivers/')).json<DriverListItem[]>();
    expect(list.find((d) => d.driver_id === driverId)).toMatchObject({ is_approved: false, rejection_reason: 'The licence photo is blurred.' });
    const queue = async () => (await staff.request('GET', `/api/admin/driver_approvals/?limit=100`)).json<DriverApprovalList>().items.map((d) => d.driver_id);
    expect(await queue()).not.toContain(driverId);

    // A change of phone keeps the refusal; a new name (ADR 0019) clears it: back in the queue.
    const phone = await postForm(admin, `/api/update_driver/${driverId}/`, textParts({ ...DRIVER_FIELDS, driver_name: created.json<DriverListItem>().driver_name, phone: '+385 1 111' }));
    expect(phone.json<DriverListItem>().rejection_reason).toBe('The licence photo is blurred.');
    const renamed = await postForm(admin, `/api/update_driver/${driverId}/`, textParts({ ...DRIVER_FIELDS, driver_name: uniqueName('Fixed') }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<DriverListItem>()).toMatchObject({ is_approved: false, rejection_reason: null });
    expect(await queue()).toContain(driverId);
    expect(cast.company.id).toBe(created.json<DriverListItem>().company);
  });

  it('refuses a missing or short reason at its field (422) and an unknown driver (404)', async () => {
    const staff = await setup.signedIn('staff');
    const driver = await insertDriver(setup.db, setup.cast.company.id, { isApproved: false });
    for (const body of [{ version: 1 }, { reason: '   no  ', version: 1 }, { reason: 'x'.repeat(1001), version: 1 }]) {
      const res = await staff.request('POST', `/api/admin/drivers/${driver.id}/reject/`, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toEqual([{ loc: ['body', 'reason'], msg: 'Write the reason in 5 to 1000 characters.', type: 'value_error' }]);
    }
    const unknown = await staff.request('POST', '/api/admin/drivers/2147483647/approve/', { version: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Driver not found.' });
    expect((await staff.request('GET', '/api/admin/driver_approvals/2147483647/')).statusCode).toBe(404);
    expect((await staff.request('GET', `/api/admin/driver_approvals/${driver.id}/`)).json<DriverReview>()).toMatchObject({ driver_id: driver.id, is_approved: false });
  });
});

describe('approval needs every document on file and valid (issue 30)', () => {
  it('refuses a driver without a licence or with an expired ID, naming each document; approves once they are there', async () => {
    const staff = await setup.signedIn('staff');
    const driver = await insertDriver(setup.db, setup.cast.company.id, { isApproved: false, idDocument: `${'5'.repeat(32)}.pdf`, idExpiresOn: '2030-05-19' });
    const refused = await staff.request('POST', `/api/admin/drivers/${driver.id}/approve/`, { version: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      detail: "Cannot approve before every document is on file and valid. Driver's licence: not on file; ID card or passport: expired on May 19, 2030.",
    });
    const [unchanged] = await setup.db.select().from(drivers).where(eq(drivers.id, driver.id));
    expect(unchanged).toMatchObject({ isApproved: false, version: 1, reviewedAt: null });
    // With both on file and valid, the same decision goes through.
    await setup.db.update(drivers).set(DRIVER_PAPERS).where(eq(drivers.id, driver.id));
    expect((await staff.request('POST', `/api/admin/drivers/${driver.id}/approve/`, { version: 1 })).statusCode).toBe(200);
  });

  it('refuses a vehicle without its insurance', async () => {
    const staff = await setup.signedIn('staff');
    const vehicle = await insertVehicle(setup.db, setup.cast.company.id, { ...VEHICLE_PAPERS, vehicleInsurancePhoto: null, insuranceExpiresOn: null, licensePlate: uniquePlate(), isApproved: false });
    const refused = await staff.request('POST', `/api/admin/vehicles/${vehicle.id}/approve/`, { version: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: 'Cannot approve before every document is on file and valid. Insurance: not on file.' });
  });
});

describe('the vehicle approval queue and decisions', () => {
  it('lists waiting vehicles with photos and documents; approve and reject them with audit lines', async () => {
    const company = await insertCompany(setup.db, { companyName: uniqueName('Vehicle Queue') });
    const make = uniqueName('Make');
    const waiting = await insertVehicle(setup.db, company.id, {
      make,
      licensePlate: uniquePlate(),
      isApproved: false,
      photo1: `${'b'.repeat(32)}.jpg`,
      ...VEHICLE_PAPERS,
      vehicleInsurancePhoto: `${'c'.repeat(32)}.pdf`,
      insuranceExpiresOn: '2031-01-01',
    });
    const other = await insertVehicle(setup.db, company.id, { make, licensePlate: uniquePlate(), isApproved: false, updatedAt: new Date('2031-01-01T00:00:00Z') });
    await insertVehicle(setup.db, company.id, { make, licensePlate: uniquePlate() });

    const staff = await setup.signedIn('staff');
    const page = (await staff.request('GET', `/api/admin/vehicle_approvals/?search=${make}`)).json<VehicleApprovalList>();
    expect(page.count).toBe(2);
    expect(page.items.map((v) => v.vehicle_id)).toEqual([waiting.id, other.id]);
    expect(page.items[0]).toMatchObject({ company__company_name: company.companyName, photo_1: `/api/vehicle_photo/${waiting.id}/1/?v=bbbbbbbb`, rejection_reason: null });
    expect(page.items[0]!.documents[1]).toMatchObject({ kind: 'insurance', status: 'valid', expires_on: '2031-01-01' });

    tick();
    const approved = await staff.request('POST', `/api/admin/vehicles/${waiting.id}/approve/`, { version: 1 });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<VehicleReview>()).toMatchObject({ is_approved: true, reviewed_at: clock.toISOString() });
    expect(await lastAudit('vehicle', waiting.id)).toMatchObject({ action: 'fleet.vehicle.approve', subjectLabel: `${waiting.licensePlate} (${make} Superb)` });

    const refused = await staff.request('POST', `/api/admin/vehicles/${other.id}/reject/`, { reason: 'Insurance is missing.', version: 1 });
    expect(refused.json<VehicleReview>()).toMatchObject({ is_approved: false, rejection_reason: 'Insurance is missing.' });
    expect(await lastAudit('vehicle', other.id)).toMatchObject({ action: 'fleet.vehicle.reject', after: { rejection_reason: 'Insurance is missing.' } });
    // The route table says the same audit lines as the service writes.
    const declared = (url: string) => setup.app.apiRoutes.find((route) => route.method === 'POST' && route.url === url)?.audit;
    expect([declared('/api/admin/vehicles/:vehicleId/approve/'), declared('/api/admin/vehicles/:vehicleId/reject/')]).toEqual([['fleet.vehicle.approve'], ['fleet.vehicle.reject']]);
    expect([declared('/api/admin/drivers/:driverId/approve/'), declared('/api/admin/drivers/:driverId/reject/')]).toEqual([['fleet.driver.approve'], ['fleet.driver.reject']]);
    expect((await staff.request('GET', `/api/admin/vehicle_approvals/?search=${make}`)).json<VehicleApprovalList>().count).toBe(0);

    // Staff may withdraw an approval with a reason; the record stops being assignable.
    const withdrawn = await staff.request('POST', `/api/admin/vehicles/${waiting.id}/reject/`, { reason: 'Registration expired.', version: 2 });
    expect(withdrawn.json<VehicleReview>()).toMatchObject({ is_approved: false, is_assignable: false, rejection_reason: 'Registration expired.' });
    expect((await staff.request('POST', '/api/admin/vehicles/2147483647/reject/', { reason: 'Registration expired.', version: 1 })).statusCode).toBe(404);
  });

  it("shows the reason on the company's Vehicles screen, and a new plate puts the vehicle back in the queue", async () => {
    const admin = await setup.signedIn('driverAdmin');
    const staff = await setup.signedIn('staff');
    const fields = vehicleFields();
    const vehicle = await insertVehicle(setup.db, setup.cast.company.id, { licensePlate: fields.license_plate, isApproved: false, photo1: `${'d'.repeat(32)}.jpg`, photo2: `${'e'.repeat(32)}.jpg` });
    await staff.request('POST', `/api/admin/vehicles/${vehicle.id}/reject/`, { reason: 'Plate unreadable on photo 1.', version: 1 });
    const listed = (await admin.request('GET', '/api/vehicles/')).json<VehicleListItem[]>().find((v) => v.vehicle_id === vehicle.id);
    expect(listed).toMatchObject({ is_approved: false, rejection_reason: 'Plate unreadable on photo 1.' });

    const edited = await postForm(admin, `/api/update_vehicle/${vehicle.id}/`, textParts({ ...fields, license_plate: uniquePlate() }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(vehicleOf(edited)).toMatchObject({ is_approved: false, rejection_reason: null });
    const [row] = await setup.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id));
    expect(row!.rejectionReason).toBeNull();
  });
});
