import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../build-test-app.ts';
import { insertRoleCast } from '../factories.ts';
import { HttpSession } from '../http-session.ts';
import { insertCastTrips } from '../trip-factories.ts';
import { insertCastBulkPayments } from '../bulk-payment-factories.ts';
import { ENDPOINT_MATRIX, EVERYONE, type EndpointCase, type MatrixFixture, type Who } from './endpoint-matrix.ts';

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

// A role a route refuses whatever it asks for gets its 403 (a visitor its 401) before the request's
// input is validated: a 422 would list the route's fields to anybody signed in (issue 28, point 7).
// Refused means refused in every case the matrix has for the route, so an object-level 403 (a trip one
// may read but not change) is not counted; the route's gate is (platform/http/route-permission.ts).
const INVALID_BODY = ['not', 'an', 'object'];
const INVALID_QUERY = 'month=not-a-month&limit=-1&offset=-1&company=none&status=none&q=x';

/** The route's path with every parameter given a value no parameter schema takes. */
const invalidPath = (route: string) => `${route.replace(/:[A-Za-z_]+/g, '0')}?${INVALID_QUERY}`;

function refusedRoles(cases: EndpointCase[]): Who[] {
  const refusal = (who: Who) => (who === 'anonymous' ? 401 : 403);
  return EVERYONE.filter((who) => cases.every((c) => c.expect[who] === refusal(who)));
}

const casesByRoute = new Map<string, EndpointCase[]>();
for (const c of ENDPOINT_MATRIX) casesByRoute.set(`${c.method} ${c.route}`, [...(casesByRoute.get(`${c.method} ${c.route}`) ?? []), c]);
const refusals = [...casesByRoute].flatMap(([key, cases]) => {
  const { method, route } = cases[0]!;
  return refusedRoles(cases).map((who) => ({ key, method, route, who }));
});

describe('a refused role is refused before its input is validated', () => {
  it.each(refusals)('$key as $who, with an invalid body, path and query', async ({ method, route, who }) => {
    const browser = await browserFor(who);
    const res = await browser.request(method, invalidPath(route), method === 'GET' ? undefined : INVALID_BODY);
    expect(res.statusCode, res.body).toBe(who === 'anonymous' ? 401 : 403);
  });
});
