import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoundTrip, RoundTripList, UpdateRoundTripResponse } from '@vozimo/contract';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertPoi, insertPoiCategory, insertRoundTrip } from '../../../test/catalogue-factories.ts';
import { insertAgency, insertRoleCast, insertUser } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { OMIS } from '../../../test/quote-places.ts';
import { TEST_PERCENTAGES } from '../../../test/trip-factories.ts';
import { roundTrips } from '../../db/schema/index.ts';
import { computePriceBreakdown, priceRoundTrip } from '../pricing/ports.ts';

let ctx: TestContext;
let cast: Awaited<ReturnType<typeof insertRoleCast>>;
let generousAgent: Awaited<ReturnType<typeof insertUser>>;
let plitvice: Awaited<ReturnType<typeof insertRoundTrip>>;
let sedanOnly: Awaited<ReturnType<typeof insertRoundTrip>>;
let retired: Awaited<ReturnType<typeof insertRoundTrip>>;
let omisId: number;

const grossCents = (cents: number, agencyPercentBp = 1000) =>
  priceRoundTrip({ fixedPriceCents: cents, stopPriceCents: null, percentages: { ...TEST_PERCENTAGES, agencyPercentBp } }).breakdown.priceGrossCents;
const gross = (cents: number, agencyPercentBp = 1000) => grossCents(cents, agencyPercentBp) / 100;

beforeAll(async () => {
  ctx = await buildTestApp();
  cast = await insertRoleCast(ctx.db);
  generousAgent = await insertUser(ctx.db, { isAgent: true, agencyId: (await insertAgency(ctx.db, { agencyPercentBp: 2000 })).id });
  const category = await insertPoiCategory(ctx.db);
  omisId = (await insertPoi(ctx.db, { categoryId: category.id, ...OMIS, name: 'Omiš' })).id;
  plitvice = await insertRoundTrip(ctx.db, {
    name: 'A Plitvice day',
    photos: ['lakes.jpg', 'https://cdn.example.com/falls.jpg'],
    basePrices: { 3: 34_000, 1: 28_000, 4: 52_000 },
    stopPoiId: omisId,
    stopPriceCents: 3000,
    stopDurationMinutes: 60,
  });
  sedanOnly = await insertRoundTrip(ctx.db, { name: 'B Sedan only', basePrices: { 1: 15_000 } });
  retired = await insertRoundTrip(ctx.db, { name: 'C Retired', isActive: false });
});
afterAll(() => ctx.close());

async function signedIn(username: string) {
  const browser = new HttpSession(ctx.app);
  await browser.signIn(username);
  return browser;
}

describe('GET /api/round_trips/', () => {
  it('lists active round trips with the customer’s price per vehicle type, cheapest first', async () => {
    const agent = await signedIn(cast.users.agent.username);
    const res = await agent.request('GET', '/api/round_trips/');
    expect(res.statusCode, res.body).toBe(200);
    const { items } = res.json<RoundTripList>();
    expect(items.map((i) => i.round_trip_id)).toEqual([plitvice.id, sedanOnly.id]);
    const first = items[0]!;
    expect(first).toMatchObject({
      name: 'A Plitvice day',
      description: 'Lakes and waterfalls.',
      location: { x: 16.4402, y: 43.5081 },
      duration_minutes: 660,
      distance: 500_000,
      photos: ['/media/lakes.jpg', 'https://cdn.example.com/falls.jpg'],
      stop: { poi_id: omisId, name: 'Omiš', time: 60, price: computePriceBreakdown(3000, TEST_PERCENTAGES).priceGrossCents / 100 },
      start_loc: { id: plitvice.startPlaceId, formatted_address: 'Split, Croatia', country_short_name: 'HR', locality: 'Split' },
    });
    expect(first.prices).toEqual([
      { vehicle_type: 1, vehicle_type_name: 'Sedan', max_passengers: 3, price: gross(28_000) },
      { vehicle_type: 3, vehicle_type_name: 'Van', max_passengers: 7, price: gross(34_000) },
      { vehicle_type: 4, vehicle_type_name: 'Minibus', max_passengers: 16, price: gross(52_000) },
    ]);
    expect(items[1]!.stop).toBeNull();
  });

  it('includes the agency’s own commission in the prices', async () => {
    const agent = await signedIn(generousAgent.username);
    const { items } = (await agent.request('GET', '/api/round_trips/')).json<RoundTripList>();
    expect(items[0]!.prices[0]!.price).toBe(gross(28_000, 2000));
  });

  it.each([
    ['driver', 403],
    ['driverAdmin', 403],
    ['noRole', 403],
    ['staff', 200],
    ['agencyAdmin', 200],
  ] as const)('as %s: %i', async (role, status) => {
    const browser = await signedIn(cast.users[role].username);
    expect((await browser.request('GET', '/api/round_trips/')).statusCode).toBe(status);
  });
});

describe('GET /api/round_trips/{id}/', () => {
  it('answers one round trip', async () => {
    const agent = await signedIn(cast.users.agent.username);
    const res = await agent.request('GET', `/api/round_trips/${sedanOnly.id}/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<RoundTrip>()).toMatchObject({ round_trip_id: sedanOnly.id, prices: [{ vehicle_type: 1, price: gross(15_000) }] });
  });

  it.each([
    ['an unknown id', () => 999_999],
    ['a retired round trip', () => retired.id],
  ])('404 for %s', async (_name, id) => {
    const agent = await signedIn(cast.users.agent.username);
    const res = await agent.request('GET', `/api/round_trips/${id()}/`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Round trip not found.' });
  });

  it.each(['abc', '0', '-1', '99999999999'])('422 for the id %s, never 500', async (id) => {
    const agent = await signedIn(cast.users.agent.username);
    const res = await agent.request('GET', `/api/round_trips/${id}/`);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['params', 'id']);
  });

  it('refuses drivers before saying whether it exists', async () => {
    const driver = await signedIn(cast.users.driver.username);
    expect((await driver.request('GET', `/api/round_trips/${plitvice.id}/`)).statusCode).toBe(403);
    expect((await driver.request('GET', '/api/round_trips/999999/')).statusCode).toBe(403);
  });
});

describe('POST /api/update_round_trip/', () => {
  it('prices the fitting vehicle types from the round trip’s prices and stores a quote', async () => {
    const agent = await signedIn(cast.users.agent.username);
    const res = await agent.request('POST', '/api/update_round_trip/', { passengers: 4, round_trip_id: plitvice.id, trip_price_id: null, poi_id: null });
    expect(res.statusCode, res.body).toBe(200);
    const quote = res.json<UpdateRoundTripResponse>();
    expect(quote).toMatchObject({
      round_trip_id: plitvice.id,
      round_trip_name: 'A Plitvice day',
      selected_vehicle_type: 3,
      stops: [],
      distance: 500_000,
      duration: 660 * 60,
    });
    expect(quote.vehicle_types.map((v) => [v.vehicle_type_id, v.price_cents])).toEqual([
      [3, grossCents(34_000)],
      [4, grossCents(52_000)],
    ]);
    expect(quote.vehicle_types[0]).not.toHaveProperty('price_per_km');
  });

  it('adds the optional stop', async () => {
    const agent = await signedIn(cast.users.agent.username);
    const res = await agent.request('POST', '/api/update_round_trip/', { passengers: 2, round_trip_id: plitvice.id, poi_id: omisId });
    expect(res.statusCode, res.body).toBe(200);
    const quote = res.json<UpdateRoundTripResponse>();
    expect(quote.stops).toEqual([{ poi_id: omisId, name: 'Omiš', price: 30, time: 60 }]);
    expect(quote.selected_vehicle_type).toBe(1);
    expect(quote.vehicle_types[0]!.price!.base_price).toBe(310);
  });

  it('updates the same quote when asked', async () => {
    const agent = await signedIn(cast.users.agent.username);
    const first = (await agent.request('POST', '/api/update_round_trip/', { passengers: 2, round_trip_id: plitvice.id })).json<UpdateRoundTripResponse>();
    const second = (
      await agent.request('POST', '/api/update_round_trip/', { passengers: 2, round_trip_id: plitvice.id, poi_id: omisId, trip_price_id: first.trip_price_id })
    ).json<UpdateRoundTripResponse>();
    expect(second.trip_price_id).toBe(first.trip_price_id);
  });

  it.each([
    { name: 'a stop the round trip does not offer', body: () => ({ passengers: 2, round_trip_id: sedanOnly.id, poi_id: omisId }), loc: ['body', 'poi_id'], msg: 'This round trip does not offer that stop.' },
    { name: 'an unknown round trip', body: () => ({ passengers: 2, round_trip_id: 999_999 }), loc: ['body', 'round_trip_id'], msg: 'Round trip not found.' },
    { name: 'a retired round trip', body: () => ({ passengers: 2, round_trip_id: retired.id }), loc: ['body', 'round_trip_id'], msg: 'Round trip not found.' },
    { name: 'more passengers than any priced vehicle seats', body: () => ({ passengers: 5, round_trip_id: sedanOnly.id }), loc: ['body', 'passengers'], msg: 'No vehicle type takes this many passengers.' },
    { name: 'eight passengers', body: () => ({ passengers: 8, round_trip_id: plitvice.id }), loc: ['body', 'passengers'], msg: 'Passengers must be between 1 and 7.' },
    { name: 'no round trip id', body: () => ({ passengers: 2 }), loc: ['body', 'round_trip_id'], msg: undefined },
  ])('422 for $name', async ({ body, loc, msg }) => {
    const agent = await signedIn(cast.users.agent.username);
    const res = await agent.request('POST', '/api/update_round_trip/', body());
    expect(res.statusCode, res.body).toBe(422);
    const issue = res.json().detail[0];
    expect(issue.loc).toEqual(loc);
    if (msg) expect(issue.msg).toBe(msg);
  });

  it('refuses drivers (403) and visitors (401)', async () => {
    const driver = await signedIn(cast.users.driverAdmin.username);
    expect((await driver.request('POST', '/api/update_round_trip/', { passengers: 2, round_trip_id: plitvice.id })).statusCode).toBe(403);
    expect((await new HttpSession(ctx.app).request('POST', '/api/update_round_trip/', { passengers: 2, round_trip_id: plitvice.id })).statusCode).toBe(401);
  });

  it('stops offering a round trip once it is retired', async () => {
    const temporary = await insertRoundTrip(ctx.db, { name: 'D Temporary' });
    await ctx.db.update(roundTrips).set({ isActive: false }).where(eq(roundTrips.id, temporary.id));
    const agent = await signedIn(cast.users.agent.username);
    const { items } = (await agent.request('GET', '/api/round_trips/')).json<RoundTripList>();
    expect(items.map((i) => i.round_trip_id)).not.toContain(temporary.id);
  });
});
