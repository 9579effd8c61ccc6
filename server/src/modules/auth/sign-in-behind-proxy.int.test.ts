import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertUser, TEST_PASSWORD, uniqueName } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';

// Issue 28: with TRUST_PROXY the app believes the address its proxy adds to X-Forwarded-For, and
// nothing a client wrote there before it. A proxy that appends (nginx's $proxy_add_x_forwarded_for,
// Caddy trusting another proxy in front) passes the client's own header on, so believing its first
// entry let one client take a new address for every sign-in attempt and dodge the per-address limit.

const PROXY = '10.0.0.1';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ trustProxy: true });
});
afterAll(() => ctx.close());

/** A sign-in as it reaches the app through an appending proxy: the client's header, then the proxy's entry. */
const signInThroughProxy = (browser: HttpSession, client: string, claimed: string, username: string, password: string) =>
  browser.request('POST', '/api/auth/', { username, password }, { headers: { 'x-forwarded-for': `${claimed}, ${client}` } });

describe('the client address behind a proxy that appends to X-Forwarded-For', () => {
  it('is the one the proxy added: a client claiming a new address for each guess still meets the per-address limit', async () => {
    const user = await insertUser(ctx.db, { isAgent: true, username: uniqueName('spoofer') });
    const browser = new HttpSession(ctx.app, { ip: PROXY });
    const guesses = [];
    for (let i = 1; i <= 5; i++) guesses.push((await signInThroughProxy(browser, '198.51.100.7', `203.0.113.${i}`, user.username, `guess-${i}`)).statusCode);
    expect(guesses).toEqual([400, 400, 400, 400, 400]);

    const sixth = await signInThroughProxy(browser, '198.51.100.7', '203.0.113.99', user.username, TEST_PASSWORD);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ detail: 'Too many sign-in attempts. Try again in 15 minutes.' });

    // Another real client behind the same proxy, on another network, is another source: the user still signs in.
    const elsewhere = new HttpSession(ctx.app, { ip: PROXY });
    expect((await signInThroughProxy(elsewhere, '192.0.2.8', '203.0.113.99', user.username, TEST_PASSWORD)).statusCode).toBe(200);
  });
});
