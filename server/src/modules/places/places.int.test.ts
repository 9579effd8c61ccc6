import { MAPS_UNAVAILABLE_MESSAGE, PLACE_SEARCH_MESSAGES, placeListSchema } from '@vozimo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPoi, insertPoiCategory } from '../../../test/catalogue-factories.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertUser } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { MapsUnavailableError, type PlaceSearch } from '../../platform/maps/maps.ts';
import { createOfflineRoutePlanner } from '../../platform/maps/offline-route-planner.ts';
import { createPlacesRepository } from './places.repository.ts';
import { createPlacesService } from './places.service.ts';

describe('GET /api/places/', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // A clock that stays inside one minute: the rate limit's window must not turn between the 120th search and the 121st.
    ctx = await buildTestApp({ now: () => new Date('2030-06-01T10:00:30Z') });
  });
  afterAll(() => ctx.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('answers anybody, signed in or not, with Split first and its airport second for "spl"', async () => {
    const response = await get('/api/places/?q=spl');
    expect(response.statusCode).toBe(200);
    const places = placeListSchema.parse(response.json());
    expect(places.slice(0, 2)).toEqual([
      {
        formatted_address: 'Split, Croatia',
        place_id: 'geonames:3190261',
        lat: 43.50891,
        lng: 16.43915,
        country_short_name: 'HR',
        country_long_name: 'Croatia',
        locality: 'Split',
      },
      {
        formatted_address: 'Split Airport (SPU), Croatia',
        place_id: 'airport:SPU',
        lat: 43.5389,
        lng: 16.298,
        country_short_name: 'HR',
        country_long_name: 'Croatia',
        locality: 'Split',
      },
    ]);
  });

  it('trims the text and ignores accents and case', async () => {
    const places = placeListSchema.parse((await get('/api/places/?q=%20%20SIBENIK%20')).json());
    expect(places[0]?.formatted_address).toBe('Šibenik, Croatia');
    const ljubljana = placeListSchema.parse((await get('/api/places/?q=ljublj')).json());
    expect(ljubljana[0]?.formatted_address).toBe('Ljubljana, Slovenia');
  });

  it('gives at most 10 by default and at most `limit` when asked', async () => {
    expect(placeListSchema.parse((await get('/api/places/?q=sa')).json())).toHaveLength(10);
    expect(placeListSchema.parse((await get('/api/places/?q=sa&limit=20')).json())).toHaveLength(20);
    expect(placeListSchema.parse((await get('/api/places/?q=sa&limit=3')).json())).toHaveLength(3);
  });

  it.each([
    ['/api/places/', 'q', PLACE_SEARCH_MESSAGES.queryTooShort],
    ['/api/places/?q=s', 'q', PLACE_SEARCH_MESSAGES.queryTooShort],
    ['/api/places/?q=%20s%20', 'q', PLACE_SEARCH_MESSAGES.queryTooShort],
    [`/api/places/?q=${'a'.repeat(101)}`, 'q', PLACE_SEARCH_MESSAGES.queryTooLong],
    ['/api/places/?q=split&limit=21', 'limit', PLACE_SEARCH_MESSAGES.limit],
    ['/api/places/?q=split&limit=0', 'limit', PLACE_SEARCH_MESSAGES.limit],
    ['/api/places/?q=split&limit=ten', 'limit', PLACE_SEARCH_MESSAGES.limit],
  ])('%s is a 422 at %s', async (url, field, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: [{ loc: ['querystring', field], msg: message, type: 'value_error' }] });
  });

  it('refuses a network that searches more than 120 times a minute, and no other network nor a signed-in user in it', async () => {
    const from = (ip: string) => ctx.app.inject({ method: 'GET', url: '/api/places/?q=zagreb&limit=1', remoteAddress: ip });
    const searches = await Promise.all(Array.from({ length: 130 }, (_, i) => from(`192.0.2.${i + 1}`)));
    expect(searches.filter((s) => s.statusCode === 200)).toHaveLength(120);
    const refused = searches.filter((s) => s.statusCode === 429);
    expect(refused).toHaveLength(10);
    expect(refused[0]!.json()).toEqual({ detail: PLACE_SEARCH_MESSAGES.tooMany });
    expect(Number(refused[0]!.headers['retry-after'])).toBe(30);
    // One IPv6 client owns a /64: it is one network too.
    for (let i = 0; i < 120; i++) expect((await from(`2001:db8:7:7::${i.toString(16)}`)).statusCode).toBe(200);
    expect((await from('2001:db8:7:7:ffff::1')).statusCode).toBe(429);

    expect((await from('192.0.3.8')).statusCode).toBe(200);
    // A signed-in user is counted by their account, wherever they are.
    const agent = new HttpSession(ctx.app, { ip: '192.0.2.200' });
    await agent.signIn((await insertUser(ctx.db, { isAgent: true })).username);
    expect((await agent.request('GET', '/api/places/?q=zagreb&limit=1')).statusCode).toBe(200);
  });

  it('answers an empty list when nothing matches', async () => {
    const response = await get('/api/places/?q=xqzv');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

describe('GET /api/places/ when the maps service is down', () => {
  let ctx: TestContext;
  const down: PlaceSearch = { search: () => Promise.reject(new MapsUnavailableError('Google Places autocomplete answered 500')) };
  beforeAll(async () => {
    ctx = await buildTestApp({ placeSearch: down });
  });
  afterAll(() => ctx.close());

  it('answers 503 with a message the picker can show', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/places/?q=split' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: MAPS_UNAVAILABLE_MESSAGE });
    expect(MAPS_UNAVAILABLE_MESSAGE).toBe('The maps service is not available right now. Please try again in a minute.');
  });
});

describe('listPoisNearRoute', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('lists the active points within the corridor with category and colour, in the order the route passes them', async () => {
    const { db } = ctx;
    const parks = await insertPoiCategory(db, { color: 'green' });
    const nature = await insertPoiCategory(db, { color: 'teal' });
    const plitvice = await insertPoi(db, { categoryId: parks.id, name: 'Plitvice Lakes', lat: 44.8654, lng: 15.582, minDurationMinutes: 180, maxDurationMinutes: 360 });
    const rastoke = await insertPoi(db, { categoryId: nature.id, name: 'Rastoke', lat: 45.1199, lng: 15.5834 });
    const krka = await insertPoi(db, { categoryId: parks.id, name: 'Krka', lat: 43.8048, lng: 15.9622 });
    const hidden = await insertPoi(db, { categoryId: nature.id, name: 'Hidden Rastoke', lat: 45.12, lng: 15.58, isActive: false });
    const bled = await insertPoi(db, { categoryId: nature.id, name: 'Lake Bled', lat: 46.3636, lng: 14.0938, country: 'SI' });
    const ours = new Set([plitvice.id, rastoke.id, krka.id, hidden.id, bled.id]);

    const route = await createOfflineRoutePlanner().route([
      { lat: 45.81444, lng: 15.97798 }, // Zagreb
      { lat: 43.50891, lng: 16.43915 }, // Split
    ]);
    const places = createPlacesService({ repo: createPlacesRepository(db), placeSearch: { search: () => Promise.resolve([]) }, now: () => new Date() });
    const found = (await places.listPoisNearRoute(route.polyline, route.distanceMeters)).filter((p) => ours.has(p.id));

    expect(found.map((p) => p.name)).toEqual(['Rastoke', 'Plitvice Lakes', 'Krka']);
    expect(found[1]).toMatchObject({
      id: plitvice.id,
      categoryId: parks.id,
      categoryName: parks.name,
      color: 'green',
      lat: 44.8654,
      lng: 15.582,
      minDurationMinutes: 180,
      maxDurationMinutes: 360,
      photo: null,
    });
    for (const poi of found) expect(poi.distanceFromRouteMeters).toBeLessThanOrEqual(30_000);
    expect(found[0]!.distanceAlongRouteMeters).toBeLessThan(found[1]!.distanceAlongRouteMeters);
  });

  it('keeps a short transfer to a narrow corridor', async () => {
    const { db } = ctx;
    const towns = await insertPoiCategory(db, { color: 'orange' });
    const trogir = await insertPoi(db, { categoryId: towns.id, name: 'Trogir', lat: 43.517, lng: 16.251 });
    const omis = await insertPoi(db, { categoryId: towns.id, name: 'Omiš', lat: 43.4445, lng: 16.6885 });
    const route = await createOfflineRoutePlanner().route([
      { lat: 43.5389, lng: 16.298 }, // Split Airport
      { lat: 43.50891, lng: 16.43915 }, // Split
    ]);
    const places = createPlacesService({ repo: createPlacesRepository(db), placeSearch: { search: () => Promise.resolve([]) }, now: () => new Date() });
    const found = await places.listPoisNearRoute(route.polyline, route.distanceMeters);
    const names = found.filter((p) => p.id === trogir.id || p.id === omis.id).map((p) => p.name);
    // Trogir is 5 km from the airport; Omiš 21 km beyond Split is no stop on a 25 km transfer.
    expect(names).toEqual(['Trogir']);
  });

  it('answers nothing for an empty route', async () => {
    const places = createPlacesService({ repo: createPlacesRepository(ctx.db), placeSearch: { search: () => Promise.resolve([]) }, now: () => new Date() });
    expect(await places.listPoisNearRoute([])).toEqual([]);
  });
});
