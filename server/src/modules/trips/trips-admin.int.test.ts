import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTripRecord, AdminTripsResponse } from '@vozimo/contract';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertRoleCast, uniqueName, type RoleName } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { insertTrip, insertVehicle, unchangedEditBody } from '../../../test/trip-factories.ts';

const clock = new Date('2030-05-20T08:00:00Z');
let ctx: TestContext;
let own: Awaited<ReturnType<typeof insertRoleCast>>;
let foreign: Awaited<ReturnType<typeof insertRoleCast>>;

beforeAll(async () => {
  ctx = await buildTestApp({ now: () => clock });
  own = await insertRoleCast(ctx.db);
  foreign = await insertRoleCast(ctx.db);
});
afterAll(() => ctx.close());

let address = 0;
async function browser(who: RoleName | 'anonymous'): Promise<HttpSession> {
  const session = new HttpSession(ctx.app, { ip: `10.16.0.${++address}` });
  if (who !== 'anonymous') await session.signIn(own.users[who].username);
  return session;
}

const find = async (query: string) => {
  const res = await (await browser('staff')).request('GET', `/api/admin/trips/?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminTripsResponse>();
};

/** A customer no other test's trip has, so a search finds only this test's trips. */
function uniqueCustomer() {
  const last = uniqueName('Kovačević').replace('-', '');
  return { customerFirstName: 'Marija', customerLastName: last, customerEmail: `${last.toLowerCase()}@example.com` };
}

describe('GET /api/admin/trips/', () => {
  it('finds any agency’s trip by its reference, with or without VZ-, in any case', async () => {
    const trip = await insertTrip(ctx.db, { agentUserId: foreign.users.agent.id, agencyId: foreign.agency.id, status: 'confirmed' });
    for (const search of [trip.reference, trip.reference.slice(3).toLowerCase()]) {
      const page = await find(`search=${encodeURIComponent(search)}`);
      expect(page.items.map((t) => t.trip_id)).toContain(trip.id);
    }
    const [row] = (await find(`search=${trip.reference}`)).items;
    expect(row).toMatchObject({
      trip_id: trip.id,
      reference: trip.reference,
      status: 'confirmed',
      pickup_date: '2030-06-15',
      pickup_time: '12:00',
      customer_name: 'Ana Horvat',
      agent_name: 'Ivo User',
      agency_name: foreign.agency.name,
      company_name: null,
      price_gross: '150.00',
    });
  });

  it('finds trips by the customer’s name (accents ignored), e-mail and phone, newest pickup first', async () => {
    const customer = uniqueCustomer();
    const sold = { agentUserId: own.users.agent.id, agencyId: own.agency.id, ...customer };
    const older = await insertTrip(ctx.db, { ...sold, pickupDate: '2030-07-01', customerPhone: '+385 98 765 4321' });
    const newer = await insertTrip(ctx.db, { ...sold, pickupDate: '2030-08-01', customerPhone: '+385 98 765 4321' });
    const byName = customer.customerLastName.toLowerCase().replace('č', 'c').replace('ć', 'c');
    expect((await find(`search=${encodeURIComponent(byName)}`)).items.map((t) => t.trip_id)).toEqual([newer.id, older.id]);
    expect((await find(`search=${encodeURIComponent(`marija ${customer.customerLastName}`)}`)).count).toBe(2);
    expect((await find(`search=${encodeURIComponent(customer.customerEmail.toUpperCase())}`)).items.map((t) => t.trip_id)).toEqual([
      newer.id,
      older.id,
    ]);
    const byPhone = await find(`search=${encodeURIComponent('098 765 4321')}&limit=100`);
    expect(byPhone.items.map((t) => t.trip_id)).toEqual(expect.arrayContaining([newer.id, older.id]));
  });

  it('filters by status and pages', async () => {
    const customer = uniqueCustomer();
    const sold = { agentUserId: own.users.agent.id, agencyId: own.agency.id, ...customer };
    const made = [];
    for (const pickupDate of ['2030-09-01', '2030-09-02', '2030-09-03']) made.push(await insertTrip(ctx.db, { ...sold, pickupDate, status: 'confirmed' }));
    const canceled = await insertTrip(ctx.db, { ...sold, pickupDate: '2030-09-04', status: 'canceled' });
    const search = encodeURIComponent(customer.customerEmail);
    const first = await find(`search=${search}&status=confirmed&limit=2`);
    expect(first).toMatchObject({ count: 3 });
    expect(first.items.map((t) => t.trip_id)).toEqual([made[2]!.id, made[1]!.id]);
    expect((await find(`search=${search}&status=confirmed&limit=2&offset=2`)).items.map((t) => t.trip_id)).toEqual([made[0]!.id]);
    expect((await find(`search=${search}&status=canceled`)).items.map((t) => t.trip_id)).toEqual([canceled.id]);
    expect((await find(`search=${search}`)).count).toBe(4);
  });

  it('treats %, _ and \\ in the search as themselves', async () => {
    expect((await find(`search=${encodeURIComponent('%%')}`)).count).toBe(0);
    expect((await find(`search=${encodeURIComponent('__')}`)).count).toBe(0);
  });

  it('answers 422 at the field for a bad query', async () => {
    const staff = await browser('staff');
    for (const query of ['status=lost', 'limit=0', `search=${'x'.repeat(101)}`]) {
      const res = await staff.request('GET', `/api/admin/trips/?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().detail[0].loc[0]).toBe('querystring');
    }
  });

  it('refuses anyone but staff', async () => {
    expect((await (await browser('anonymous')).request('GET', '/api/admin/trips/')).statusCode).toBe(401);
    expect((await (await browser('agencyAdmin')).request('GET', '/api/admin/trips/')).statusCode).toBe(403);
    expect((await (await browser('driverAdmin')).request('GET', '/api/admin/trips/')).statusCode).toBe(403);
  });
});

describe('GET /api/admin/trips/{tripId}/', () => {
  it('gives the whole record with its status changes, assignments and audit lines, each with who', async () => {
    const staff = await browser('staff');
    const vehicle = await insertVehicle(ctx.db, own.company.id, { make: 'Škoda', model: 'Superb', licensePlate: 'ST-123-AB' });
    const trip = await insertTrip(ctx.db, { agentUserId: own.users.agent.id, agencyId: own.agency.id, status: 'pending_payment' });
    const body = { ...(await unchangedEditBody(ctx.db, trip)), status: 'confirmed', driver_id: own.drivers.plain.id, vehicle_id: vehicle.id };
    const saved = await staff.request('POST', `/api/admin_update_trip/${trip.id}/`, body);
    expect(saved.statusCode, saved.body).toBe(200);

    const res = await staff.request('GET', `/api/admin/trips/${trip.id}/`);
    expect(res.statusCode, res.body).toBe(200);
    const record = res.json<AdminTripRecord>();
    expect(record).toMatchObject({
      trip_id: trip.id,
      reference: trip.reference,
      token: trip.token,
      status: 'confirmed',
      route: { start_locality: 'Split Airport', end_locality: 'Dubrovnik', distance_km: 229, duration_min: 190 },
      pickup_date: '2030-06-15',
      pickup_time: '12:00',
      customer: { first_name: 'Ana', last_name: 'Horvat', email: 'ana.horvat@example.com' },
      agent: { user_id: own.users.agent.id, username: own.users.agent.username, name: 'Ivo User' },
      agency: { agency_id: own.agency.id, name: own.agency.name },
      prices: { price_gross: '150.00' },
      deposit_paid: false,
      company: { company_id: own.company.id, name: own.company.companyName },
      driver: { driver_id: own.drivers.plain.id, name: own.drivers.plain.driverName },
      vehicle: { vehicle_id: vehicle.id, name: 'Škoda Superb', license_plate: 'ST-123-AB' },
    });
    expect(record.status_history).toEqual([
      expect.objectContaining({ from_status: null, to_status: 'pending_payment', by: expect.objectContaining({ user_id: own.users.agent.id }) }),
      expect.objectContaining({ from_status: 'pending_payment', to_status: 'confirmed', at: clock.toISOString(), by: expect.objectContaining({ user_id: own.users.staff.id, name: 'Stella Staff' }) }),
    ]);
    expect(record.assignments).toEqual([
      expect.objectContaining({
        kind: 'staff_assign',
        company_name: own.company.companyName,
        from_driver: null,
        to_driver: own.drivers.plain.driverName,
        to_vehicle: 'Škoda Superb ST-123-AB',
        by: expect.objectContaining({ user_id: own.users.staff.id }),
      }),
    ]);
    expect(record.audit).toEqual([
      expect.objectContaining({
        action: 'trip.status.change',
        kind: 'trip',
        summary: "Changed the trip's status",
        actor: expect.objectContaining({ user_id: own.users.staff.id, username: own.users.staff.username }),
        subject: { type: 'trip', id: trip.id, label: trip.reference },
        before: { status: 'pending_payment' },
        after: { status: 'confirmed' },
      }),
    ]);
  });

  it('answers 404 for a trip that does not exist and 422 for an id that cannot be one', async () => {
    const staff = await browser('staff');
    expect((await staff.request('GET', '/api/admin/trips/2147483647/')).statusCode).toBe(404);
    expect((await staff.request('GET', '/api/admin/trips/abc/')).statusCode).toBe(422);
  });

  it('refuses anyone but staff, even for their own trip', async () => {
    const trip = await insertTrip(ctx.db, { agentUserId: own.users.agent.id, agencyId: own.agency.id });
    expect((await (await browser('agent')).request('GET', `/api/admin/trips/${trip.id}/`)).statusCode).toBe(403);
    expect((await (await browser('anonymous')).request('GET', `/api/admin/trips/${trip.id}/`)).statusCode).toBe(401);
  });
});
