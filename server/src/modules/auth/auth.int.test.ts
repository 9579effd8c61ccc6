import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, sessions, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertRoleCast, insertUser, TEST_PASSWORD, uniqueName } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';

let ctx: TestContext;
let cast: Awaited<ReturnType<typeof insertRoleCast>>;
let clock = new Date('2026-06-01T10:00:00Z');

beforeAll(async () => {
  ctx = await buildTestApp({ now: () => clock });
  cast = await insertRoleCast(ctx.db);
});
afterAll(() => ctx.close());

let ipCounter = 0;
/** Each test signs in from its own address so the per-address limit of one test never leaks into another. */
const newBrowser = () => new HttpSession(ctx.app, { ip: `10.0.0.${++ipCounter}` });

describe('GET /api/auth/', () => {
  it('answers 401 to a visitor', async () => {
    const res = await newBrowser().request('GET', '/api/auth/');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('returns exactly the seven fields of the signed-in user', async () => {
    const browser = newBrowser();
    await browser.signIn(cast.users.agencyAdmin.username);
    const res = await browser.request('GET', '/api/auth/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      first_name: 'Ana',
      last_name: 'User',
      is_agent: true,
      is_agency_admin: true,
      is_driver: false,
      is_driver_admin: false,
      is_staff: false,
    });
  });
});

describe('POST /api/auth/', () => {
  it('signs in, records the last login, and sets an HttpOnly browser-session cookie', async () => {
    const browser = newBrowser();
    const res = await browser.request('POST', '/api/auth/', { username: cast.users.driver.username, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ is_driver: true, is_driver_admin: false });
    const cookie = res.cookies.find((c) => c.name === 'sessionid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.expires).toBeUndefined();
    const [row] = await ctx.db.select().from(users).where(eq(users.id, cast.users.driver.id));
    expect(row?.lastLogin?.toISOString()).toBe(clock.toISOString());
  });

  it('keeps a remembered session for 30 days', async () => {
    const res = await newBrowser().request('POST', '/api/auth/', {
      username: cast.users.agent.username,
      password: TEST_PASSWORD,
      remember: true,
    });
    const cookie = res.cookies.find((c) => c.name === 'sessionid');
    expect(new Date(cookie!.expires!).getTime()).toBe(clock.getTime() + 30 * 24 * 3600 * 1000);
  });

  it('trims the username and matches it case-insensitively', async () => {
    const res = await newBrowser().request('POST', '/api/auth/', {
      username: `  ${cast.users.staff.username.toUpperCase()} `,
      password: `${TEST_PASSWORD} `,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ is_staff: true });
  });

  it('gives a wrong password and an unknown username the same answer', async () => {
    const wrongPassword = await newBrowser().request('POST', '/api/auth/', { username: cast.users.agent.username, password: 'nope' });
    const unknownUser = await newBrowser().request('POST', '/api/auth/', { username: 'no-such-user', password: 'nope' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(unknownUser.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ detail: 'Invalid username or password.' });
    expect(unknownUser.json()).toEqual(wrongPassword.json());
  });

  it('refuses a deactivated account like a wrong password', async () => {
    const inactive = await insertUser(ctx.db, { isAgent: true, isActive: false });
    const res = await newBrowser().request('POST', '/api/auth/', { username: inactive.username, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(400);
  });

  it.each([
    { body: { username: '', password: 'x' }, loc: ['body', 'username'], msg: 'Username must not be empty' },
    { body: { username: 'someone', password: '   ' }, loc: ['body', 'password'], msg: 'Password must not be empty' },
    { body: { username: 'a', password: 'b', admin: true }, loc: ['body', 'admin'], msg: 'Unknown field: admin' },
  ])('answers 422 with the field message: $msg', async ({ body, loc, msg }) => {
    const res = await newBrowser().request('POST', '/api/auth/', body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: [{ loc, msg, type: 'value_error' }] });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await newBrowser().request('POST', '/api/auth/', '{"username":', { headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'The request body is not valid JSON.' });
  });

  it('answers a missing body with 422', async () => {
    const res = await newBrowser().request('POST', '/api/auth/');
    expect(res.statusCode).toBe(422);
  });
});

describe('sign-in rate limit', () => {
  it('blocks an address at an account after five failures, even with the right password, and says when to retry', async () => {
    const user = await insertUser(ctx.db, { isAgent: true, username: uniqueName('victim') });
    const guesser = newBrowser();
    for (let i = 0; i < 5; i++) {
      const res = await guesser.request('POST', '/api/auth/', { username: user.username, password: 'guess' });
      expect(res.statusCode).toBe(400);
    }
    const blocked = await guesser.request('POST', '/api/auth/', { username: user.username, password: TEST_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: 'Too many sign-in attempts. Try again in 15 minutes.' });
    expect(blocked.headers['retry-after']).toBe('900');

    clock = new Date(clock.getTime() + 16 * 60 * 1000);
    const later = await guesser.request('POST', '/api/auth/', { username: user.username, password: TEST_PASSWORD });
    expect(later.statusCode).toBe(200);
  });

  it('blocks an address after thirty failures across usernames, but not other addresses', async () => {
    const spray = new HttpSession(ctx.app, { ip: '10.2.0.1' });
    for (let i = 0; i < 30; i++) {
      await spray.request('POST', '/api/auth/', { username: `sprayed-${i}`, password: 'guess' });
    }
    const blocked = await spray.request('POST', '/api/auth/', { username: cast.users.agent.username, password: TEST_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await newBrowser().request('POST', '/api/auth/', { username: cast.users.agent.username, password: TEST_PASSWORD });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('CSRF', () => {
  it('sets a readable csrftoken cookie on the first response', async () => {
    const res = await newBrowser().request('GET', '/api/auth/');
    const cookie = res.cookies.find((c) => c.name === 'csrftoken');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('refuses an unsafe request without the header, or with a different value', async () => {
    const browser = newBrowser();
    const missing = await browser.request('POST', '/api/auth/', { username: 'a', password: 'b' }, { csrf: false });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({ detail: 'CSRF Failed: CSRF token missing or incorrect.' });
    const wrong = await browser.request('DELETE', '/api/auth/', undefined, { csrf: false, headers: { 'x-csrftoken': 'x'.repeat(43) } });
    expect(wrong.statusCode).toBe(403);
  });

  it('refuses an unsafe request that carries a header but no cookie', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/',
      headers: { 'x-csrftoken': 'a'.repeat(43) },
      payload: { username: 'a', password: 'b' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('DELETE /api/auth/', () => {
  it('ends the session on the server, so the old cookie no longer works', async () => {
    const browser = newBrowser();
    await browser.signIn(cast.users.agent.username);
    const token = browser.cookie('sessionid')!;
    const res = await browser.request('DELETE', '/api/auth/');
    expect(res.statusCode).toBe(200);
    expect((await browser.request('GET', '/api/auth/')).statusCode).toBe(401);
    const replay = await ctx.app.inject({ method: 'GET', url: '/api/auth/', cookies: { sessionid: token } });
    expect(replay.statusCode).toBe(401);
  });
});

describe('session expiry', () => {
  it('expires a browser session after 12 idle hours', async () => {
    const browser = newBrowser();
    await browser.signIn(cast.users.agent.username);
    clock = new Date(clock.getTime() + 13 * 3600 * 1000);
    expect((await browser.request('GET', '/api/auth/')).statusCode).toBe(401);
  });

  it('extends a session that is in use', async () => {
    const browser = newBrowser();
    await browser.signIn(cast.users.agent.username);
    for (let hour = 0; hour < 3; hour++) {
      clock = new Date(clock.getTime() + 6 * 3600 * 1000);
      expect((await browser.request('GET', '/api/auth/')).statusCode).toBe(200);
    }
  });
});

describe('/api/auth_override/', () => {
  it('lets staff act as an agent, records it, and end it', async () => {
    const browser = newBrowser();
    await browser.signIn(cast.users.staff.username);
    const start = await browser.request('POST', '/api/auth_override/', { agent_id: cast.users.agent.id });
    expect(start.statusCode).toBe(200);
    expect(start.json()).toMatchObject({ first_name: 'Ivo', is_agent: true, is_staff: false });
    expect((await browser.request('GET', '/api/auth/')).json()).toMatchObject({ is_agent: true, is_staff: false });

    const end = await browser.request('DELETE', '/api/auth_override/');
    expect(end.statusCode).toBe(200);
    expect(end.json()).toMatchObject({ first_name: 'Stella', is_staff: true, is_agent: false });

    const audit = await ctx.db.select().from(auditEvents).where(eq(auditEvents.actorUserId, cast.users.staff.id));
    expect(audit.map((e) => e.action)).toEqual(expect.arrayContaining(['auth.override.start', 'auth.override.end']));
  });

  it('lets staff act as a driver of a company', async () => {
    const browser = newBrowser();
    await browser.signIn(cast.users.staff.username);
    const res = await browser.request('POST', '/api/auth_override/', { driver_id: cast.drivers.admin.id });
    expect(res.json()).toMatchObject({ is_driver: true, is_driver_admin: true, is_staff: false });
    const [session] = await ctx.db.select().from(sessions).where(eq(sessions.userId, cast.users.staff.id)).orderBy(sessions.id);
    expect(session).toBeDefined();
  });

  it('refuses everyone but staff', async () => {
    const browser = newBrowser();
    await browser.signIn(cast.users.agencyAdmin.username);
    const res = await browser.request('POST', '/api/auth_override/', { agent_id: cast.users.agent.id });
    expect(res.statusCode).toBe(403);
    expect((await newBrowser().request('POST', '/api/auth_override/', { agent_id: 1 })).statusCode).toBe(401);
  });

  it.each([
    { body: { agent_id: 999999 }, status: 404, detail: 'Agent not found.' },
    { body: { driver_id: 999999 }, status: 404, detail: 'Driver not found.' },
  ])('answers $status for $body', async ({ body, status, detail }) => {
    const browser = newBrowser();
    await browser.signIn(cast.users.staff.username);
    const res = await browser.request('POST', '/api/auth_override/', body);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ detail });
  });

  it.each([{}, { agent_id: 'seven' }, { agent_id: -1 }, { agent_id: 1, extra: 1 }])('answers 422 to %j', async (body) => {
    const browser = newBrowser();
    await browser.signIn(cast.users.staff.username);
    expect((await browser.request('POST', '/api/auth_override/', body)).statusCode).toBe(422);
  });
});
