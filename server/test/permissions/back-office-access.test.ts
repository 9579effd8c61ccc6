import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../build-test-app.ts';
import { insertRoleCast, type RoleName } from '../factories.ts';
import { HttpSession } from '../http-session.ts';

// The whole back office's door (docs/decisions/0023-back-office.md): every route under /api/admin/,
// read from the app's route registry, so each section's routes are held as soon as they exist.
// The matrix (endpoint-permissions) checks each route's answers in detail; this checks the one rule
// all of them share, whatever their body or ids: signed out 401, every other role 403.

let ctx: TestContext;
let cast: Awaited<ReturnType<typeof insertRoleCast>>;

beforeAll(async () => {
  ctx = await buildTestApp();
  cast = await insertRoleCast(ctx.db);
});
afterAll(() => ctx.close());

const NON_STAFF: RoleName[] = ['agencyAdmin', 'agent', 'driverAdmin', 'driver', 'noRole'];
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A route's path with each `:param` filled (an id that may not exist: the answer must not depend on it). */
const pathOf = (url: string) => url.replace(/:[A-Za-z_]+/g, '1');

function backOfficeRoutes() {
  return ctx.app.apiRoutes.filter((r) => r.url.startsWith('/api/admin/')).map((r) => ({ method: r.method as Method, url: r.url }));
}

let address = 0;
async function sessionAs(who: RoleName | 'anonymous'): Promise<HttpSession> {
  const browser = new HttpSession(ctx.app, { ip: `10.15.${Math.floor(address / 250)}.${address++ % 250}` });
  if (who !== 'anonymous') await browser.signIn(cast.users[who].username);
  return browser;
}

describe('the back office (/api/admin/) is staff only', () => {
  it('has routes to check', () => {
    expect(backOfficeRoutes().length).toBeGreaterThan(0);
    expect(ctx.app.apiRoutes.filter((r) => r.url.startsWith('/api/admin/') && r.public)).toEqual([]);
  });

  it('answers 401 to a signed-out visitor on every route', async () => {
    const browser = await sessionAs('anonymous');
    const answers: string[] = [];
    for (const route of backOfficeRoutes()) {
      const res = await browser.request(route.method, pathOf(route.url), route.method === 'GET' ? undefined : {});
      if (res.statusCode !== 401) answers.push(`${route.method} ${route.url} → ${res.statusCode}`);
    }
    expect(answers).toEqual([]);
  });

  it.each(NON_STAFF)('answers 403 to %s on every route, whatever the body', async (who) => {
    const browser = await sessionAs(who);
    const answers: string[] = [];
    for (const route of backOfficeRoutes()) {
      const res = await browser.request(route.method, pathOf(route.url), route.method === 'GET' ? undefined : {});
      if (res.statusCode !== 403) answers.push(`${route.method} ${route.url} → ${res.statusCode}`);
    }
    expect(answers).toEqual([]);
  });

  it('lets staff through to the call (never 401 or 403)', async () => {
    const browser = await sessionAs('staff');
    const refused: string[] = [];
    for (const route of backOfficeRoutes().filter((r) => r.method === 'GET')) {
      const res = await browser.request('GET', pathOf(route.url));
      if (res.statusCode === 401 || res.statusCode === 403) refused.push(`${route.method} ${route.url} → ${res.statusCode}`);
    }
    expect(refused).toEqual([]);
  });
});
