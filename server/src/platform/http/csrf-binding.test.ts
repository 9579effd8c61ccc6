import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertRoleCast } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { newCsrfToken } from './csrf.ts';

// Issue 16, finding 9: the CSRF token was not tied to the session, so a token planted in a victim's
// browser (a cookie set from a sibling subdomain, say) passed as that victim's.

let ctx: TestContext;
let cast: Awaited<ReturnType<typeof insertRoleCast>>;

beforeAll(async () => {
  ctx = await buildTestApp();
  cast = await insertRoleCast(ctx.db);
});
afterAll(() => ctx.close());

async function signedIn(ip: string): Promise<HttpSession> {
  const session = new HttpSession(ctx.app, { ip });
  await session.signIn(cast.users.agent.username);
  return session;
}

/** A write with the session's cookie and this CSRF token as both cookie and header (what an attacker can plant). */
function writeWith(session: HttpSession, token: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/account/',
    headers: { cookie: `sessionid=${session.cookie('sessionid')}; csrftoken=${token}`, 'x-csrftoken': token },
    payload: { first_name: 'Planted', last_name: 'Token', email: 'planted@example.com' },
  });
}

describe('the CSRF token is bound to the session', () => {
  it('signing in replaces the token with one bound to the new session, and writes work with it', async () => {
    const session = new HttpSession(ctx.app, { ip: '10.16.9.20' });
    await session.request('GET', '/api/health/');
    const before = session.cookie('csrftoken');
    await session.signIn(cast.users.agent.username);
    expect(session.cookie('csrftoken')).not.toBe(before);
    expect(session.cookie('csrftoken')).toMatch(/\./);
    const res = await session.request('POST', '/api/account/', { first_name: 'Bound', last_name: 'Token', email: 'bound@example.com' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a token made without a session, or for another session, is refused when signed in', async () => {
    const victim = await signedIn('10.16.9.21');
    const attacker = await signedIn('10.16.9.22');
    for (const planted of [newCsrfToken(undefined), attacker.cookie('csrftoken')!]) {
      const res = await writeWith(victim, planted);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: 'CSRF Failed: CSRF token missing or incorrect.' });
    }
    expect((await writeWith(victim, victim.cookie('csrftoken')!)).statusCode).toBe(200);
  });

  it('a request with a token that does not fit its session is given a fitting one', async () => {
    const session = await signedIn('10.16.9.23');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/',
      headers: { cookie: `sessionid=${session.cookie('sessionid')}; csrftoken=${newCsrfToken(undefined)}` },
    });
    const issued = res.cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
    expect((await writeWith(session, issued)).statusCode).toBe(200);
  });

  it('a visitor without a session may use any well-formed token (the sign-in form)', async () => {
    const token = newCsrfToken(undefined);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/',
      headers: { cookie: `csrftoken=${token}`, 'x-csrftoken': token },
      payload: { username: cast.users.agent.username, password: 'wrong-password' },
    });
    expect(res.statusCode).toBe(400);
  });
});
