import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { DriverListItem, PublicTrip, VehicleListItem } from '@vozimo/contract';
import { drivers, trips } from '../../db/schema/index.ts';
import { useAppWithCast } from '../../../test/app-with-cast.ts';
import { insertRoleCast } from '../../../test/factories.ts';
import { DRIVER_FIELDS, driverOf, pdfPart, postForm, testImage, textParts, vehicleFields, vehicleOf } from '../../../test/fleet-forms.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { insertTrip } from '../../../test/trip-factories.ts';

const clock = new Date('2030-05-20T10:00:00Z');
const setup = useAppWithCast({ now: () => clock });

/** A driver of the cast's company with a large photo and a PDF licence, added by its driver admin. */
async function driverWithFiles(): Promise<DriverListItem> {
  const res = await postForm(await setup.signedIn('driverAdmin'), '/api/create_driver/', [
    ...textParts({ ...DRIVER_FIELDS, driver_name: 'Ana Anić', licence_expires_on: '2031-01-01' }),
    { name: 'driver_photo', filename: 'ana.png', contentType: 'image/png', data: await testImage('png', 1800, 1200) },
    pdfPart('licence_document'),
  ]);
  expect(res.statusCode, res.body).toBe(201);
  return driverOf(res);
}

async function vehicleWithFiles(): Promise<VehicleListItem> {
  const res = await postForm(await setup.signedIn('driverAdmin'), '/api/create_vehicle/', [
    ...textParts(vehicleFields({ insurance_expires_on: '2031-01-01' })),
    { name: 'photo_1', filename: 'front.jpg', contentType: 'image/jpeg', data: await testImage('jpeg', 5000, 2500) },
    { name: 'photo_2', filename: 'back.jpg', contentType: 'image/jpeg', data: await testImage('jpeg') },
    { name: 'vehicle_insurance_photo', filename: 'insurance.jpg', contentType: 'image/jpeg', data: await testImage('jpeg', 3000, 3000) },
  ]);
  expect(res.statusCode, res.body).toBe(201);
  return vehicleOf(res);
}

async function foreignDriverAdmin(): Promise<HttpSession> {
  const foreign = await insertRoleCast(setup.db);
  const browser = new HttpSession(setup.app, { ip: '10.79.0.1' });
  await browser.signIn(foreign.users.driverAdmin.username);
  return browser;
}

const FILE_HEADERS = { 'x-content-type-options': 'nosniff', 'content-security-policy': 'sandbox' };
// A signed-in answer is never kept (platform/http/no-store.ts); the customer's versioned photo may be, for a day.
const SIGNED_IN_FILE_HEADERS = { ...FILE_HEADERS, 'cache-control': 'no-store' };
const CUSTOMER_FILE_HEADERS = { ...FILE_HEADERS, 'cache-control': 'private, max-age=86400' };

describe('photos and documents', () => {
  it('serves a re-encoded, resized photo to the company and staff, with its headers', async () => {
    const driver = await driverWithFiles();
    for (const role of ['driverAdmin', 'driver', 'staff'] as const) {
      const res = await (await setup.signedIn(role)).request('GET', driver.driver_photo!);
      expect(res.statusCode, role).toBe(200);
      expect(res.headers).toMatchObject({ 'content-type': 'image/jpeg', ...SIGNED_IN_FILE_HEADERS });
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 600, 400]);
    }
  });

  it('serves vehicle photos at 1600 px and a document image at 2400 px at most', async () => {
    const vehicle = await vehicleWithFiles();
    const browser = await setup.signedIn('driver');
    const photo = await browser.request('GET', vehicle.photo_1!);
    expect(photo.statusCode).toBe(200);
    expect((await sharp(photo.rawPayload).metadata()).width).toBe(1600);
    const insurance = await browser.request('GET', vehicle.documents[1]!.url!);
    expect(insurance.statusCode).toBe(200);
    expect(insurance.headers).toMatchObject({ 'content-type': 'image/jpeg', ...SIGNED_IN_FILE_HEADERS });
    expect((await sharp(insurance.rawPayload).metadata()).width).toBe(2400);
    expect((await browser.request('GET', `/api/vehicle_photo/${vehicle.vehicle_id}/3/`)).statusCode).toBe(404);
  });

  it('opens a PDF document inline under a safe name, for the driver admin and the driver themself', async () => {
    const driver = await driverWithFiles();
    const res = await (await setup.signedIn('driverAdmin')).request('GET', driver.documents[0]!.url!);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="Driver-s-licence-Ana-Anic.pdf"',
      ...SIGNED_IN_FILE_HEADERS,
    });
    expect(res.body.startsWith('%PDF-')).toBe(true);
    // The cast's plain driver is another driver of the company: not theirs to open.
    expect((await (await setup.signedIn('driver')).request('GET', driver.documents[0]!.url!)).statusCode).toBe(404);
    const own = await setup.db.select().from(drivers).where(eq(drivers.id, driver.driver_id));
    await setup.db.update(drivers).set({ licenceDocument: own[0]!.licenceDocument, licenceExpiresOn: '2031-01-01' }).where(eq(drivers.id, setup.cast.drivers.plain.id));
    expect((await (await setup.signedIn('driver')).request('GET', `/api/driver_document/${setup.cast.drivers.plain.id}/licence/`)).statusCode).toBe(200);
  });

  it("answers another company and agents as if the file did not exist", async () => {
    const driver = await driverWithFiles();
    const vehicle = await vehicleWithFiles();
    const foreign = await foreignDriverAdmin();
    for (const url of [driver.driver_photo!, driver.documents[0]!.url!, vehicle.photo_1!, vehicle.documents[1]!.url!]) {
      expect((await foreign.request('GET', url)).statusCode, url).toBe(404);
      expect((await (await setup.signedIn('agent')).request('GET', url)).statusCode, url).toBe(403);
      expect((await new HttpSession(setup.app).request('GET', url)).statusCode, url).toBe(401);
    }
  });
});

describe('the public trip page’s driver photo', () => {
  it('is served to whoever holds the trip link while a driver with a photo is assigned', async () => {
    const driver = await driverWithFiles();
    const trip = await insertTrip(setup.db, {
      status: 'confirmed',
      agencyId: setup.cast.agency.id,
      agentUserId: setup.cast.users.agent.id,
      companyId: setup.cast.company.id,
      driverId: driver.driver_id,
    });
    const customer = new HttpSession(setup.app);
    const page = (await customer.request('GET', `/api/public/trip/${trip.reference}?token=${trip.token}`)).json<PublicTrip>();
    const url = page.driver!.driver_photo!;
    expect(url).toMatch(new RegExp(`^/api/public/trip/${trip.reference}/driver_photo\\?token=${trip.token}&v=[0-9a-f]{8}$`));
    expect(url).not.toContain('.jpg');

    const photo = await customer.request('GET', url);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers).toMatchObject({ 'content-type': 'image/jpeg', ...CUSTOMER_FILE_HEADERS });
    expect((await customer.request('GET', `/api/public/trip/${trip.reference}/driver_photo?token=wrong`)).statusCode).toBe(404);

    await setup.db.update(trips).set({ driverId: null }).where(eq(trips.id, trip.id));
    expect((await customer.request('GET', url)).statusCode).toBe(404);
  });
});
