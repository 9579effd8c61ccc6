import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AdminVehicleType, AdminVehicleTypeList, UpdateTripResponse, VehicleType } from '@vozimo/contract';
import { auditEvents, vehicleTypes } from '../../db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertRoleCast, uniqueName } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { multipartBody, SAMPLE_FILES, type MultipartPart } from '../../../test/multipart-body.ts';
import { DUBROVNIK, SPLIT } from '../../../test/quote-places.ts';

let ctx: TestContext;
let cast: Awaited<ReturnType<typeof insertRoleCast>>;
let staff: HttpSession;

beforeAll(async () => {
  ctx = await buildTestApp();
  cast = await insertRoleCast(ctx.db);
  staff = new HttpSession(ctx.app);
  await staff.signIn(cast.users.staff.username);
});
afterAll(() => ctx.close());

type Fields = Record<string, string>;
const fieldsOf = (overrides: Fields = {}): Fields => ({
  name: uniqueName('Limousine'),
  max_passengers: '4',
  comparable_to: 'Mercedes S-Class',
  baggage_note: 'Two large bags per passenger',
  price_per_km: '2.40',
  minimum_fare: '90',
  ...overrides,
});

async function sendForm(session: HttpSession, url: string, fields: Fields, files: MultipartPart[] = []) {
  const body = multipartBody([...Object.entries(fields).map(([name, value]) => ({ name, value })), ...files]);
  return session.request('POST', url, body.payload, { headers: body.headers });
}

const pngPhoto = async () => sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 10, g: 90, b: 160 } } }).png().toBuffer();

async function lastAuditLine(action: string) {
  const [row] = await ctx.db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(desc(auditEvents.id)).limit(1);
  return row;
}

const fieldErrors = (body: string) => JSON.parse(body).detail.map((d: { loc: string[]; msg: string }) => [d.loc.join('.'), d.msg]);

async function quotedTypeIds(session: HttpSession, passengers = 1) {
  const res = await session.request('POST', '/api/update_trip/', { start_loc: SPLIT, end_loc: DUBROVNIK, passengers, stops: [] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UpdateTripResponse>().vehicle_types.map((t) => t.vehicle_type_id);
}

describe('GET /api/admin/vehicle_types/', () => {
  it('lists every type, active and retired, paged and searched', async () => {
    const res = await staff.request('GET', '/api/admin/vehicle_types/?limit=2');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<AdminVehicleTypeList>();
    expect(page.count).toBeGreaterThanOrEqual(5);
    expect(page.items).toHaveLength(2);
    expect(page.items[0]).toMatchObject({ vehicle_type_id: 1, vehicle_type_name: 'Sedan', is_active: true, is_protected: true, price_per_km: 0.85 });
    const found = (await staff.request('GET', '/api/admin/vehicle_types/?search=superb')).json<AdminVehicleTypeList>();
    expect(found.items.map((t) => t.vehicle_type_name)).toEqual(['Sedan']);
  });
});

describe('POST /api/admin/vehicle_types/', () => {
  it('adds a type with a re-encoded image served under /media/, with an audit line, and quotes offer it', async () => {
    const res = await sendForm(staff, '/api/admin/vehicle_types/', fieldsOf({ name: 'Limousine' }), [
      { name: 'image', filename: 'limo.png', contentType: 'image/png', data: await pngPhoto() },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<AdminVehicleType>();
    expect(created).toMatchObject({ vehicle_type_name: 'Limousine', max_passengers: 4, price_per_km: 2.4, minimum_fare: 90, is_active: true, is_protected: false });
    expect(created.image).toMatch(/^\/media\/[0-9a-f]{32}\.jpg$/);

    const image = await staff.request('GET', created.image!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1600, 800]);
    // Anyone may see a catalogue picture (the public trip page shows it).
    expect((await new HttpSession(ctx.app).request('GET', created.image!)).statusCode).toBe(200);

    expect(await lastAuditLine('catalogue.vehicle_type.create')).toMatchObject({
      actorUserId: cast.users.staff.id,
      subjectType: 'vehicle_type',
      subjectId: created.vehicle_type_id,
      subjectLabel: 'Limousine',
      after: { name: 'Limousine', max_passengers: 4, price_per_km: 2.4, minimum_fare: 90 },
    });
    const agent = new HttpSession(ctx.app);
    await agent.signIn(cast.users.agent.username);
    expect(await quotedTypeIds(agent)).toContain(created.vehicle_type_id);
  });

  it('adds a type without an image (the default picture)', async () => {
    const res = await sendForm(staff, '/api/admin/vehicle_types/', fieldsOf());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<AdminVehicleType>().image).toBeNull();
  });

  it('refuses missing and malformed fields, each at its field', async () => {
    const res = await sendForm(staff, '/api/admin/vehicle_types/', fieldsOf({ name: ' ', max_passengers: '0', price_per_km: '1.234', minimum_fare: 'ten' }));
    expect(res.statusCode).toBe(422);
    expect(fieldErrors(res.body)).toEqual(
      expect.arrayContaining([
        ['body.name', 'Enter the vehicle type name.'],
        ['body.max_passengers', 'Enter the number of passenger seats, from 1 to 99.'],
        ['body.price_per_km', 'Enter an amount in euros from 0 to 10,000, with at most two decimals.'],
        ['body.minimum_fare', 'Enter an amount in euros from 0 to 10,000, with at most two decimals.'],
      ]),
    );
  });

  it('refuses a file that is no image by its content, and one that only starts like one', async () => {
    const exe = await sendForm(staff, '/api/admin/vehicle_types/', fieldsOf(), [{ name: 'image', filename: 'van.png', contentType: 'image/png', data: SAMPLE_FILES.exe }]);
    expect(exe.statusCode).toBe(422);
    expect(fieldErrors(exe.body)).toEqual([['body.image', 'The image must be a JPEG or PNG picture.']]);
    const broken = Buffer.concat([SAMPLE_FILES.png.subarray(0, 8), Buffer.from('not really a picture')]);
    const fake = await sendForm(staff, '/api/admin/vehicle_types/', fieldsOf(), [{ name: 'image', filename: 'van.png', contentType: 'image/png', data: broken }]);
    expect(fake.statusCode).toBe(422);
    expect(fieldErrors(fake.body)).toEqual([['body.image', 'The image must be a JPEG or PNG picture.']]);
  });
});

describe('POST /api/admin/vehicle_types/{id}/', () => {
  it('edits the fields, keeps the image when none is sent, and writes a catalogue line and a pricing line for the tariff', async () => {
    const created = (
      await sendForm(staff, '/api/admin/vehicle_types/', fieldsOf({ name: 'Shuttle' }), [
        { name: 'image', filename: 's.png', contentType: 'image/png', data: await pngPhoto() },
      ])
    ).json<AdminVehicleType>();
    expect(created.image).not.toBeNull();
    const res = await sendForm(staff, `/api/admin/vehicle_types/${created.vehicle_type_id}/`, fieldsOf({ name: 'Shuttle XL', max_passengers: '8', price_per_km: '2.60' }));
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json<AdminVehicleType>();
    expect(edited).toMatchObject({ vehicle_type_name: 'Shuttle XL', max_passengers: 8, price_per_km: 2.6, image: created.image });
    expect(await lastAuditLine('catalogue.vehicle_type.update')).toMatchObject({
      subjectId: created.vehicle_type_id,
      before: { name: 'Shuttle', max_passengers: 4 },
      after: { name: 'Shuttle XL', max_passengers: 8 },
    });
    expect(await lastAuditLine('pricing.tariff.update')).toMatchObject({
      subjectId: created.vehicle_type_id,
      before: { price_per_km: 2.4 },
      after: { price_per_km: 2.6 },
    });
  });

  it('answers 404 for an unknown type and 422 at the fields of a bad edit', async () => {
    expect((await sendForm(staff, '/api/admin/vehicle_types/999999/', fieldsOf())).statusCode).toBe(404);
    const bad = await sendForm(staff, '/api/admin/vehicle_types/1/', fieldsOf({ max_passengers: '100' }));
    expect(bad.statusCode).toBe(422);
    expect(fieldErrors(bad.body)).toEqual([['body.max_passengers', 'Enter the number of passenger seats, from 1 to 99.']]);
  });
});

describe('POST /api/admin/vehicle_types/{id}/set_active/', () => {
  it('retires a type, which quotes no longer offer, and brings it back', async () => {
    const created = (await sendForm(staff, '/api/admin/vehicle_types/', fieldsOf({ max_passengers: '2' }))).json<AdminVehicleType>();
    const agent = new HttpSession(ctx.app);
    await agent.signIn(cast.users.agent.username);
    expect(await quotedTypeIds(agent)).toContain(created.vehicle_type_id);

    const retired = await staff.request('POST', `/api/admin/vehicle_types/${created.vehicle_type_id}/set_active/`, { is_active: false });
    expect(retired.statusCode, retired.body).toBe(200);
    expect(retired.json<AdminVehicleType>().is_active).toBe(false);
    expect(await lastAuditLine('catalogue.vehicle_type.deactivate')).toMatchObject({
      subjectId: created.vehicle_type_id,
      before: { is_active: true },
      after: { is_active: false },
    });
    expect(await quotedTypeIds(agent)).not.toContain(created.vehicle_type_id);
    // Still listed for staff, marked retired.
    const listed = (await staff.request('GET', `/api/admin/vehicle_types/?search=${encodeURIComponent(created.vehicle_type_name)}`)).json<AdminVehicleTypeList>();
    expect(listed.items).toEqual([expect.objectContaining({ vehicle_type_id: created.vehicle_type_id, is_active: false })]);

    expect((await staff.request('POST', `/api/admin/vehicle_types/${created.vehicle_type_id}/set_active/`, { is_active: true })).statusCode).toBe(200);
    expect(await lastAuditLine('catalogue.vehicle_type.activate')).toMatchObject({ subjectId: created.vehicle_type_id });
    expect(await quotedTypeIds(agent)).toContain(created.vehicle_type_id);
  });

  it('never retires Sedan or Van, which the product relies on', async () => {
    for (const id of [1, 3]) {
      const res = await staff.request('POST', `/api/admin/vehicle_types/${id}/set_active/`, { is_active: false });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: 'Sedan and Van are part of the product (the trip form falls back on them) and cannot be retired.' });
    }
    const [sedan] = await ctx.db.select().from(vehicleTypes).where(eq(vehicleTypes.id, 1));
    expect(sedan!.isActive).toBe(true);
  });

  it('answers 404 for an unknown type and 422 without is_active', async () => {
    expect((await staff.request('POST', '/api/admin/vehicle_types/999999/set_active/', { is_active: false })).statusCode).toBe(404);
    expect((await staff.request('POST', '/api/admin/vehicle_types/2/set_active/', {})).statusCode).toBe(422);
  });
});

describe('refusals', () => {
  it('refuses every call to a signed-in user who is not staff, and shows no upload that is not a catalogue picture', async () => {
    const driverAdmin = new HttpSession(ctx.app);
    await driverAdmin.signIn(cast.users.driverAdmin.username);
    expect((await driverAdmin.request('GET', '/api/admin/vehicle_types/')).statusCode).toBe(403);
    expect((await sendForm(driverAdmin, '/api/admin/vehicle_types/', fieldsOf())).statusCode).toBe(403);
    expect((await driverAdmin.request('POST', '/api/admin/vehicle_types/2/set_active/', { is_active: false })).statusCode).toBe(403);
    expect((await new HttpSession(ctx.app).request('GET', `/media/${'a'.repeat(32)}.jpg`)).statusCode).toBe(404);
    expect((await new HttpSession(ctx.app).request('GET', '/media/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
    // The reference list stays as it was for the trip form.
    const types = (await driverAdmin.request('GET', '/api/list_vehicle_types/')).json<VehicleType[]>();
    expect(types.find((t) => t.vehicle_type_id === 1)?.vehicle_type_name).toBe('Sedan');
  });
});
