import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AD_HOC_DRIVER_MESSAGES,
  type AdHocDriverRequest,
  type AdHocDriverResponse,
  type DriverOption,
  type ValidationIssue,
  type VehicleOption,
} from '@vozimo/contract';
import { auditEvents, driverCompanies, drivers, vehicles } from '../../db/schema/index.ts';
import { useAppWithCast } from '../../../test/app-with-cast.ts';
import { insertCompany, insertDriver, uniqueName, type RoleName } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { insertVehicle } from '../../../test/trip-factories.ts';
import { AD_HOC_COMPANY_NAME } from './fleet.repository.ts';
import { DUPLICATE_LICENSE_PLATE_MESSAGE } from './rules/license-plate.ts';

const clock = new Date('2030-05-20T10:00:00Z');
const setup = useAppWithCast({ now: () => clock });

let plateNumber = 1000;
/** A valid ad-hoc payload with a plate no other test uses. */
function adHocBody(changes: Partial<Record<keyof AdHocDriverRequest, unknown>> = {}): Record<string, unknown> {
  return {
    driver_name: 'Ivan Kovač',
    phone: '+385 91 234 5678',
    email: 'ivan.kovac@example.com',
    vehicle_type_id: 3,
    vehicle_make: 'Mercedes-Benz',
    vehicle_model: 'Vito',
    license_plate: `ZG-${plateNumber++}-AH`,
    color: 'Black',
    ...changes,
  };
}

const issuesOf = (body: string) => (JSON.parse(body) as { detail: ValidationIssue[] }).detail;

describe('GET /api/list_drivers', () => {
  it('lists approved drivers of approved companies with the option fields of spec section 3', async () => {
    const company = await insertCompany(setup.db, { companyName: 'Istria Chauffeurs' });
    const approved = await insertDriver(setup.db, company.id, { driverName: 'Ana Anić' });
    const waiting = await insertDriver(setup.db, company.id, { isApproved: false });
    const unapprovedCompany = await insertCompany(setup.db, { isApproved: false });
    const ofUnapprovedCompany = await insertDriver(setup.db, unapprovedCompany.id);

    const res = await (await setup.signedIn('staff')).request('GET', '/api/list_drivers');
    expect(res.statusCode, res.body).toBe(200);
    const options = res.json<DriverOption[]>();
    expect(options).toContainEqual({
      driver_id: approved.id,
      driver_name: 'Ana Anić',
      company: company.id,
      company__company_name: 'Istria Chauffeurs',
    });
    const ids = options.map((o) => o.driver_id);
    expect(ids).not.toContain(waiting.id);
    expect(ids).not.toContain(ofUnapprovedCompany.id);
  });

  it.each<RoleName>(['agencyAdmin', 'agent', 'driverAdmin', 'driver', 'noRole'])('refuses %s with 403', async (role) => {
    expect((await (await setup.signedIn(role)).request('GET', '/api/list_drivers')).statusCode).toBe(403);
  });

  it('wants a signed-in user', async () => {
    expect((await new HttpSession(setup.app).request('GET', '/api/list_drivers')).statusCode).toBe(401);
  });
});

describe('the trip form offers only assignable drivers and vehicles (rules/assignable.ts)', () => {
  // The clock's Zagreb date is 2030-05-20: a document is valid through its last day.
  const PDF = `${'e'.repeat(32)}.pdf`;

  it('leaves out inactive ones and those with a document past its last day', async () => {
    const company = await insertCompany(setup.db);
    const lastDayToday = await insertDriver(setup.db, company.id, { licenceDocument: PDF, licenceExpiresOn: '2030-05-20' });
    const noDocuments = await insertDriver(setup.db, company.id);
    const expired = await insertDriver(setup.db, company.id, { idDocument: PDF, idExpiresOn: '2030-05-19' });
    const inactive = await insertDriver(setup.db, company.id, { isActive: false });
    const staff = await setup.signedIn('staff');
    const driverIds = (await staff.request('GET', '/api/list_drivers')).json<DriverOption[]>().map((o) => o.driver_id);
    expect(driverIds).toEqual(expect.arrayContaining([lastDayToday.id, noDocuments.id]));
    expect(driverIds).not.toContain(expired.id);
    expect(driverIds).not.toContain(inactive.id);

    const valid = await insertVehicle(setup.db, company.id, { vehicleInsurancePhoto: PDF, insuranceExpiresOn: '2031-01-01' });
    const uninsured = await insertVehicle(setup.db, company.id, { vehicleInsurancePhoto: PDF, insuranceExpiresOn: '2030-05-01' });
    const vehicleIds = (await staff.request('GET', '/api/list_vehicles')).json<VehicleOption[]>().map((o) => o.vehicle_id);
    expect(vehicleIds).toContain(valid.id);
    expect(vehicleIds).not.toContain(uninsured.id);
  });
});

describe('GET /api/list_vehicles', () => {
  it('lists approved vehicles in service of approved companies, with their driver and type', async () => {
    const company = await insertCompany(setup.db);
    const driver = await insertDriver(setup.db, company.id);
    const van = await insertVehicle(setup.db, company.id, {
      driverId: driver.id,
      vehicleTypeId: 3,
      make: 'Volkswagen',
      model: 'Caravelle',
      licensePlate: 'ST-9001-VW',
      color: 'Silver',
    });
    const waiting = await insertVehicle(setup.db, company.id, { isApproved: false });
    const retired = await insertVehicle(setup.db, company.id, { isActive: false });
    const ofUnapprovedCompany = await insertVehicle(setup.db, (await insertCompany(setup.db, { isApproved: false })).id);

    const res = await (await setup.signedIn('staff')).request('GET', '/api/list_vehicles');
    expect(res.statusCode, res.body).toBe(200);
    const options = res.json<VehicleOption[]>();
    expect(options).toContainEqual({
      vehicle_id: van.id,
      vehicle_make: 'Volkswagen',
      vehicle_model: 'Caravelle',
      color: 'Silver',
      license_plate: 'ST-9001-VW',
      company: company.id,
      vehicle_type__vehicle_type_name: 'Van',
      driver: driver.id,
      vehicle_type: 3,
    });
    const ids = options.map((o) => o.vehicle_id);
    expect(ids).not.toContain(waiting.id);
    expect(ids).not.toContain(retired.id);
    expect(ids).not.toContain(ofUnapprovedCompany.id);
  });

  it('gives null for a vehicle without a usual driver', async () => {
    const vehicle = await insertVehicle(setup.db, setup.cast.company.id);
    const options = (await (await setup.signedIn('staff')).request('GET', '/api/list_vehicles')).json<VehicleOption[]>();
    expect(options.find((o) => o.vehicle_id === vehicle.id)?.driver).toBeNull();
  });

  it.each<RoleName>(['agencyAdmin', 'agent', 'driverAdmin', 'driver', 'noRole'])('refuses %s with 403', async (role) => {
    expect((await (await setup.signedIn(role)).request('GET', '/api/list_vehicles')).statusCode).toBe(403);
  });

  it('wants a signed-in user', async () => {
    expect((await new HttpSession(setup.app).request('GET', '/api/list_vehicles')).statusCode).toBe(401);
  });
});

describe('POST /api/create_ad_hoc_driver/', () => {
  it('creates an approved driver and vehicle in the ad-hoc company, ready to be assigned', async () => {
    const staff = await setup.signedIn('staff');
    const body = adHocBody({ driver_name: '  Ivan Kovač  ', email: '', license_plate: 'ZG-1234-AB' });
    const res = await staff.request('POST', '/api/create_ad_hoc_driver/', body);
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json<AdHocDriverResponse>();
    expect(created).toEqual({ driver_name: 'Ivan Kovač', driver_id: expect.any(Number), vehicle_id: expect.any(Number) });

    const [driver] = await setup.db.select().from(drivers).where(eq(drivers.id, created.driver_id));
    expect(driver).toMatchObject({ driverName: 'Ivan Kovač', phone: '+385 91 234 5678', email: '', isApproved: true, createdAt: clock });
    const [company] = await setup.db.select().from(driverCompanies).where(eq(driverCompanies.id, driver!.companyId));
    expect(company).toMatchObject({ companyName: AD_HOC_COMPANY_NAME, isApproved: true, isAdHoc: true });
    const [vehicle] = await setup.db.select().from(vehicles).where(eq(vehicles.id, created.vehicle_id));
    expect(vehicle).toMatchObject({
      companyId: company!.id,
      driverId: created.driver_id,
      vehicleTypeId: 3,
      make: 'Mercedes-Benz',
      model: 'Vito',
      licensePlate: 'ZG-1234-AB',
      color: 'Black',
      productionYear: null,
      isApproved: true,
      isActive: true,
    });

    // The trip form's lists show them at once.
    const driverOptions = (await staff.request('GET', '/api/list_drivers')).json<DriverOption[]>();
    expect(driverOptions).toContainEqual({
      driver_id: created.driver_id,
      driver_name: 'Ivan Kovač',
      company: company!.id,
      company__company_name: AD_HOC_COMPANY_NAME,
    });
    const vehicleOptions = (await staff.request('GET', '/api/list_vehicles')).json<VehicleOption[]>();
    expect(vehicleOptions.find((o) => o.vehicle_id === created.vehicle_id)).toMatchObject({
      driver: created.driver_id,
      company: company!.id,
      vehicle_type__vehicle_type_name: 'Van',
    });
  });

  it('files every ad-hoc driver under one company, and records who vouched for them', async () => {
    const staff = await setup.signedIn('staff');
    const first = (await staff.request('POST', '/api/create_ad_hoc_driver/', adHocBody({ driver_name: uniqueName('First') }))).json<AdHocDriverResponse>();
    const second = (await staff.request('POST', '/api/create_ad_hoc_driver/', adHocBody({ driver_name: uniqueName('Second') }))).json<AdHocDriverResponse>();
    const rows = await setup.db.select({ companyId: drivers.companyId }).from(drivers).where(eq(drivers.id, first.driver_id));
    const rows2 = await setup.db.select({ companyId: drivers.companyId }).from(drivers).where(eq(drivers.id, second.driver_id));
    expect(rows2[0]?.companyId).toBe(rows[0]?.companyId);
    expect(await setup.db.select().from(driverCompanies).where(eq(driverCompanies.isAdHoc, true))).toHaveLength(1);

    const audit = await setup.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'fleet.ad_hoc_driver.create'), eq(auditEvents.actorUserId, setup.cast.users.staff.id)));
    expect(audit.map((e) => e.details)).toContainEqual({ driver_id: second.driver_id, vehicle_id: second.vehicle_id, company_id: rows[0]?.companyId });
  });

  it('accepts an e-mail without a phone', async () => {
    const res = await (await setup.signedIn('staff')).request('POST', '/api/create_ad_hoc_driver/', adHocBody({ phone: '' }));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('answers an empty form with every required message of spec section 5, each at its field', async () => {
    const res = await (await setup.signedIn('staff')).request('POST', '/api/create_ad_hoc_driver/', {});
    expect(res.statusCode, res.body).toBe(422);
    expect(issuesOf(res.body).map((i) => [i.loc.join('.'), i.msg])).toEqual(
      expect.arrayContaining([
        ['body.driver_name', AD_HOC_DRIVER_MESSAGES.driverName],
        ['body.phone', 'Either phone or email is required'],
        ['body.vehicle_type_id', 'Vehicle type is required'],
        ['body.vehicle_make', 'Vehicle make is required'],
        ['body.vehicle_model', 'Vehicle model is required'],
        ['body.license_plate', 'License plate is required'],
        ['body.color', 'Color is required'],
      ]),
    );
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a blank driver name', { driver_name: '   ' }, 'driver_name', 'Driver name is required'],
    ['neither phone nor e-mail', { phone: ' ', email: '' }, 'phone', 'Either phone or email is required'],
    ['a malformed e-mail', { email: 'ivan@' }, 'email', 'Invalid email format'],
    ['no vehicle type', { vehicle_type_id: null }, 'vehicle_type_id', 'Vehicle type is required'],
    ['a vehicle type as text', { vehicle_type_id: '3' }, 'vehicle_type_id', AD_HOC_DRIVER_MESSAGES.vehicleTypeId],
    ['a fractional vehicle type', { vehicle_type_id: 1.5 }, 'vehicle_type_id', AD_HOC_DRIVER_MESSAGES.vehicleTypeId],
    ['an unknown vehicle type', { vehicle_type_id: 999_999 }, 'vehicle_type_id', AD_HOC_DRIVER_MESSAGES.vehicleTypeId],
    ['a blank make', { vehicle_make: '' }, 'vehicle_make', 'Vehicle make is required'],
    ['a blank model', { vehicle_model: ' ' }, 'vehicle_model', 'Vehicle model is required'],
    ['a blank plate', { license_plate: '' }, 'license_plate', 'License plate is required'],
    ['no colour', { color: '' }, 'color', 'Color is required'],
    ['a colour not on the list', { color: 'Purple' }, 'color', AD_HOC_DRIVER_MESSAGES.colorChoice],
    ['a colour in other letters', { color: 'black' }, 'color', AD_HOC_DRIVER_MESSAGES.colorChoice],
    ['an overlong name', { driver_name: 'x'.repeat(201) }, 'driver_name', 'At most 200 characters.'],
  ])('refuses %s with 422 at the field and creates nothing', async (_name, changes, field, message) => {
    const body = adHocBody(changes);
    const res = await (await setup.signedIn('staff')).request('POST', '/api/create_ad_hoc_driver/', body);
    expect(res.statusCode, res.body).toBe(422);
    expect(issuesOf(res.body)).toContainEqual({ loc: ['body', field], msg: message, type: 'value_error' });
    const plate = body['license_plate'] as string;
    expect(await setup.db.select().from(vehicles).where(eq(vehicles.licensePlate, plate))).toEqual([]);
  });

  it('refuses a plate already in service, however it is written', async () => {
    await insertVehicle(setup.db, setup.cast.company.id, { licensePlate: 'RI-777-KT' });
    const res = await (await setup.signedIn('staff')).request('POST', '/api/create_ad_hoc_driver/', adHocBody({ license_plate: 'ri 777 kt' }));
    expect(res.statusCode, res.body).toBe(422);
    expect(issuesOf(res.body)).toEqual([{ loc: ['body', 'license_plate'], msg: DUPLICATE_LICENSE_PLATE_MESSAGE, type: 'value_error' }]);
  });

  it('allows the plate of a retired vehicle', async () => {
    await insertVehicle(setup.db, setup.cast.company.id, { licensePlate: 'PU-100-OLD', isActive: false });
    const res = await (await setup.signedIn('staff')).request('POST', '/api/create_ad_hoc_driver/', adHocBody({ license_plate: 'PU-100-OLD' }));
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each<[string, unknown]>([
    ['a list', []],
    ['null', null],
    ['numbers everywhere', { driver_name: 1, phone: 2, email: 3, vehicle_type_id: 'x', vehicle_make: 4, vehicle_model: 5, license_plate: 6, color: 7 }],
    ['a string', 'driver'],
  ])('answers %s with a 4xx, never a 500', async (_name, body) => {
    const res = await (await setup.signedIn('staff')).request('POST', '/api/create_ad_hoc_driver/', body);
    expect([400, 415, 422], res.body).toContain(res.statusCode);
  });

  it.each<RoleName>(['agencyAdmin', 'agent', 'driverAdmin', 'driver', 'noRole'])('refuses %s with 403 and creates nothing', async (role) => {
    const body = adHocBody();
    const res = await (await setup.signedIn(role)).request('POST', '/api/create_ad_hoc_driver/', body);
    expect(res.statusCode, res.body).toBe(403);
    expect(await setup.db.select().from(vehicles).where(eq(vehicles.licensePlate, body['license_plate'] as string))).toEqual([]);
  });

  it('wants a signed-in user', async () => {
    expect((await new HttpSession(setup.app).request('POST', '/api/create_ad_hoc_driver/', adHocBody())).statusCode).toBe(401);
  });
});
