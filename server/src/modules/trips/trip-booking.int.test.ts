import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingRequest, UpdateRoundTripResponse, UpdateTripResponse } from '@vozimo/contract';
import { places, trips, tripStatusHistory } from '../../db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertPoi, insertPoiCategory, insertRoundTrip } from '../../../test/catalogue-factories.ts';
import { insertRoleCast, type RoleName } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { DUBROVNIK, MUNICH, SPLIT, VIENNA, ZAGREB } from '../../../test/quote-places.ts';
import { ROUTE_CHANGED_MESSAGE } from './rules/route-changes.ts';

const clock = new Date('2030-05-01T08:00:00Z');
let ctx: TestContext;
let own: Awaited<ReturnType<typeof insertRoleCast>>;
let foreign: Awaited<ReturnType<typeof insertRoleCast>>;
let omis: { id: number; name: string };

beforeAll(async () => {
  ctx = await buildTestApp({ now: () => clock });
  own = await insertRoleCast(ctx.db);
  foreign = await insertRoleCast(ctx.db);
  const category = await insertPoiCategory(ctx.db);
  omis = await insertPoi(ctx.db, { categoryId: category.id, minDurationMinutes: 60, maxDurationMinutes: 240 });
});
afterAll(() => ctx.close());

let address = 0;
async function browser(who: RoleName | 'anonymous', cast = own): Promise<HttpSession> {
  const session = new HttpSession(ctx.app, { ip: `10.3.0.${++address}` });
  if (who !== 'anonymous') await session.signIn(cast.users[who].username);
  return session;
}

/** Prices Split → Dubrovnik the way the form's Update button does. */
async function quoteFor(session: HttpSession, extra: Record<string, unknown> = {}): Promise<UpdateTripResponse> {
  const res = await session.request('POST', '/api/update_trip/', { start_loc: SPLIT, end_loc: DUBROVNIK, passengers: 2, stops: [], ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The form's Save Quote / Book Trip body for a quote. */
function bookingBody(quote: UpdateTripResponse, change: Partial<BookingRequest> = {}): BookingRequest {
  return {
    start_loc: SPLIT,
    end_loc: DUBROVNIK,
    start_locality: 'Split',
    end_locality: 'Dubrovnik',
    start_loc_details: 'Hotel Park',
    end_loc_details: 'Old Town, Pile Gate',
    pickup_date: '2030-06-14T10:00:00.000Z',
    pickup_time: '09:30',
    passengers: 2,
    customer_first_name: 'Marta',
    customer_last_name: 'Kovač',
    customer_email: 'marta@example.com',
    customer_phone: '+385 91 123 4567',
    is_draft: false,
    info: { notes: 'Two large bags', airport_pickup: false, flight_number: '', child_seats: true, child_info: '4 years' },
    stops: quote.stops.map((s) => ({ poi_id: s.poi_id, time: s.time, name: s.name })),
    vehicle_type_id: quote.selected_vehicle_type,
    round_trip_id: null,
    round_trip_name: '',
    extra: { trip_price_id: quote.trip_price_id, vehicle_types: quote.vehicle_types, stops: quote.stops },
    ...change,
  };
}

async function storedTrip(reference: string) {
  const [trip] = await ctx.db.select().from(trips).where(eq(trips.reference, reference));
  return trip!;
}

describe('POST /api/trip/', () => {
  it('books a trip at the stored quote’s price: pending payment, reference and token', async () => {
    const agent = await browser('agent');
    const quote = await quoteFor(agent, { stops: [{ poi_id: omis.id, time: 90 }] });
    const res = await agent.request('POST', '/api/trip/', bookingBody(quote));
    expect(res.statusCode, res.body).toBe(200);
    const { reference, token } = res.json();
    expect(reference).toMatch(/^VZ-[2-9A-HJKMNP-Z]{6}$/);
    expect(token).toMatch(/^[\w-]{43}$/);

    const trip = await storedTrip(reference);
    const offer = quote.vehicle_types.find((v) => v.vehicle_type_id === quote.selected_vehicle_type)!;
    expect(trip).toMatchObject({
      status: 'pending_payment',
      token,
      agentUserId: own.users.agent.id,
      agencyId: own.agency.id,
      vehicleTypeId: 1,
      startLocality: 'Split',
      endLocality: 'Dubrovnik',
      startLocDetails: 'Hotel Park',
      pickupDate: '2030-06-14',
      pickupTime: '09:30:00',
      pickupAt: new Date('2030-06-14T07:30:00.000Z'),
      passengers: 2,
      customerFirstName: 'Marta',
      customerEmail: 'marta@example.com',
      info: { notes: 'Two large bags', airport_pickup: false, flight_number: '', child_seats: true, child_info: '4 years' },
      stops: [{ poi_id: omis.id, name: omis.name, time: 90, price_cents: 4000 }],
      distanceM: quote.distance,
      durationS: quote.duration,
      priceGrossCents: offer.price_cents,
      depositGrossCents: Math.round(offer.price!.deposit_gross * 100),
      basePriceCents: Math.round(offer.price!.base_price * 100),
      roundTripId: null,
      createdAt: clock,
    });
    const [start] = await ctx.db.select().from(places).where(eq(places.id, trip.startPlaceId));
    expect(start).toMatchObject({ formattedAddress: 'Split, Croatia', placeId: 'test-split', countryShortName: 'HR', locality: 'Split' });
    expect(trip.endPlaceId).not.toBe(trip.startPlaceId);
    expect(await ctx.db.select().from(tripStatusHistory).where(eq(tripStatusHistory.tripId, trip.id))).toMatchObject([
      { fromStatus: null, toStatus: 'pending_payment', changedByUserId: own.users.agent.id, createdAt: clock },
    ]);

    const page = await (await browser('anonymous')).request('GET', `/api/public/trip/${reference}?token=${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ reference, status: 'pending_payment', price_gross: (offer.price_cents / 100).toFixed(2) });
  });

  it('names an airport pickup by the airport when the form names no place, and keeps the town on the place (issue 30)', async () => {
    const agent = await browser('agent');
    const airport = { ...SPLIT, formatted_address: 'Split Airport (SPU), Croatia', place_id: 'airport:SPU', lat: 43.5389, lng: 16.298 };
    const quote = await quoteFor(agent, { start_loc: airport });
    const res = await agent.request('POST', '/api/trip/', bookingBody(quote, { start_loc: airport, start_locality: '' }));
    expect(res.statusCode, res.body).toBe(200);

    const trip = await storedTrip(res.json().reference);
    expect(trip.startLocality).toBe('Split Airport (SPU)');
    const [start] = await ctx.db.select().from(places).where(eq(places.id, trip.startPlaceId));
    expect(start).toMatchObject({ formattedAddress: 'Split Airport (SPU), Croatia', locality: 'Split' });
  });

  it('saves a quote as a draft (Save Quote)', async () => {
    const agent = await browser('agencyAdmin');
    const res = await agent.request('POST', '/api/trip/', bookingBody(await quoteFor(agent), { is_draft: true }));
    expect(res.statusCode, res.body).toBe(200);
    const trip = await storedTrip(res.json().reference);
    expect(trip.status).toBe('draft');
    expect(trip.agentUserId).toBe(own.users.agencyAdmin.id);
  });

  it('ignores every price the browser sends', async () => {
    const agent = await browser('agent');
    const quote = await quoteFor(agent);
    const forged = quote.vehicle_types.map((v) => ({ ...v, price_cents: 1, price: { ...v.price, price_gross: 0.01 } }));
    const body = { ...bookingBody(quote), price_gross: '0.01', price: { price_gross: 0.01 }, extra: { trip_price_id: quote.trip_price_id, vehicle_types: forged } };
    const res = await agent.request('POST', '/api/trip/', body);
    expect(res.statusCode, res.body).toBe(200);
    expect((await storedTrip(res.json().reference)).priceGrossCents).toBe(quote.vehicle_types[0]!.price_cents);
  });

  it('books in the chosen vehicle type at that type’s price', async () => {
    const agent = await browser('agent');
    const quote = await quoteFor(agent);
    const van = quote.vehicle_types.find((v) => v.vehicle_type_id === 3)!;
    const res = await agent.request('POST', '/api/trip/', bookingBody(quote, { vehicle_type_id: 3 }));
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedTrip(res.json().reference)).toMatchObject({ vehicleTypeId: 3, priceGrossCents: van.price_cents });
  });

  it('lets staff book directly, as themselves', async () => {
    const staff = await browser('staff');
    const res = await staff.request('POST', '/api/trip/', bookingBody(await quoteFor(staff)));
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedTrip(res.json().reference)).toMatchObject({ agentUserId: own.users.staff.id, agencyId: null });
  });

  it('books for the agent a staff member is acting as, recording the staff member in the history', async () => {
    const staff = await browser('staff');
    expect((await staff.request('POST', '/api/auth_override/', { agent_id: own.users.agent.id })).statusCode).toBe(200);
    const res = await staff.request('POST', '/api/trip/', bookingBody(await quoteFor(staff)));
    expect(res.statusCode, res.body).toBe(200);
    const trip = await storedTrip(res.json().reference);
    expect(trip).toMatchObject({ agentUserId: own.users.agent.id, agencyId: own.agency.id });
    const [history] = await ctx.db.select().from(tripStatusHistory).where(eq(tripStatusHistory.tripId, trip.id));
    expect(history?.changedByUserId).toBe(own.users.staff.id);
  });

  it('books a round trip from its quote: one place to start and end at', async () => {
    const roundTrip = await insertRoundTrip(ctx.db);
    const agent = await browser('agent');
    const quoteRes = await agent.request('POST', '/api/update_round_trip/', { round_trip_id: roundTrip.id, passengers: 2 });
    expect(quoteRes.statusCode, quoteRes.body).toBe(200);
    const quote = quoteRes.json<UpdateRoundTripResponse>();
    const splitPlace = { ...SPLIT, place_id: 'test-split', lat: 43.5081, lng: 16.4402 };
    const body = bookingBody({ ...quote, pois: [], overview_polyline: [] }, {
      start_loc: splitPlace,
      end_loc: splitPlace,
      round_trip_id: roundTrip.id,
      round_trip_name: quote.round_trip_name,
    });
    const res = await agent.request('POST', '/api/trip/', body);
    expect(res.statusCode, res.body).toBe(200);
    const trip = await storedTrip(res.json().reference);
    expect(trip).toMatchObject({ roundTripId: roundTrip.id, priceGrossCents: quote.vehicle_types[0]!.price_cents });
    expect(trip.endPlaceId).toBe(trip.startPlaceId);
  });

  it('gives every booking its own reference and token', async () => {
    const agent = await browser('agent');
    const quote = await quoteFor(agent);
    const answers = await Promise.all([1, 2, 3].map(() => agent.request('POST', '/api/trip/', bookingBody(quote))));
    const bookings = answers.map((r) => r.json<{ reference: string; token: string }>());
    expect(new Set(bookings.map((b) => b.reference)).size).toBe(3);
    expect(new Set(bookings.map((b) => b.token)).size).toBe(3);
  });
});

describe('POST /api/trip/ refusals', () => {
  it('answers 401 to visitors and 403 to drivers and users without a role', async () => {
    const agent = await browser('agent');
    const body = bookingBody(await quoteFor(agent));
    expect((await (await browser('anonymous')).request('POST', '/api/trip/', body)).statusCode).toBe(401);
    for (const who of ['driver', 'driverAdmin', 'noRole'] as const) {
      expect((await (await browser(who)).request('POST', '/api/trip/', body)).statusCode, who).toBe(403);
    }
  });

  it('does not let an agent book on another user’s quote', async () => {
    const quote = await quoteFor(await browser('agent'));
    const res = await (await browser('agencyAdmin', foreign)).request('POST', '/api/trip/', bookingBody(quote));
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['body', 'extra', 'trip_price_id']);
  });

  it.each([
    ['the end place', { end_loc: ZAGREB }, 'end_loc'],
    ['the start place', { start_loc: ZAGREB }, 'start_loc'],
    ['the passengers', { passengers: 3 }, 'passengers'],
    ['the stops', { stops: [{ poi_id: 1, time: 60 }] }, 'stops'],
  ])('refuses a booking whose %s changed since the price was calculated', async (_name, change, field) => {
    const agent = await browser('agent');
    const stopsFix = field === 'stops' ? { stops: [{ poi_id: omis.id, time: 60 }] } : {};
    const res = await agent.request('POST', '/api/trip/', bookingBody(await quoteFor(agent), { ...change, ...stopsFix }));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().detail).toContainEqual({ loc: ['body', field], msg: ROUTE_CHANGED_MESSAGE, type: 'value_error' });
  });

  it('refuses a vehicle type the quote did not price', async () => {
    const agent = await browser('agent');
    const res = await agent.request('POST', '/api/trip/', bookingBody(await quoteFor(agent, { passengers: 5 }), { passengers: 5, vehicle_type_id: 1 }));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['body', 'extra', 'trip_price_id']);
  });

  const messages: [string, Partial<BookingRequest>, (string | number)[], string][] = [
    ['a malformed e-mail', { customer_email: 'marta@' }, ['body', 'customer_email'], 'Invalid email'],
    ['no passengers', { passengers: 0 }, ['body', 'passengers'], 'Passengers must be between 1 and 7.'],
    ['eight passengers', { passengers: 8 }, ['body', 'passengers'], 'Passengers must be between 1 and 7.'],
    [
      'neither end in Croatia or Slovenia',
      { start_loc: MUNICH, end_loc: VIENNA },
      ['body', 'end_loc'],
      'A trip must start or end in Croatia or Slovenia.',
    ],
    ['a round trip without its name', { round_trip_id: 1, round_trip_name: '' }, ['body', 'round_trip_name'], 'Round trip name is required'],
    ['a round trip with a malformed e-mail', { round_trip_id: 1, round_trip_name: 'Krka', customer_email: 'x' }, ['body', 'customer_email'], 'Invalid email format'],
    ['a pickup in the past', { pickup_date: '2030-05-01', pickup_time: '09:00' }, ['body', 'pickup_date'], 'The pickup date and time must be in the future.'],
    ['no price calculated', { extra: {} }, ['body', 'extra', 'trip_price_id'], 'Press Update to calculate the price first.'],
    ['a made-up price id', { extra: { trip_price_id: 'not-a-uuid' } }, ['body', 'extra', 'trip_price_id'], 'Press Update to calculate the price first.'],
    ['an impossible date', { pickup_date: '2030-02-30' }, ['body', 'pickup_date'], 'Give the date as YYYY-MM-DD.'],
    ['an impossible time', { pickup_time: '25:00' }, ['body', 'pickup_time'], 'Give the time as HH:MM.'],
  ];
  it.each(messages)('answers 422 with the spec’s message for %s', async (_name, change, loc, msg) => {
    const agent = await browser('agent');
    const res = await agent.request('POST', '/api/trip/', bookingBody(await quoteFor(agent), change));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().detail).toContainEqual({ loc, msg, type: 'value_error' });
  });

  it('refuses Book Trip without pickup details and a customer with a phone: 422 at each field (ADR 0017, ADR 0060)', async () => {
    const agent = await browser('agent');
    const noCustomer = { start_loc_details: ' ', customer_first_name: '', customer_last_name: ' ', customer_email: 'ana@example.com', customer_phone: '' };
    const res = await agent.request('POST', '/api/trip/', bookingBody(await quoteFor(agent), noCustomer));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().detail).toEqual([
      { loc: ['body', 'start_loc_details'], msg: 'Enter the pickup address, hotel or meeting point, so the driver finds the customer.', type: 'value_error' },
      { loc: ['body', 'customer_first_name'], msg: "Enter the customer's first name.", type: 'value_error' },
      { loc: ['body', 'customer_last_name'], msg: "Enter the customer's last name.", type: 'value_error' },
      { loc: ['body', 'customer_phone'], msg: "Enter the customer's phone number: the driver calls it at the pickup.", type: 'value_error' },
    ]);
    // A quote may stay incomplete.
    const quote = await agent.request('POST', '/api/trip/', bookingBody(await quoteFor(agent), { ...noCustomer, is_draft: true }));
    expect(quote.statusCode, quote.body).toBe(200);
  });

  it('accepts an empty e-mail (the customer may have none yet)', async () => {
    const agent = await browser('agent');
    const res = await agent.request('POST', '/api/trip/', bookingBody(await quoteFor(agent), { customer_email: '' }));
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each([
    ['an empty body', {}],
    ['a list', [1, 2]],
    ['strings for numbers', { passengers: 'two', vehicle_type_id: 'sedan' }],
    ['a huge vehicle type id', { vehicle_type_id: 1e20 }],
    ['nulls everywhere', { start_loc: null, end_loc: null, info: null, stops: null, extra: null }],
  ])('answers 422, never 500, to %s', async (_name, body) => {
    const res = await (await browser('agent')).request('POST', '/api/trip/', body);
    expect(res.statusCode, res.body).toBe(422);
  });

  it('answers 422, never 500, to a stop list of the wrong shape', async () => {
    const agent = await browser('agent');
    const res = await agent.request('POST', '/api/trip/', { ...bookingBody(await quoteFor(agent)), stops: [{ poi_id: 'x' }] });
    expect(res.statusCode, res.body).toBe(422);
  });

  it('books nothing when refused', async () => {
    const before = (await ctx.db.select({ id: trips.id }).from(trips)).length;
    const agent = await browser('agent');
    await agent.request('POST', '/api/trip/', bookingBody(await quoteFor(agent), { passengers: 3 }));
    expect((await ctx.db.select({ id: trips.id }).from(trips)).length).toBe(before);
  });
});
