import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PoiCategory, VehicleType } from '@vozimo/contract';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertPoiCategory } from '../../../test/catalogue-factories.ts';
import { insertRoleCast } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';

let ctx: TestContext;
let cast: Awaited<ReturnType<typeof insertRoleCast>>;

beforeAll(async () => {
  ctx = await buildTestApp();
  cast = await insertRoleCast(ctx.db);
  await insertPoiCategory(ctx.db, { name: 'Old towns', color: 'orange' });
  await insertPoiCategory(ctx.db, { name: 'Caves', color: 'indigo' });
});
afterAll(() => ctx.close());

async function signedIn(username: string) {
  const browser = new HttpSession(ctx.app);
  await browser.signIn(username);
  return browser;
}

describe('GET /api/list_vehicle_types/', () => {
  it('lists the vehicle types of the initial migration, smallest first, money in euros', async () => {
    const driver = await signedIn(cast.users.driver.username);
    const res = await driver.request('GET', '/api/list_vehicle_types/');
    expect(res.statusCode, res.body).toBe(200);
    const types = res.json<VehicleType[]>();
    expect(types.map((t) => [t.vehicle_type_id, t.vehicle_type_name, t.max_passengers])).toEqual([
      [1, 'Sedan', 3],
      [2, 'Premium Sedan', 3],
      [3, 'Van', 7],
      [4, 'Minibus', 16],
      [5, 'Bus', 50],
    ]);
    expect(types[0]).toEqual({
      vehicle_type_id: 1,
      vehicle_type_name: 'Sedan',
      max_passengers: 3,
      comparable_to: 'Škoda Superb, Volkswagen Passat',
      price_per_km: 0.85,
      minimum_fare: 35,
      baggage_note: 'One large (74 x 53 x 28 cm) and one small (56 x 36 x 23 cm) bag per passenger',
      image: '/images/vehicle-types/sedan.svg',
    });
  });

  it('gives each vehicle type a picture of its own (issue 11: every type showed the same sedan)', async () => {
    const driver = await signedIn(cast.users.driver.username);
    const types = (await driver.request('GET', '/api/list_vehicle_types/')).json<VehicleType[]>();
    const images = types.map((t) => t.image);
    expect(images.every((image) => image !== null && /^\/images\/vehicle-types\/[a-z-]+\.svg$/.test(image))).toBe(true);
    expect(new Set(images).size).toBe(types.length);
  });

  it('wants a signed-in user', async () => {
    expect((await new HttpSession(ctx.app).request('GET', '/api/list_vehicle_types/')).statusCode).toBe(401);
  });
});

describe('GET /api/poi_categories/', () => {
  it('lists the categories by name with their colour', async () => {
    const agent = await signedIn(cast.users.agent.username);
    const res = await agent.request('GET', '/api/poi_categories/');
    expect(res.statusCode, res.body).toBe(200);
    const categories = res.json<PoiCategory[]>();
    expect(categories.map((c) => [c.category_name, c.color])).toEqual([
      ['Caves', 'indigo'],
      ['Old towns', 'orange'],
    ]);
    expect(categories[0]!.category_id).toEqual(expect.any(Number));
  });

  it('wants a signed-in user', async () => {
    expect((await new HttpSession(ctx.app).request('GET', '/api/poi_categories/')).statusCode).toBe(401);
  });
});
