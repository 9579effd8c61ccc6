import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../build-test-app.ts';
import { insertRoleCast } from '../factories.ts';
import { HttpSession } from '../http-session.ts';
import { insertCastTrips } from '../trip-factories.ts';
import { insertCastBulkPayments } from '../bulk-payment-factories.ts';
import { ENDPOINT_MATRIX, EVERYONE, type MatrixFixture, type Who } from './endpoint-matrix.ts';

let ctx: TestContext;
let fixture: MatrixFixture;

beforeAll(async () => {
  ctx = await buildTestApp();
  const own = await insertRoleCast(ctx.db);
  const foreign = await insertRoleCast(ctx.db);
  fixture = {
    own,
    foreign,
    trips: { own: await insertCastTrips(ctx.db, own), foreign: await insertCastTrips(ctx.db, foreign) },
    bulkPayments: { own: await insertCastBulkPayments(ctx.db, own), foreign: await insertCastBulkPayments(ctx.db, foreign) },
  };
});
afterAll(() => ctx.close());

let address = 0;
async function browserFor(who: Who): Promise<HttpSession> {
  const browser = new HttpSession(ctx.app, { ip: `10.9.${Math.floor(address / 250)}.${address++ % 250}` });
  if (who !== 'anonymous') await browser.signIn(fixture.own.users[who].username);
  return browser;
}

describe('every API endpoint has a permission entry', () => {
  it('lists each registered route in the matrix', () => {
    const covered = new Set(ENDPOINT_MATRIX.map((c) => `${c.method} ${c.route}`));
    const missing = ctx.app.apiRoutes.map((r) => `${r.method} ${r.url}`).filter((key) => !covered.has(key));
    expect(missing, 'add these endpoints to server/test/permissions/endpoint-matrix.ts').toEqual([]);
  });

  it('has no entry for a route that does not exist', () => {
    const registered = new Set(ctx.app.apiRoutes.map((r) => `${r.method} ${r.url}`));
    expect(ENDPOINT_MATRIX.map((c) => `${c.method} ${c.route}`).filter((key) => !registered.has(key))).toEqual([]);
  });
});

describe.each(ENDPOINT_MATRIX)('$method $route $name', (entry) => {
  it.each(EVERYONE)('as %s', async (who) => {
    const browser = await browserFor(who);
    const url = entry.path ? entry.path(fixture) : entry.route;
    const res = await browser.request(entry.method, url, entry.body?.(fixture, who));
    expect(res.statusCode, res.body).toBe(entry.expect[who]);
  });
});
