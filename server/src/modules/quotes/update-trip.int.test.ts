import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpdateTripResponse } from '@vozimo/contract';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertPoi, insertPoiCategory } from '../../../test/catalogue-factories.ts';
import { insertAgency, insertRoleCast, insertUser } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { DUBROVNIK, MAKARSKA, MUNICH, OMIS, SPLIT, TOKYO, TRAKOSCAN, VIENNA, ZAGREB } from '../../../test/quote-places.ts';
import { TEST_PERCENTAGES } from '../../../test/trip-factories.ts';
import { priceTransfer } from '../pricing/ports.ts';

let clock = new Date('2030-05-01T08:00:00Z');
let ctx: TestContext;
let cast: Awaited<ReturnType<typeof insertRoleCast>>;
let otherAgent: Awaited<ReturnType<typeof insertUser>>;
let omis: { id: number };
let makarska: { id: number };
let trakoscan: { id: number };
let categoryName: string;

const SEDAN = { pricePerKmCents: 85, minimumFareCents: 3500 };
const VAN = { pricePerKmCents: 110, minimumFareCents: 4500 };

beforeAll(async () => {
  ctx = await buildTestApp({ now: () => clock });
  cast = await insertRoleCast(ctx.db);
  const otherAgency = await insertAgency(ctx.db, { agencyPercentBp: 1500 });
  otherAgent = await insertUser(ctx.db, { isAgent: true, agencyId: otherAgency.id });
  const category = await insertPoiCategory(ctx.db, { color: 'orange' });
  categoryName = category.name;
  omis = await insertPoi(ctx.db, { categoryId: category.id, ...OMIS, minDurationMinutes: 60, maxDurationMinutes: 240 });
  makarska = await insertPoi(ctx.db, { categoryId: category.id, ...MAKARSKA, minDurationMinutes: 120, maxDurationMinutes: 180 });
  trakoscan = await insertPoi(ctx.db, { categoryId: category.id, ...TRAKOSCAN });
});
afterAll(() => ctx.close());

async function signedIn(username: string) {
  const browser = new HttpSession(ctx.app);
  await browser.signIn(username);
  return browser;
}

const splitToDubrovnik = (extra: Record<string, unknown> = {}) => ({
  start_loc: SPLIT,
  end_loc: DUBROVNIK,
  trip_price_id: null,
  passengers: 2,
  stops: [],
  ...extra,
});

describe('POST /api/update_trip/', () => {
  it('prices every vehicle type that fits, with the agency’s commission, and lists the points on the way', async () => {
    const agent = await signedIn(otherAgent.username);
    const res = await agent.request('POST', '/api/update_trip/', splitToDubrovnik());
    expect(res.statusCode, res.body).toBe(200);
    const quote = res.json<UpdateTripResponse>();

    expect(quote.trip_price_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(quote.expires_at).toBe('2030-05-02T08:00:00.000Z');
    expect(quote.distance).toBeGreaterThan(200_000);
    expect(quote.duration).toBeGreaterThan(2 * 3600);
    expect(quote.overview_polyline.length).toBeGreaterThanOrEqual(2);
    expect(quote.vehicle_types.map((v) => v.vehicle_type_id)).toEqual([1, 2, 3, 4, 5]);
    expect(quote.selected_vehicle_type).toBe(1);
    expect(quote.stops).toEqual([]);

    const agencyPercentages = { ...TEST_PERCENTAGES, agencyPercentBp: 1500 };
    const sedan = priceTransfer({ distanceMeters: quote.distance, tariff: SEDAN, stopMinutes: [], percentages: agencyPercentages }).breakdown;
    const offer = quote.vehicle_types[0]!;
    expect(offer).toMatchObject({
      vehicle_type_name: 'Sedan',
      max_passengers: 3,
      price_cents: sedan.priceGrossCents,
      price_per_km: 0.85,
      comparable_to: 'Škoda Superb, Volkswagen Passat',
      image: '/images/vehicle-types/sedan.svg',
    });
    expect(offer.price).toMatchObject({
      base_price: sedan.basePriceCents / 100,
      agency_percent: 15,
      agency_fee: sedan.agencyFeeCents / 100,
      vat_percent: 25,
      deposit_percent: 25,
      price_gross: sedan.priceGrossCents / 100,
      deposit_gross: sedan.depositGrossCents / 100,
      payment_processing_percent: 3,
    });

    const poiIds = quote.pois.map((p) => p.poi_id);
    expect(poiIds).toEqual([omis.id, makarska.id]);
    expect(poiIds).not.toContain(trakoscan.id);
    expect(quote.pois[0]).toMatchObject({
      category_name: categoryName,
      poi_color: 'orange',
      min_duration_minutes: 60,
      max_duration_minutes: 240,
      location: { lat: OMIS.lat, lng: OMIS.lng, srid: 4326 },
    });
    expect(quote.pois[0]!.distance_along_route).toBeLessThan(quote.pois[1]!.distance_along_route);
  });

  it('lists no points when the route passes none, and prices it all the same', async () => {
    const agent = await signedIn(otherAgent.username);
    const res = await agent.request('POST', '/api/update_trip/', splitToDubrovnik({ start_loc: ZAGREB, end_loc: MUNICH }));
    expect(res.statusCode, res.body).toBe(200);
    const quote = res.json<UpdateTripResponse>();
    expect(quote.pois).toEqual([]);
    expect(quote.vehicle_types.map((v) => v.vehicle_type_id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('offers only vehicles with a seat for everyone and selects the smallest (Van for five)', async () => {
    const agent = await signedIn(cast.users.agent.username);
    const quote = (await agent.request('POST', '/api/update_trip/', splitToDubrovnik({ passengers: 5 }))).json<UpdateTripResponse>();
    expect(quote.vehicle_types.map((v) => v.vehicle_type_name)).toEqual(['Van', 'Minibus', 'Bus']);
    expect(quote.selected_vehicle_type).toBe(3);
  });

  it('keeps the form’s vehicle choice while it still fits', async () => {
    const agent = await signedIn(cast.users.agent.username);
    const quote = (await agent.request('POST', '/api/update_trip/', splitToDubrovnik({ vehicle_type_id: 2 }))).json<UpdateTripResponse>();
    expect(quote.selected_vehicle_type).toBe(2);
  });

  it('routes through the stops in route order and adds their prices to the base price', async () => {
    const agent = await signedIn(cast.users.agent.username);
    const direct = (await agent.request('POST', '/api/update_trip/', splitToDubrovnik({ passengers: 4 }))).json<UpdateTripResponse>();
    const res = await agent.request(
      'POST',
      '/api/update_trip/',
      splitToDubrovnik({ passengers: 4, stops: [{ poi_id: makarska.id, time: 120 }, { poi_id: omis.id, time: 90 }] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const quote = res.json<UpdateTripResponse>();
    expect(quote.stops).toEqual([
      { poi_id: omis.id, name: expect.any(String), price: 40, time: 90 },
      { poi_id: makarska.id, name: expect.any(String), price: 50, time: 120 },
    ]);
    expect(quote.distance).toBeGreaterThanOrEqual(direct.distance);
    expect(quote.pois.map((p) => p.poi_id)).toEqual(direct.pois.map((p) => p.poi_id));
    const van = priceTransfer({ distanceMeters: quote.distance, tariff: VAN, stopMinutes: [90, 120], percentages: TEST_PERCENTAGES }).breakdown;
    expect(quote.vehicle_types[0]).toMatchObject({ vehicle_type_id: 3, price_cents: van.priceGrossCents });
    expect(quote.vehicle_types[0]!.price!.base_price).toBe(van.basePriceCents / 100);
  });

  it('removes a stop whose point is not on the way (unknown or far off the route)', async () => {
    const agent = await signedIn(cast.users.agent.username);
    const res = await agent.request(
      'POST',
      '/api/update_trip/',
      splitToDubrovnik({ stops: [{ poi_id: trakoscan.id, time: 60 }, { poi_id: 999_999, time: 60 }, { poi_id: omis.id, time: 60 }] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<UpdateTripResponse>().stops.map((s) => s.poi_id)).toEqual([omis.id]);
  });

  it.each([
    { name: 'stop shorter than the point allows', stops: [{ poi_id: 'makarska', time: 60 }], loc: ['body', 'stops', 0, 'time'], msg: 'Stop time must be at least 120 minutes.' },
    { name: 'stop longer than the point allows', stops: [{ poi_id: 'makarska', time: 210 }], loc: ['body', 'stops', 0, 'time'], msg: 'Stop time must be at most 180 minutes.' },
    { name: 'stop off the 30-minute grid', stops: [{ poi_id: 'omis', time: 100 }], loc: ['body', 'stops', 0, 'time'], msg: 'Stop time must be a multiple of 30 minutes.' },
    {
      name: 'the same point twice',
      stops: [{ poi_id: 'omis', time: 60 }, { poi_id: 'omis', time: 90 }],
      loc: ['body', 'stops', 1, 'poi_id'],
      msg: 'This point of interest is already a stop.',
    },
  ])('422 for a $name', async ({ stops, loc, msg }) => {
    const agent = await signedIn(cast.users.agent.username);
    const ids: Record<string, number> = { omis: omis.id, makarska: makarska.id };
    const res = await agent.request('POST', '/api/update_trip/', splitToDubrovnik({ stops: stops.map((s) => ({ ...s, poi_id: ids[s.poi_id] })) }));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({ detail: [{ loc, msg, type: 'value_error' }] });
  });

  it.each([
    { name: 'no Croatian or Slovenian end', body: { start_loc: MUNICH, end_loc: VIENNA }, loc: ['body', 'end_loc'], msg: 'A trip must start or end in Croatia or Slovenia.' },
    { name: 'eight passengers', body: { passengers: 8 }, loc: ['body', 'passengers'], msg: 'Passengers must be between 1 and 7.' },
    { name: 'no passengers', body: { passengers: 0 }, loc: ['body', 'passengers'], msg: 'Passengers must be between 1 and 7.' },
    { name: 'half a passenger', body: { passengers: 1.5 }, loc: ['body', 'passengers'], msg: 'Passengers must be between 1 and 7.' },
    { name: 'a latitude off the globe', body: { end_loc: { ...DUBROVNIK, lat: 91 } }, loc: ['body', 'end_loc', 'lat'] },
    { name: 'no end place', body: { end_loc: undefined }, loc: ['body', 'end_loc'] },
    { name: 'too many stops', body: { stops: Array.from({ length: 11 }, (_, i) => ({ poi_id: i + 1, time: 60 })) }, loc: ['body', 'stops'], msg: 'At most 10 stops.' },
    { name: 'no road to the other end', body: { end_loc: TOKYO }, loc: ['body', 'end_loc'], msg: 'No driving route joins these places.' },
  ])('422 for $name, at the field', async ({ body, loc, msg }) => {
    const agent = await signedIn(cast.users.agent.username);
    const res = await agent.request('POST', '/api/update_trip/', splitToDubrovnik(body));
    expect(res.statusCode, res.body).toBe(422);
    const issue = res.json<{ detail: { loc: unknown[]; msg: string }[] }>().detail.find((d) => JSON.stringify(d.loc) === JSON.stringify(loc));
    expect(issue, res.body).toBeDefined();
    if (msg) expect(issue!.msg).toBe(msg);
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const agent = await signedIn(cast.users.agent.username);
    const res = await agent.request('POST', '/api/update_trip/', '{"start_loc":', { headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
  });

  it('lets an agent use a foreign country at one end when the other is in Croatia', async () => {
    const agent = await signedIn(cast.users.agent.username);
    const res = await agent.request('POST', '/api/update_trip/', splitToDubrovnik({ start_loc: ZAGREB, end_loc: VIENNA }));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('updates the user’s own quote in place, and gives anybody else’s id a new quote', async () => {
    const agent = await signedIn(cast.users.agent.username);
    const first = (await agent.request('POST', '/api/update_trip/', splitToDubrovnik())).json<UpdateTripResponse>();
    const again = (await agent.request('POST', '/api/update_trip/', splitToDubrovnik({ trip_price_id: first.trip_price_id, passengers: 3 }))).json<UpdateTripResponse>();
    expect(again.trip_price_id).toBe(first.trip_price_id);

    const colleague = await signedIn(cast.users.agencyAdmin.username);
    const theirs = (await colleague.request('POST', '/api/update_trip/', splitToDubrovnik({ trip_price_id: first.trip_price_id }))).json<UpdateTripResponse>();
    expect(theirs.trip_price_id).not.toBe(first.trip_price_id);

    const garbage = (await agent.request('POST', '/api/update_trip/', splitToDubrovnik({ trip_price_id: 'not-a-uuid' }))).json<UpdateTripResponse>();
    expect(garbage.trip_price_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives an expired quote’s id a new quote', async () => {
    const agent = await signedIn(cast.users.agent.username);
    const first = (await agent.request('POST', '/api/update_trip/', splitToDubrovnik())).json<UpdateTripResponse>();
    clock = new Date(clock.getTime() + 24 * 3600 * 1000);
    try {
      const again = await signedIn(cast.users.agent.username);
      const renewed = (await again.request('POST', '/api/update_trip/', splitToDubrovnik({ trip_price_id: first.trip_price_id }))).json<UpdateTripResponse>();
      expect(renewed.trip_price_id).not.toBe(first.trip_price_id);
      expect(renewed.expires_at).toBe(new Date(clock.getTime() + 24 * 3600 * 1000).toISOString());
    } finally {
      clock = new Date('2030-05-01T08:00:00Z');
    }
  });

  it('prices for another agency only when staff ask', async () => {
    const staff = await signedIn(cast.users.staff.username);
    const forAgency = (await staff.request('POST', '/api/update_trip/', splitToDubrovnik({ agency_id: otherAgent.agencyId }))).json<UpdateTripResponse>();
    expect(forAgency.vehicle_types[0]!.price!.agency_percent).toBe(15);
    const ownDefault = (await staff.request('POST', '/api/update_trip/', splitToDubrovnik())).json<UpdateTripResponse>();
    expect(ownDefault.vehicle_types[0]!.price!.agency_percent).toBe(10);
    const unknown = await staff.request('POST', '/api/update_trip/', splitToDubrovnik({ agency_id: 999_999 }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail[0]).toMatchObject({ loc: ['body', 'agency_id'], msg: 'Agency not found.' });

    const agent = await signedIn(cast.users.agent.username);
    const refused = await agent.request('POST', '/api/update_trip/', splitToDubrovnik({ agency_id: otherAgent.agencyId }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail[0]).toMatchObject({ loc: ['body', 'agency_id'], msg: 'Only staff can price a trip for another agency.' });
  });

  it.each([
    ['driver', 403],
    ['driverAdmin', 403],
    ['noRole', 403],
  ] as const)('refuses a %s (%i)', async (role, status) => {
    const browser = await signedIn(cast.users[role].username);
    expect((await browser.request('POST', '/api/update_trip/', splitToDubrovnik())).statusCode).toBe(status);
  });

  it('refuses a visitor (401) and a request without the CSRF header (403)', async () => {
    expect((await new HttpSession(ctx.app).request('POST', '/api/update_trip/', splitToDubrovnik())).statusCode).toBe(401);
    const agent = await signedIn(cast.users.agent.username);
    expect((await agent.request('POST', '/api/update_trip/', splitToDubrovnik(), { csrf: false })).statusCode).toBe(403);
  });
});
