import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trips } from '../../db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertRoleCast, type RoleName } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { insertPoi, insertPoiCategory } from '../../../test/catalogue-factories.ts';
import { insertTrip, insertVehicle } from '../../../test/trip-factories.ts';

let ctx: TestContext;
let own: Awaited<ReturnType<typeof insertRoleCast>>;
let foreign: Awaited<ReturnType<typeof insertRoleCast>>;

beforeAll(async () => {
  ctx = await buildTestApp({ now: () => new Date('2030-05-20T10:00:00Z') });
  own = await insertRoleCast(ctx.db);
  foreign = await insertRoleCast(ctx.db);
});
afterAll(() => ctx.close());

let address = 0;
async function browser(who: RoleName | 'anonymous', cast = own): Promise<HttpSession> {
  const session = new HttpSession(ctx.app, { ip: `10.2.0.${++address}` });
  if (who !== 'anonymous') await session.signIn(cast.users[who].username);
  return session;
}

const byOwnAgent = () => ({ agentUserId: own.users.agent.id, agencyId: own.agency.id });
const publicUrl = (trip: { reference: string }, token: string) => `/api/public/trip/${trip.reference}?token=${encodeURIComponent(token)}`;

describe('GET /api/public/trip/{reference}', () => {
  it('shows the trip page to anybody with the link: summary, customer, stops, price while pending', async () => {
    const category = await insertPoiCategory(ctx.db, { color: 'green' });
    const poi = await insertPoi(ctx.db, { categoryId: category.id, name: 'Krka National Park', lat: 43.8028, lng: 15.9722 });
    const trip = await insertTrip(ctx.db, {
      ...byOwnAgent(),
      status: 'pending_payment',
      startLocDetails: 'Terminal 1',
      endLocDetails: 'Hotel Excelsior',
      info: { notes: 'Two suitcases', airport_pickup: true, flight_number: 'OU 654', child_seats: false, child_info: '' },
      stops: [{ poi_id: poi.id, name: poi.name, time: 90, price_cents: 4000 }],
    });
    const res = await (await browser('anonymous')).request('GET', publicUrl(trip, trip.token));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      trip_id: trip.id,
      reference: trip.reference,
      token: trip.token,
      status: 'pending_payment',
      price_gross: '150.00',
      deposit_gross: '37.50',
      deposit_paid: false,
      driver: null,
      vehicle: null,
      vehicle_type: { vehicle_type_id: 1, vehicle_type_name: 'Sedan', max_passengers: 3, image: '/images/vehicle-types/sedan.svg' },
      round_trip_id: null,
      offer_drivers: false,
      payment_intent_client_secret: null,
      stripe_public: null,
      card_processor: 'test',
      deposit_by_bank_transfer: false,
      start_locality: 'Split Airport',
      end_locality: 'Dubrovnik',
      start_address: 'Split Airport (SPU), Kaštel Štafilić, Croatia',
      end_address: 'Dubrovnik, Croatia',
      start_loc_details: 'Terminal 1',
      end_loc_details: 'Hotel Excelsior',
      pickup_date: '2030-06-15',
      pickup_time: '12:00',
      passengers: 2,
      customer_first_name: 'Ana',
      customer_last_name: 'Horvat',
      customer_email: 'ana.horvat@example.com',
      info: { flight_number: 'OU 654', airport_pickup: true, notes: 'Two suitcases' },
      stops: [{ poi_id: poi.id, name: 'Krka National Park', time: 90, price: 40 }],
      pois: [
        {
          poi_id: poi.id,
          name: 'Krka National Park',
          category_id: category.id,
          poi_color: 'green',
          location: { lat: 43.8028, lng: 15.9722 },
          time: 90,
        },
      ],
      can_edit_trip: false,
      can_edit_info: false,
    });
    expect(body.price).toMatchObject({ base_price: 100, price_gross: 150, deposit_gross: 37.5, deposit_percent: 25, vat_percent: 25 });
  });

  it('shows driver and vehicle once assigned, and no price table after payment', async () => {
    const vehicle = await insertVehicle(ctx.db, own.company.id, { make: 'Mercedes-Benz', model: 'E-Class', licensePlate: 'ST-1234-AB' });
    const trip = await insertTrip(ctx.db, {
      ...byOwnAgent(),
      status: 'confirmed',
      depositPaid: true,
      depositPaidAt: new Date('2030-05-19T10:00:00Z'),
      companyId: own.company.id,
      driverId: own.drivers.plain.id,
      vehicleId: vehicle.id,
    });
    const body = (await (await browser('anonymous')).request('GET', publicUrl(trip, trip.token))).json();
    expect(body.driver).toEqual({ driver_name: own.drivers.plain.driverName, driver_photo: null, phone: '', email: '' });
    expect(body.vehicle).toEqual({ vehicle_make: 'Mercedes-Benz', vehicle_model: 'E-Class', license_plate: 'ST-1234-AB', color: 'Black' });
    expect(body.deposit_paid).toBe(true);
    expect(body.price).toBeNull();
  });

  it('answers a wrong, missing or foreign token exactly like an unknown reference', async () => {
    const trip = await insertTrip(ctx.db, byOwnAgent());
    const other = await insertTrip(ctx.db, byOwnAgent());
    const visitor = await browser('anonymous');
    const unknown = await visitor.request('GET', publicUrl({ reference: 'VZ-ZZZZZZ' }, trip.token));
    const answers = [
      unknown,
      await visitor.request('GET', publicUrl(trip, `${trip.token.slice(0, -1)}x`)),
      await visitor.request('GET', publicUrl(trip, other.token)),
      await visitor.request('GET', publicUrl(trip, '')),
      await visitor.request('GET', `/api/public/trip/${trip.reference}`),
      await visitor.request('GET', publicUrl(trip, 'short')),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknown.body);
    }
    expect(unknown.json()).toEqual({ detail: 'Trip not found.' });
  });

  it.each([
    ['staff', 'draft', true, true],
    ['agent', 'draft', true, true],
    ['agencyAdmin', 'draft', true, true],
    ['agent', 'confirmed', false, true],
    ['staff', 'confirmed', true, true],
    ['staff', 'completed', false, false],
    ['agent', 'canceled', false, false],
    ['driver', 'confirmed', false, false],
    ['anonymous', 'draft', false, false],
  ] as const)('tells %s on a %s trip whether to show Edit Trip (%s) and the Edit modal (%s)', async (who, status, editTrip, editInfo) => {
    const trip = await insertTrip(ctx.db, { ...byOwnAgent(), status });
    const body = (await (await browser(who)).request('GET', publicUrl(trip, trip.token))).json();
    expect([body.can_edit_trip, body.can_edit_info]).toEqual([editTrip, editInfo]);
  });

  it('tells an agent of another agency it may edit nothing', async () => {
    const trip = await insertTrip(ctx.db, { ...byOwnAgent(), status: 'draft' });
    const body = (await (await browser('agencyAdmin', foreign)).request('GET', publicUrl(trip, trip.token))).json();
    expect([body.can_edit_trip, body.can_edit_info]).toEqual([false, false]);
  });
});

describe('POST /api/update_trip_info/{trip_id}/', () => {
  const update = {
    customer_first_name: ' Marta ',
    customer_last_name: 'Kovač',
    customer_email: 'marta@example.com',
    customer_phone: '+386 40 123 456',
    info: { notes: 'Late flight', airport_pickup: true, flight_number: 'JP 123', child_seats: true, child_info: '4 years' },
    // Not part of the modal: ignored, never stored.
    price_gross: '1.00',
    status: 'completed',
  };
  const url = (trip: { id: number }, token: string) => `/api/update_trip_info/${trip.id}/?token=${encodeURIComponent(token)}`;

  it('changes contact and extra info for the owning agent with the token, and nothing else', async () => {
    const trip = await insertTrip(ctx.db, { ...byOwnAgent(), status: 'confirmed' });
    const res = await (await browser('agent')).request('POST', url(trip, trip.token), update);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ customer_first_name: 'Marta', customer_email: 'marta@example.com', info: update.info });
    const [stored] = await ctx.db.select().from(trips).where(eq(trips.id, trip.id));
    expect(stored).toMatchObject({
      customerFirstName: 'Marta',
      customerLastName: 'Kovač',
      customerPhone: '+386 40 123 456',
      status: 'confirmed',
      priceGrossCents: trip.priceGrossCents,
    });
  });

  it.each(['staff', 'agencyAdmin'] as const)('lets %s change it too', async (who) => {
    const trip = await insertTrip(ctx.db, { ...byOwnAgent(), status: 'pending_payment' });
    expect((await (await browser(who)).request('POST', url(trip, trip.token), update)).statusCode).toBe(200);
  });

  it('refuses visitors (401), a wrong token (404), drivers and other agencies (403)', async () => {
    const trip = await insertTrip(ctx.db, {
      ...byOwnAgent(),
      status: 'confirmed',
      companyId: own.company.id,
      driverId: own.drivers.plain.id,
    });
    expect((await (await browser('anonymous')).request('POST', url(trip, trip.token), update)).statusCode).toBe(401);
    expect((await (await browser('agent')).request('POST', url(trip, 'wrong'), update)).statusCode).toBe(404);
    expect((await (await browser('agent')).request('POST', `/api/update_trip_info/${trip.id}/`, update)).statusCode).toBe(404);
    expect((await (await browser('driver')).request('POST', url(trip, trip.token), update)).statusCode).toBe(403);
    expect((await (await browser('driverAdmin')).request('POST', url(trip, trip.token), update)).statusCode).toBe(403);
    expect((await (await browser('agencyAdmin', foreign)).request('POST', url(trip, trip.token), update)).statusCode).toBe(403);
    expect((await (await browser('noRole')).request('POST', url(trip, trip.token), update)).statusCode).toBe(403);
    const [stored] = await ctx.db.select().from(trips).where(eq(trips.id, trip.id));
    expect(stored?.customerFirstName).toBe('Ana');
  });

  it.each(['completed', 'no_show', 'canceled'] as const)('refuses a %s trip with 409', async (status) => {
    const trip = await insertTrip(ctx.db, { ...byOwnAgent(), status });
    const res = await (await browser('staff')).request('POST', url(trip, trip.token), update);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/can no longer be changed/);
  });

  it('answers 422 "Invalid email format." to a malformed e-mail', async () => {
    const trip = await insertTrip(ctx.db, { ...byOwnAgent(), status: 'draft' });
    const res = await (await browser('agent')).request('POST', url(trip, trip.token), { ...update, customer_email: 'marta@' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([{ loc: ['body', 'customer_email'], msg: 'Invalid email format.', type: 'value_error' }]);
  });

  it.each([
    ['an empty e-mail', { customer_email: '' }],
    ['no e-mail', { customer_email: undefined }],
  ])('saves notes of a customer reached by phone only, with %s (issue 30)', async (_name, change) => {
    const trip = await insertTrip(ctx.db, { ...byOwnAgent(), status: 'confirmed' });
    const res = await (await browser('agent')).request('POST', url(trip, trip.token), { ...update, ...change });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ customer_email: '', customer_phone: '+386 40 123 456', info: update.info });
  });

  it('keeps a phone the driver can call on a booked trip: an e-mail alone is refused at the phone (ADR 0060)', async () => {
    const trip = await insertTrip(ctx.db, { ...byOwnAgent(), status: 'pending_payment' });
    const res = await (await browser('agent')).request('POST', url(trip, trip.token), { ...update, customer_email: 'ana@example.com', customer_phone: ' ' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([{ loc: ['body', 'customer_phone'], msg: "Enter the customer's phone number: the driver calls it at the pickup.", type: 'value_error' }]);
    // A quote may stay without one.
    const draft = await insertTrip(ctx.db, { ...byOwnAgent(), status: 'draft' });
    expect((await (await browser('agent')).request('POST', url(draft, draft.token), { ...update, customer_email: '', customer_phone: '' })).statusCode).toBe(200);
  });

  it('answers 422 to a bad id and to garbage, never 500', async () => {
    const agent = await browser('agent');
    expect((await agent.request('POST', '/api/update_trip_info/abc/?token=x', update)).statusCode).toBe(422);
    expect((await agent.request('POST', '/api/update_trip_info/99999999999/?token=x', update)).statusCode).toBe(422);
    expect((await agent.request('POST', '/api/update_trip_info/1/?token=x', { info: 'nope', customer_email: 'a@b.hr' })).statusCode).toBe(422);
    expect((await agent.request('POST', '/api/update_trip_info/1/?token=x', [1, 2])).statusCode).toBe(422);
  });
});
