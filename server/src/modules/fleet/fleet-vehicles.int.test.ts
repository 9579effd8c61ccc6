import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { VehicleListItem } from '@vozimo/contract';
import { vehicles } from '../../db/schema/index.ts';
import { useAppWithCast } from '../../../test/app-with-cast.ts';
import { insertCompany, insertRoleCast } from '../../../test/factories.ts';
import { filesIn, jpegPart, messagesOf, pdfPart, postForm, testImage, textParts, vehicleFields, vehicleOf } from '../../../test/fleet-forms.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { SAMPLE_FILES } from '../../../test/multipart-body.ts';
import { insertVehicle } from '../../../test/trip-factories.ts';
import { DUPLICATE_LICENSE_PLATE_MESSAGE } from './rules/license-plate.ts';

// 2030 in Zagreb: production years 2015 to 2030.
/** A vehicle's registration and insurance as the form sends them: what approval needs (ADR 0054). */
const PAPER_DATES = { registration_expires_on: '2035-01-01', insurance_expires_on: '2035-01-01' };
const PAPERS = [pdfPart('vehicle_registration_photo'), pdfPart('vehicle_insurance_photo')];

const clock = new Date('2030-05-20T10:00:00Z');
const setup = useAppWithCast({ now: () => clock });

const twoPhotos = async () => [await jpegPart('photo_1'), { ...(await jpegPart('photo_2')), contentType: 'image/png' }];
const vehiclesOfCompany = (companyId: number) => setup.db.select().from(vehicles).where(eq(vehicles.companyId, companyId));

describe('POST /api/create_vehicle/', () => {
  it('adds a vehicle with two photos and a registration, waiting for approval', async () => {
    const fields = vehicleFields({ license_plate: 'ST 1234-AB', registration_expires_on: '2030-06-10' });
    const res = await postForm(await setup.signedIn('driverAdmin'), '/api/create_vehicle/', [
      ...textParts(fields),
      ...(await twoPhotos()),
      { name: 'vehicle_registration_photo', filename: 'registration.png', contentType: 'image/png', data: await testImage('png') },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const vehicle = vehicleOf(res);
    expect(vehicle).toMatchObject({
      vehicle_make: 'Škoda',
      vehicle_model: 'Superb',
      license_plate: 'ST 1234-AB',
      color: 'Black',
      production_year: 2027,
      vehicle_type: 1,
      vehicle_type__vehicle_type_name: 'Sedan',
      company: setup.cast.company.id,
      is_approved: false,
      is_active: true,
      photo_3: null,
      photo_4: null,
    });
    expect(vehicle.photo_1).toMatch(new RegExp(`^/api/vehicle_photo/${vehicle.vehicle_id}/1/\\?v=[0-9a-f]{8}$`));
    expect(vehicle.documents).toEqual([
      expect.objectContaining({ kind: 'registration', status: 'expiring', days_left: 21, expires_on: '2030-06-10' }),
      expect.objectContaining({ kind: 'insurance', status: 'missing', url: null }),
    ]);
  });

  it("gives the spec's messages for an empty form and stores nothing", async () => {
    const before = { rows: (await vehiclesOfCompany(setup.cast.company.id)).length, files: await filesIn(setup.uploadsDir) };
    const res = await postForm(await setup.signedIn('driverAdmin'), '/api/create_vehicle/', [
      ...textParts({ vehicle_type: '', vehicle_make: '', vehicle_model: ' ', license_plate: '', color: '', production_year: '' }),
      await jpegPart('photo_3'),
    ]);
    expect(res.statusCode).toBe(422);
    expect(messagesOf(res)).toEqual({
      vehicle_type: 'Vehicle type is required.',
      vehicle_make: 'Vehicle make is required.',
      vehicle_model: 'Vehicle model is required.',
      license_plate: 'License plate is required.',
      color: 'Color is required.',
      production_year: 'Production year is required.',
      photo_1: 'Photo 1 is required.',
      photo_2: 'Photo 2 is required.',
    });
    expect({ rows: (await vehiclesOfCompany(setup.cast.company.id)).length, files: await filesIn(setup.uploadsDir) }).toEqual(before);
  });

  it.each([
    ['2014', 'Production year must be at least 2015.'],
    ['2031', 'Production year must be older than 2030.'],
    ['20x0', 'Production year is required.'],
  ])('refuses the production year %s', async (year, message) => {
    const res = await postForm(await setup.signedIn('driverAdmin'), '/api/create_vehicle/', [
      ...textParts(vehicleFields({ production_year: year })),
      ...(await twoPhotos()),
    ]);
    expect(messagesOf(res)).toEqual({ production_year: message });
  });

  it('judges files by their content: a .jpg that is a PDF, a renamed executable, a broken image', async () => {
    const before = await filesIn(setup.uploadsDir);
    const good = await jpegPart('photo_2');
    const res = await postForm(await setup.signedIn('driverAdmin'), '/api/create_vehicle/', [
      ...textParts(vehicleFields({ insurance_expires_on: '2031-01-01' })),
      { name: 'photo_1', filename: 'car.jpg', contentType: 'image/jpeg', data: SAMPLE_FILES.pdf },
      good,
      { name: 'photo_3', filename: 'car.png', contentType: 'image/png', data: Buffer.concat([SAMPLE_FILES.png.subarray(0, 8), Buffer.from('broken')]) },
      { name: 'vehicle_insurance_photo', filename: 'insurance.pdf', contentType: 'application/pdf', data: SAMPLE_FILES.exe },
    ]);
    expect(messagesOf(res)).toEqual({
      photo_1: 'File must bean image.',
      photo_3: 'File must bean image.',
      vehicle_insurance_photo: 'File must be a PDF or an image (JPEG, PNG).',
    });
    expect(await filesIn(setup.uploadsDir)).toEqual(before);
  });

  it('refuses a plate already in service however it is written, and an unknown vehicle type', async () => {
    await insertVehicle(setup.db, (await insertCompany(setup.db)).id, { licensePlate: 'RI 555-XY' });
    const res = await postForm(await setup.signedIn('driverAdmin'), '/api/create_vehicle/', [
      ...textParts(vehicleFields({ license_plate: 'ri-555 xy', vehicle_type: '999' })),
      ...(await twoPhotos()),
    ]);
    expect(messagesOf(res)).toEqual({ license_plate: DUPLICATE_LICENSE_PLATE_MESSAGE, vehicle_type: 'Vehicle type must be chosen from the list.' });
  });

  it('adds for the company staff choose, approved with its registration and insurance, waiting without; refuses plain drivers and agents', async () => {
    const company = await insertCompany(setup.db);
    const res = await postForm(await setup.signedIn('staff'), '/api/create_vehicle/', [
      ...textParts({ ...vehicleFields(), ...PAPER_DATES, company: String(company.id) }),
      ...(await twoPhotos()),
      ...PAPERS,
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(vehicleOf(res)).toMatchObject({ company: company.id, is_approved: true });
    // Without its papers it waits for them, staff's own or not (ADR 0054).
    const bare = await postForm(await setup.signedIn('staff'), '/api/create_vehicle/', [...textParts({ ...vehicleFields(), company: String(company.id) }), ...(await twoPhotos())]);
    expect(vehicleOf(bare)).toMatchObject({ is_approved: false });
    for (const role of ['driver', 'agent'] as const) {
      expect((await postForm(await setup.signedIn(role), '/api/create_vehicle/', textParts(vehicleFields()))).statusCode).toBe(403);
    }
  });
});

describe('GET /api/vehicles/', () => {
  it("lists the company's vehicles to its plain driver too, never another company's", async () => {
    const foreign = await insertRoleCast(setup.db);
    const theirs = await insertVehicle(setup.db, foreign.company.id);
    const ours = await insertVehicle(setup.db, setup.cast.company.id, { registrationExpiresOn: '2030-05-19', vehicleRegistrationPhoto: `${'b'.repeat(32)}.pdf` });
    for (const role of ['driver', 'driverAdmin'] as const) {
      const list = (await (await setup.signedIn(role)).request('GET', '/api/vehicles/')).json<VehicleListItem[]>();
      expect(list.map((v) => v.vehicle_id)).toContain(ours.id);
      expect(list.map((v) => v.vehicle_id)).not.toContain(theirs.id);
      expect(list.find((v) => v.vehicle_id === ours.id)).toMatchObject({ is_assignable: false, documents: [expect.objectContaining({ status: 'expired' }), expect.anything()] });
    }
    const staff = (await (await setup.signedIn('staff')).request('GET', `/api/vehicles/?company=${foreign.company.id}`)).json<VehicleListItem[]>();
    expect(staff.map((v) => v.vehicle_id)).toEqual([theirs.id]);
  });
});

describe('POST /api/update_vehicle/{id}/ and /api/set_vehicle_active/{id}/', () => {
  it('keeps photos left out; a new plate sends it back to waiting, a new colour does not', async () => {
    const browser = await setup.signedIn('driverAdmin');
    const created = vehicleOf(await postForm(await setup.signedIn('staff'), '/api/create_vehicle/', [
      ...textParts({ ...vehicleFields(), ...PAPER_DATES, company: String(setup.cast.company.id) }),
      ...(await twoPhotos()),
      ...PAPERS,
    ]));
    const base = { vehicle_type: '1', vehicle_make: 'Škoda', vehicle_model: 'Superb', production_year: '2027', license_plate: created.license_plate };

    const recoloured = await postForm(browser, `/api/update_vehicle/${created.vehicle_id}/`, textParts({ ...base, color: 'White' }));
    expect(recoloured.statusCode, recoloured.body).toBe(200);
    expect(vehicleOf(recoloured)).toMatchObject({ color: 'White', is_approved: true, photo_1: created.photo_1, photo_2: created.photo_2 });

    const replated = await postForm(browser, `/api/update_vehicle/${created.vehicle_id}/`, textParts({ ...base, color: 'White', license_plate: 'ZD 100-AA' }));
    expect(vehicleOf(replated)).toMatchObject({ license_plate: 'ZD 100-AA', is_approved: false });
  });

  it("answers another company's vehicle as unknown", async () => {
    const foreign = await insertRoleCast(setup.db);
    const theirs = await insertVehicle(setup.db, foreign.company.id);
    const browser = await setup.signedIn('driverAdmin');
    expect((await postForm(browser, `/api/update_vehicle/${theirs.id}/`, textParts(vehicleFields()))).statusCode).toBe(404);
    expect((await browser.request('POST', `/api/set_vehicle_active/${theirs.id}/`, { is_active: false })).statusCode).toBe(404);
    const other = new HttpSession(setup.app, { ip: '10.78.0.1' });
    await other.signIn(foreign.users.driverAdmin.username);
    expect((await other.request('POST', `/api/set_vehicle_active/${theirs.id}/`, { is_active: false })).statusCode).toBe(200);
  });

  it('refuses to reactivate a vehicle whose plate another vehicle in service now has', async () => {
    const old = await insertVehicle(setup.db, setup.cast.company.id, { licensePlate: 'OS 777-OO', isActive: false });
    await insertVehicle(setup.db, setup.cast.company.id, { licensePlate: 'OS-777-OO' });
    const res = await (await setup.signedIn('driverAdmin')).request('POST', `/api/set_vehicle_active/${old.id}/`, { is_active: true });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: DUPLICATE_LICENSE_PLATE_MESSAGE });
  });

  it('accepts a PDF registration on an edit, and a new one replaces the old file', async () => {
    const browser = await setup.signedIn('driverAdmin');
    const vehicle = await insertVehicle(setup.db, setup.cast.company.id, { photo1: null, photo2: null });
    const fields = textParts({ vehicle_type: '1', vehicle_make: 'Škoda', vehicle_model: 'Superb', production_year: '2027', color: 'Black', license_plate: vehicle.licensePlate });
    const first = await postForm(browser, `/api/update_vehicle/${vehicle.id}/`, [
      ...fields,
      ...(await twoPhotos()),
      pdfPart('vehicle_registration_photo'),
      { name: 'registration_expires_on', value: '2031-03-01' },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    const [row] = await setup.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id));
    expect(row!.vehicleRegistrationPhoto).toMatch(/\.pdf$/);
    const second = await postForm(browser, `/api/update_vehicle/${vehicle.id}/`, [
      ...fields,
      pdfPart('vehicle_registration_photo'),
      { name: 'registration_expires_on', value: '2031-04-01' },
    ]);
    expect(second.statusCode, second.body).toBe(200);
    expect(await filesIn(setup.uploadsDir)).not.toContain(row!.vehicleRegistrationPhoto);
  });
});
