import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertRoleCast } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';

// The cache on, with a lifetime far longer than any test: what must be seen at once is dropped
// from it explicitly, and what is not dropped shows that the cache is really in use.
let ctx: TestContext;
let cast: Awaited<ReturnType<typeof insertRoleCast>>;

beforeAll(async () => {
  ctx = await buildTestApp({ actorCacheMs: 60_000 });
  cast = await insertRoleCast(ctx.db);
});
afterAll(() => ctx.close());

let ipCounter = 0;
const newBrowser = () => new HttpSession(ctx.app, { ip: `10.1.0.${++ipCounter}` });

describe('the signed-in user kept in memory', () => {
  it('is used for later requests of the same session (a database change outside the app is seen late)', async () => {
    const browser = newBrowser();
    await browser.signIn(cast.users.driver.username);
    expect((await browser.request('GET', '/api/auth/')).json()).toMatchObject({ first_name: 'Luka' });
    await ctx.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, cast.users.driver.id));
    expect((await browser.request('GET', '/api/auth/')).json()).toMatchObject({ first_name: 'Luka' });
    // A new session reads the database.
    const other = newBrowser();
    await other.signIn(cast.users.driver.username);
    expect((await other.request('GET', '/api/auth/')).json()).toMatchObject({ first_name: 'Renamed' });
  });

  it('is dropped on sign-out, so the old cookie stops working at once', async () => {
    const browser = newBrowser();
    await browser.signIn(cast.users.agent.username);
    const token = browser.cookie('sessionid')!;
    expect((await browser.request('GET', '/api/auth/')).statusCode).toBe(200);
    expect((await browser.request('DELETE', '/api/auth/')).statusCode).toBe(200);
    const replay = await ctx.app.inject({ method: 'GET', url: '/api/auth/', cookies: { sessionid: token } });
    expect(replay.statusCode).toBe(401);
  });

  it('is dropped when an override starts and ends, so the new rights apply to the next request', async () => {
    const browser = newBrowser();
    await browser.signIn(cast.users.staff.username);
    expect((await browser.request('GET', '/api/auth/')).json()).toMatchObject({ is_staff: true });
    await browser.request('POST', '/api/auth_override/', { agent_id: cast.users.agent.id });
    expect((await browser.request('GET', '/api/auth/')).json()).toMatchObject({ is_agent: true, is_staff: false });
    expect((await browser.request('GET', '/api/trips/')).statusCode).toBe(200);
    await browser.request('DELETE', '/api/auth_override/');
    expect((await browser.request('GET', '/api/auth/')).json()).toMatchObject({ is_staff: true, is_agent: false });
  });
});
