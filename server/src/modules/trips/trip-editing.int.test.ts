import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingRequest, TripStatus, UpdateTripResponse } from '@vozimo/contract';
import { trips, tripStatusHistory } from '../../db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertDriver, insertRoleCast, type RoleName } from '../../../test/factories.ts';
import { insertBulkPayment } from '../../../test/bulk-payment-factories.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { DUBROVNIK, SPLIT, ZAGREB } from '../../../test/quote-places.ts';
import { insertTrip, insertVehicle, unchangedEditBody } from '../../../test/trip-factories.ts';
import { ROUTE_CHANGED_MESSAGE } from './rules/route-changes.ts';

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
async function browser(who: RoleName | 'anonymous', cast = own): Promise<HttpSession> {
  const session = new HttpSession(ctx.app, { ip: `10.4.0.${++address}` });
  if (who !== 'anonymous') await session.signIn(cast.users[who].username);
  return session;
}

type TripValues = Omit<Parameters<typeof insertTrip>[1], 'agentUserId'>;
const ownAgentTrip = (status: TripStatus, more: TripValues = {}) =>
  insertTrip(ctx.db, { agentUserId: own.users.agent.id, agencyId: own.agency.id, status, ...more });

async function stored(id: number) {
  const [trip] = await ctx.db.select().from(trips).where(eq(trips.id, id));
  return trip!;
}

async function history(id: number) {
  return ctx.db.select().from(tripStatusHistory).where(eq(tripStatusHistory.tripId, id)).orderBy(tripStatusHistory.id);
}

const update = (session: HttpSession, id: number, body: unknown) => session.request('POST', `/api/admin_update_trip/${id}/`, body);

describe('GET /api/trip/{tripId}', () => {
  it('gives the trip form’s fields, editable for the owning agent on a draft', async () => {
    const trip = await ownAgentTrip('draft', { startLocDetails: 'Gate 2' });
    const res = await (await browser('agent')).request('GET', `/api/trip/${trip.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      trip_id: trip.id,
      reference: trip.reference,
      status: 'draft',
      is_draft: true,
      start_loc: { id: trip.startPlaceId, formatted_address: 'Split Airport (SPU), Kaštel Štafilić, Croatia', country_short_name: 'HR' },
      end_loc: { id: trip.endPlaceId, place_id: 'test-dbv' },
      start_loc_details: 'Gate 2',
      pickup_date: '2030-06-15',
      pickup_time: '12:00',
      passengers: 2,
      vehicle_type_id: 1,
      driver_id: null,
      agency_id: own.agency.id,
      extra: { trip_price_id: null, distance: 229_000, duration: 11_400 },
      price: { base_price: 100, price_gross: 150 },
      can_edit: true,
    });
  });

  it.each([
    ['staff', 'confirmed', 200, true],
    ['agencyAdmin', 'draft', 200, true],
    ['agent', 'confirmed', 200, false],
    ['staff', 'completed', 200, false],
  ] as const)('lets %s read a %s trip (%i), editable: %s', async (who, status, code, editable) => {
    const trip = await ownAgentTrip(status, { companyId: own.company.id, driverId: own.drivers.plain.id });
    const res = await (await browser(who)).request('GET', `/api/trip/${trip.id}`);
    expect(res.statusCode).toBe(code);
    expect(res.json().can_edit).toBe(editable);
  });

  it.each(['driver', 'driverAdmin'] as const)('refuses %s the form of a trip it drives: its token and prices are the sale’s (ADR 0046)', async (who) => {
    const trip = await ownAgentTrip('confirmed', { companyId: own.company.id, driverId: own.drivers.plain.id });
    expect((await (await browser(who)).request('GET', `/api/trip/${trip.id}`)).statusCode).toBe(403);
  });

  it('answers 404 for trips of another agency or company, exactly as for unknown ones', async () => {
    const trip = await ownAgentTrip('confirmed', { companyId: own.company.id, driverId: own.drivers.plain.id });
    const unknown = await (await browser('agent')).request('GET', '/api/trip/99999999');
    expect(unknown.statusCode).toBe(404);
    for (const who of ['agencyAdmin', 'agent'] as const) {
      const res = await (await browser(who, foreign)).request('GET', `/api/trip/${trip.id}`);
      expect(res.statusCode, who).toBe(404);
      expect(res.body).toBe(unknown.body);
    }
    // Roles the form never serves are refused before the trip is looked up: the same 403 for any id.
    for (const who of ['driverAdmin', 'driver'] as const) {
      expect((await (await browser(who, foreign)).request('GET', `/api/trip/${trip.id}`)).statusCode, who).toBe(403);
    }
    expect((await (await browser('noRole')).request('GET', `/api/trip/${trip.id}`)).statusCode).toBe(403);
    expect((await (await browser('anonymous')).request('GET', `/api/trip/${trip.id}`)).statusCode).toBe(401);
  });

  it('answers 422 to an id that is not a number', async () => {
    expect((await (await browser('staff')).request('GET', '/api/trip/abc')).statusCode).toBe(422);
    expect((await (await browser('staff')).request('GET', '/api/trip/0')).statusCode).toBe(422);
  });
});

describe('POST /api/admin_update_trip/{tripId}/ by agents', () => {
  it('updates the own draft and keeps it a quote (Update Quote)', async () => {
    const trip = await ownAgentTrip('draft');
    const body = { ...(await unchangedEditBody(ctx.db, trip)), customer_first_name: 'Iva', pickup_time: '15:45', is_draft: true };
    const res = await update(await browser('agent'), trip.id, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ trip_id: trip.id, reference: trip.reference, token: trip.token, status: 'draft' });
    expect(await stored(trip.id)).toMatchObject({
      status: 'draft',
      customerFirstName: 'Iva',
      pickupTime: '15:45:00',
      pickupAt: new Date('2030-06-15T13:45:00Z'),
      priceGrossCents: trip.priceGrossCents,
      updatedAt: clock,
    });
    expect(await history(trip.id)).toHaveLength(1);
  });

  it('books the own draft (Book Trip): pending payment, recorded in the history', async () => {
    const trip = await ownAgentTrip('draft');
    const res = await update(await browser('agencyAdmin'), trip.id, { ...(await unchangedEditBody(ctx.db, trip)), is_draft: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('pending_payment');
    expect((await history(trip.id)).map((h) => [h.fromStatus, h.toStatus, h.changedByUserId])).toEqual([
      [null, 'draft', own.users.agent.id],
      ['draft', 'pending_payment', own.users.agencyAdmin.id],
    ]);
  });

  it('refuses to book a draft whose pickup has passed', async () => {
    const trip = await ownAgentTrip('draft', { pickupDate: '2030-05-01' });
    const res = await update(await browser('agent'), trip.id, { ...(await unchangedEditBody(ctx.db, trip)), is_draft: false });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([{ loc: ['body', 'pickup_date'], msg: 'The pickup date and time must be in the future.', type: 'value_error' }]);
    expect((await stored(trip.id)).status).toBe('draft');
  });

  it('refuses (403) an agent editing a booked trip, even its own', async () => {
    for (const status of ['pending_payment', 'confirmed', 'completed', 'canceled'] as const) {
      const trip = await ownAgentTrip(status);
      const res = await update(await browser('agent'), trip.id, await unchangedEditBody(ctx.db, trip));
      expect(res.statusCode, status).toBe(403);
    }
  });

  it('gives agents of other agencies a 404, and drivers a 403 on any trip', async () => {
    const trip = await ownAgentTrip('draft', { companyId: own.company.id, driverId: own.drivers.plain.id });
    const body = await unchangedEditBody(ctx.db, trip);
    for (const who of ['agencyAdmin', 'agent'] as const) {
      expect((await update(await browser(who, foreign), trip.id, body)).statusCode, who).toBe(404);
    }
    for (const who of ['driverAdmin', 'driver'] as const) {
      expect((await update(await browser(who, foreign), trip.id, body)).statusCode, who).toBe(403);
    }
    expect((await update(await browser('driver'), trip.id, body)).statusCode).toBe(403);
    expect((await update(await browser('driverAdmin'), trip.id, body)).statusCode).toBe(403);
    expect((await update(await browser('anonymous'), trip.id, body)).statusCode).toBe(401);
    expect((await stored(trip.id)).updatedAt).toEqual(trip.updatedAt);
  });

  it('ignores staff-only fields from an agent: status, driver and vehicle', async () => {
    const vehicle = await insertVehicle(ctx.db, own.company.id);
    const trip = await ownAgentTrip('draft');
    const body = { ...(await unchangedEditBody(ctx.db, trip)), is_draft: true, status: 'confirmed', driver_id: own.drivers.plain.id, vehicle_id: vehicle.id };
    expect((await update(await browser('agent'), trip.id, body)).statusCode).toBe(200);
    expect(await stored(trip.id)).toMatchObject({ status: 'draft', driverId: null, vehicleId: null, companyId: null });
  });

  it('reprices the draft from a new quote when its route changes, and only then', async () => {
    const agent = await browser('agent');
    const trip = await ownAgentTrip('draft');
    const moved = { ...(await unchangedEditBody(ctx.db, trip)), start_loc: SPLIT, end_loc: ZAGREB, start_locality: 'Split', end_locality: 'Zagreb', is_draft: true };
    const withoutQuote = await update(agent, trip.id, moved);
    expect(withoutQuote.statusCode).toBe(422);
    expect(withoutQuote.json().detail).toEqual([
      { loc: ['body', 'start_loc'], msg: ROUTE_CHANGED_MESSAGE, type: 'value_error' },
      { loc: ['body', 'end_loc'], msg: ROUTE_CHANGED_MESSAGE, type: 'value_error' },
    ]);

    const quote = (await agent.request('POST', '/api/update_trip/', { start_loc: SPLIT, end_loc: ZAGREB, passengers: 2 })).json<UpdateTripResponse>();
    const res = await update(agent, trip.id, { ...moved, extra: { trip_price_id: quote.trip_price_id } });
    expect(res.statusCode, res.body).toBe(200);
    const after = await stored(trip.id);
    expect(after).toMatchObject({ priceGrossCents: quote.vehicle_types[0]!.price_cents, distanceM: quote.distance, endLocality: 'Zagreb' });
    expect(after.startPlaceId).not.toBe(trip.startPlaceId);
  });
});

describe('POST /api/admin_update_trip/{tripId}/ by staff', () => {
  it('edits any open trip, whoever sold it', async () => {
    const trip = await insertTrip(ctx.db, { agentUserId: foreign.users.agent.id, agencyId: foreign.agency.id, status: 'confirmed' });
    const body = { ...(await unchangedEditBody(ctx.db, trip)), customer_phone: '+385 1 234', info: { ...trip.info, notes: 'VIP' } };
    const res = await update(await browser('staff'), trip.id, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(trip.id)).toMatchObject({ status: 'confirmed', customerPhone: '+385 1 234', info: { notes: 'VIP' } });
  });

  it('reprices an agent’s trip with a quote for the agency the form read (agency_id)', async () => {
    const staff = await browser('staff');
    const trip = await insertTrip(ctx.db, { agentUserId: foreign.users.agent.id, agencyId: foreign.agency.id, status: 'pending_payment' });
    const { agency_id } = (await staff.request('GET', `/api/trip/${trip.id}`)).json<{ agency_id: number | null }>();
    expect(agency_id).toBe(foreign.agency.id);
    const moved = { ...(await unchangedEditBody(ctx.db, trip)), start_loc: SPLIT, end_loc: ZAGREB };
    const ownQuote = (await staff.request('POST', '/api/update_trip/', { start_loc: SPLIT, end_loc: ZAGREB, passengers: 2 })).json<UpdateTripResponse>();
    expect((await update(staff, trip.id, { ...moved, extra: { trip_price_id: ownQuote.trip_price_id } })).statusCode).toBe(422);
    const quote = (await staff.request('POST', '/api/update_trip/', { start_loc: SPLIT, end_loc: ZAGREB, passengers: 2, agency_id })).json<UpdateTripResponse>();
    const res = await update(staff, trip.id, { ...moved, extra: { trip_price_id: quote.trip_price_id } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored(trip.id)).distanceM).toBe(quote.distance);
  });

  it('keeps the pickup details and the customer of a booked trip, whatever is_draft says (ADR 0017, ADR 0060)', async () => {
    const staff = await browser('staff');
    const trip = await ownAgentTrip('confirmed');
    const body = { ...(await unchangedEditBody(ctx.db, trip)), start_loc_details: '', customer_first_name: '', customer_email: '', customer_phone: '' };
    for (const isDraft of [false, true]) {
      const res = await update(staff, trip.id, { ...body, is_draft: isDraft });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().detail).toEqual(
        expect.arrayContaining([
          { loc: ['body', 'start_loc_details'], msg: 'Enter the pickup address, hotel or meeting point, so the driver finds the customer.', type: 'value_error' },
          { loc: ['body', 'customer_first_name'], msg: "Enter the customer's first name.", type: 'value_error' },
          { loc: ['body', 'customer_phone'], msg: "Enter the customer's phone number: the driver calls it at the pickup.", type: 'value_error' },
        ]),
      );
    }
    expect(await stored(trip.id)).toMatchObject({ customerFirstName: 'Ana', customerPhone: '+385 91 000 0000', startLocDetails: 'Arrivals hall, driver waits with a name sign' });
  });

  it('lets a quote be updated without a customer', async () => {
    const trip = await ownAgentTrip('draft');
    const body = { ...(await unchangedEditBody(ctx.db, trip)), is_draft: true, customer_first_name: '', customer_last_name: '', customer_email: '', customer_phone: '' };
    const res = await update(await browser('agent'), trip.id, body);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('keeps a past pickup that did not change (staff correcting yesterday’s trip)', async () => {
    const trip = await ownAgentTrip('confirmed', { pickupDate: '2030-05-19' });
    const res = await update(await browser('staff'), trip.id, { ...(await unchangedEditBody(ctx.db, trip)), customer_last_name: 'Novak' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('moves the status through the transition table and records who did it', async () => {
    const trip = await ownAgentTrip('confirmed');
    const res = await update(await browser('staff'), trip.id, { ...(await unchangedEditBody(ctx.db, trip)), status: 'completed' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored(trip.id)).status).toBe('completed');
    expect((await history(trip.id)).at(-1)).toMatchObject({ fromStatus: 'confirmed', toStatus: 'completed', changedByUserId: own.users.staff.id });
  });

  it.each([
    ['draft', 'completed', 'A trip cannot go from draft to completed.'],
    ['pending_payment', 'no_show', 'A trip cannot go from pending_payment to no_show.'],
  ] as const)('refuses %s → %s with 422', async (from, to, msg) => {
    const trip = await ownAgentTrip(from);
    const res = await update(await browser('staff'), trip.id, { ...(await unchangedEditBody(ctx.db, trip)), status: to });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([{ loc: ['body', 'status'], msg, type: 'value_error' }]);
    expect((await stored(trip.id)).status).toBe(from);
  });

  it.each(['completed', 'no_show', 'canceled'] as const)('refuses to change a %s trip (409)', async (status) => {
    const trip = await ownAgentTrip(status);
    const res = await update(await browser('staff'), trip.id, { ...(await unchangedEditBody(ctx.db, trip)), status: 'confirmed' });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/can no longer be changed/);
  });

  it('books a draft when the status panel still says draft and Book Trip is pressed', async () => {
    const trip = await ownAgentTrip('draft');
    const res = await update(await browser('staff'), trip.id, { ...(await unchangedEditBody(ctx.db, trip)), status: 'draft', is_draft: false });
    expect(res.json().status).toBe('pending_payment');
  });

  describe('driver and vehicle', () => {
    it('assigns a driver and a vehicle of one company, giving the trip to that company', async () => {
      const vehicle = await insertVehicle(ctx.db, own.company.id);
      const trip = await ownAgentTrip('confirmed');
      const body = { ...(await unchangedEditBody(ctx.db, trip)), driver_id: own.drivers.plain.id, vehicle_id: vehicle.id };
      const res = await update(await browser('staff'), trip.id, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(await stored(trip.id)).toMatchObject({ driverId: own.drivers.plain.id, vehicleId: vehicle.id, companyId: own.company.id });
      // The assigned driver now sees the trip (on the driver's page).
      expect((await (await browser('driver')).request('GET', `/api/driver_trip/${trip.id}/`)).statusCode).toBe(200);

      const cleared = await update(await browser('staff'), trip.id, { ...body, driver_id: null, vehicle_id: null });
      expect(cleared.statusCode).toBe(200);
      expect(await stored(trip.id)).toMatchObject({ driverId: null, vehicleId: null, companyId: null });
    });

    it.each([
      ['a vehicle of another company', async () => ({ driver_id: own.drivers.plain.id, vehicle_id: (await insertVehicle(ctx.db, foreign.company.id)).id }), 'vehicle_id', "The vehicle must belong to the driver's company."],
      ['a vehicle waiting for approval', async () => ({ driver_id: own.drivers.plain.id, vehicle_id: (await insertVehicle(ctx.db, own.company.id, { isApproved: false })).id }), 'vehicle_id', 'This vehicle is waiting for approval.'],
      ['a retired vehicle', async () => ({ driver_id: own.drivers.plain.id, vehicle_id: (await insertVehicle(ctx.db, own.company.id, { isActive: false })).id }), 'vehicle_id', 'This vehicle is no longer in service.'],
      ['a driver waiting for approval', async () => ({ driver_id: (await insertDriver(ctx.db, own.company.id, { isApproved: false })).id, vehicle_id: (await insertVehicle(ctx.db, own.company.id)).id }), 'driver_id', 'This driver is waiting for approval.'],
      ['a driver without a vehicle', async () => ({ driver_id: own.drivers.plain.id, vehicle_id: null }), 'vehicle_id', 'Choose both a driver and a vehicle.'],
      ['an unknown driver', async () => ({ driver_id: 99_999_999, vehicle_id: (await insertVehicle(ctx.db, own.company.id)).id }), 'driver_id', 'Driver not found.'],
      ['a sedan for four', async () => ({ driver_id: own.drivers.plain.id, vehicle_id: (await insertVehicle(ctx.db, own.company.id)).id, passengers: 4 }), 'vehicle_id', 'The vehicle seats 3; the trip has 4 passengers.'],
      [
        // The factory's trip is picked up on 15 June 2030; the licence is valid today but not then (ADR 0061).
        'a driver whose licence ends before the pickup',
        async () => ({
          driver_id: (await insertDriver(ctx.db, own.company.id, { driverName: 'Ivan Matić', licenceDocument: 'l.pdf', licenceExpiresOn: '2030-06-14' })).id,
          vehicle_id: (await insertVehicle(ctx.db, own.company.id)).id,
        }),
        'driver_id',
        "Driver's licence of Ivan Matić ends on June 14, 2030, before the pickup on June 15, 2030.",
      ],
    ])('refuses %s', async (_name, pick, field, msg) => {
      const trip = await ownAgentTrip('confirmed');
      const chosen = await pick();
      // A trip for four was booked (and priced) for four in a Van: store it so rather than change its route here.
      if ('passengers' in chosen) await ctx.db.update(trips).set({ passengers: Number(chosen.passengers), vehicleTypeId: 3 }).where(eq(trips.id, trip.id));
      const body = { ...(await unchangedEditBody(ctx.db, await stored(trip.id))), driver_id: chosen.driver_id, vehicle_id: chosen.vehicle_id };
      const res = await update(await browser('staff'), trip.id, body);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().detail).toEqual([{ loc: ['body', field], msg, type: 'value_error' }]);
      expect((await stored(trip.id)).driverId).toBeNull();
    });
  });

  it('refuses to reprice a trip whose deposit is paid (409)', async () => {
    const staff = await browser('staff');
    const trip = await ownAgentTrip('confirmed', { depositPaid: true, depositPaidAt: clock });
    const quote = (await staff.request('POST', '/api/update_trip/', { start_loc: SPLIT, end_loc: DUBROVNIK, passengers: 2, agency_id: own.agency.id })).json<UpdateTripResponse>();
    const body: BookingRequest = { ...(await unchangedEditBody(ctx.db, trip)), start_loc: SPLIT, end_loc: DUBROVNIK, extra: { trip_price_id: quote.trip_price_id } };
    const res = await update(staff, trip.id, body);
    expect(res.statusCode, res.body).toBe(409);
    expect((await stored(trip.id)).priceGrossCents).toBe(trip.priceGrossCents);
  });

  it('refuses to reprice a trip chosen for a bank transfer (409): the transfer pays the old deposit', async () => {
    const staff = await browser('staff');
    const trip = await ownAgentTrip('pending_payment');
    await insertBulkPayment(ctx.db, { agentUserId: trip.agentUserId, agencyId: trip.agencyId, tripsToPay: [trip] });
    const quote = (await staff.request('POST', '/api/update_trip/', { start_loc: SPLIT, end_loc: DUBROVNIK, passengers: 2, agency_id: own.agency.id })).json<UpdateTripResponse>();
    const body: BookingRequest = { ...(await unchangedEditBody(ctx.db, trip)), start_loc: SPLIT, end_loc: DUBROVNIK, extra: { trip_price_id: quote.trip_price_id } };
    const res = await update(staff, trip.id, body);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ detail: 'This trip is in a bank-transfer payment: its route and price can no longer change.' });
    expect((await stored(trip.id)).priceGrossCents).toBe(trip.priceGrossCents);
  });

  it('answers 422, never 500, to garbage', async () => {
    const trip = await ownAgentTrip('confirmed');
    const staff = await browser('staff');
    for (const body of [{}, [], { ...(await unchangedEditBody(ctx.db, trip)), status: 'bogus' }, { ...(await unchangedEditBody(ctx.db, trip)), driver_id: 'x' }]) {
      expect((await update(staff, trip.id, body)).statusCode).toBe(422);
    }
    expect((await update(staff, 0, {})).statusCode).toBe(422);
  });
});
