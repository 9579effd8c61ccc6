import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Passwords from '../../platform/passwords.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertUser, TEST_PASSWORD, uniqueName } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';

// This file mocks modules, and test files share a worker's modules (isolate: false): it starts from
// fresh ones, so that what it tests imports the mocks, and leaves fresh ones to the next file.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

// Counts the password checks (argon2 verifications) that sign-in lets through.
const passwordChecks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../platform/passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>();
  return {
    ...original,
    verifyPassword: (hash: string, password: string) => {
      passwordChecks.count++;
      return original.verifyPassword(hash, password);
    },
  };
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => {
  passwordChecks.count = 0;
});

const signIn = (browser: HttpSession, username: string, password: string) =>
  browser.request('POST', '/api/auth/', { username, password });

/** A browser that already holds its CSRF cookie, so a burst sends only sign-in requests. */
async function readyBrowser(ip: string): Promise<HttpSession> {
  const browser = new HttpSession(ctx.app, { ip });
  await browser.request('GET', '/api/health/');
  return browser;
}

describe('sign-in throttling under a burst', () => {
  it('checks at most five of forty parallel wrong passwords, and the right one at position 35 does not sign in', async () => {
    const user = await insertUser(ctx.db, { isAgent: true, username: uniqueName('burst') });
    const attacker = await readyBrowser('10.50.0.1');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(attacker, user.username, i === 34 ? TEST_PASSWORD : `guess-${i}`)),
    );
    expect(passwordChecks.count).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.statusCode === 200)).toEqual([]);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(40 - passwordChecks.count);
    expect(answers[34]?.statusCode).toBe(429);
  });
});

describe('sign-in throttling per account and network', () => {
  it('blocks the guessing network but lets the real user in from another one', async () => {
    const user = await insertUser(ctx.db, { isAgent: true, username: uniqueName('lockout') });
    const attacker = await readyBrowser('10.51.0.1');
    for (let i = 0; i < 5; i++) expect((await signIn(attacker, user.username, 'guess')).statusCode).toBe(400);

    const blocked = await signIn(attacker, user.username, TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: 'Too many sign-in attempts. Try again in 15 minutes.' });

    const realUser = await readyBrowser('10.151.0.2');
    expect((await signIn(realUser, user.username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('answers an unknown account exactly as a known one', async () => {
    const known = await insertUser(ctx.db, { isAgent: true, username: uniqueName('known') });
    const attacker = await readyBrowser('10.53.0.1');
    const answers = async (username: string) => {
      const all = [];
      for (let i = 0; i < 6; i++) {
        const res = await signIn(attacker, username, 'guess');
        all.push({ status: res.statusCode, body: res.json() as unknown });
      }
      return all;
    };
    expect(await answers(uniqueName('nobody'))).toEqual(await answers(known.username));
  });

  it('forgets the address’s attempts at the account once the right password is given', async () => {
    const user = await insertUser(ctx.db, { isAgent: true, username: uniqueName('typo') });
    const browser = await readyBrowser('10.54.0.1');
    for (let i = 0; i < 4; i++) await signIn(browser, user.username, 'typo');
    expect((await signIn(browser, user.username, TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn(browser, user.username, 'typo')).statusCode).toBe(400);
  });
});

/** Five wrong passwords from each of ten networks: the account's own limit of fifty is reached. */
async function lockAccountFromTenNetworks(username: string, firstOctet: number) {
  for (let network = 0; network < 10; network++) {
    const attacker = await readyBrowser(`${firstOctet}.${network}.0.1`);
    for (let i = 0; i < 5; i++) expect((await signIn(attacker, username, `guess-${i}`)).statusCode).toBe(400);
  }
}

describe('sign-in throttling cannot lock the real user out of a known device', () => {
  it('lets the user in from a browser that signed in before, after ten networks made fifty wrong guesses; a new browser waits', async () => {
    const user = await insertUser(ctx.db, { isStaff: true, username: uniqueName('target') });
    const home = await readyBrowser('10.60.0.1');
    await home.signIn(user.username);
    await home.request('DELETE', '/api/auth/');
    expect(home.cookie('deviceid')).toBeTruthy();

    await lockAccountFromTenNetworks(user.username, 11);
    passwordChecks.count = 0;

    // Without a known device the account's limit holds, from any network, before any password check.
    const newBrowser = await readyBrowser('10.60.0.2');
    const refused = await signIn(newBrowser, user.username, TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: 'Too many sign-in attempts. Try again in 15 minutes.' });
    expect((await signIn(await readyBrowser('10.160.0.1'), user.username, TEST_PASSWORD)).statusCode).toBe(429);
    expect(passwordChecks.count).toBe(0);

    // The browser that signed in before is judged by its own limit only.
    expect((await signIn(home, user.username, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await home.request('GET', '/api/auth/')).json()).toMatchObject({ is_staff: true });
  });

  it('sets the device cookie only on a successful sign-in: HttpOnly, for the sign-in address only, kept a year', async () => {
    const user = await insertUser(ctx.db, { isAgent: true, username: uniqueName('cookie') });
    const failed = await signIn(await readyBrowser('10.63.0.1'), user.username, 'guess');
    expect(failed.cookies.map((c) => c.name)).not.toContain('deviceid');

    const browser = await readyBrowser('10.63.0.2');
    const answer = await signIn(browser, user.username, TEST_PASSWORD);
    const cookie = answer.cookies.find((c) => c.name === 'deviceid');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/auth/', sameSite: 'Strict' });
    const yearAhead = Date.now() + 365 * 24 * 3600 * 1000;
    expect(Math.abs(new Date(cookie!.expires!).getTime() - yearAhead)).toBeLessThan(60_000);
    // Signing in again from the same browser keeps the same device.
    const again = await signIn(browser, user.username, TEST_PASSWORD);
    expect(again.cookies.find((c) => c.name === 'deviceid')?.value).toBe(cookie!.value);
  });

  it('gives a known device ten tries of its own, which do not count against the account', async () => {
    const user = await insertUser(ctx.db, { isAgent: true, username: uniqueName('ownlimit') });
    const device = await readyBrowser('10.64.0.1');
    await device.signIn(user.username);
    for (let i = 0; i < 10; i++) expect((await signIn(device, user.username, `typo-${i}`)).statusCode).toBe(400);
    expect((await signIn(device, user.username, TEST_PASSWORD)).statusCode).toBe(429);
    // The same network without the device cookie has its own five.
    expect((await signIn(await readyBrowser('10.64.0.2'), user.username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('counts a device known to another account for nothing', async () => {
    const owner = await insertUser(ctx.db, { isAgent: true, username: uniqueName('owner') });
    const target = await insertUser(ctx.db, { isAgent: true, username: uniqueName('other') });
    const shared = await readyBrowser('10.65.0.1');
    await shared.signIn(owner.username);
    await lockAccountFromTenNetworks(target.username, 12);
    expect((await signIn(shared, target.username, TEST_PASSWORD)).statusCode).toBe(429);
    expect((await signIn(shared, owner.username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('answers an unknown and a known username alike from a browser known to another account', async () => {
    const owner = await insertUser(ctx.db, { isAgent: true, username: uniqueName('owner') });
    const known = await insertUser(ctx.db, { isAgent: true, username: uniqueName('known') });
    const browser = await readyBrowser('10.66.0.1');
    await browser.signIn(owner.username);
    const answers = async (username: string) => {
      const all = [];
      for (let i = 0; i < 6; i++) {
        const res = await signIn(browser, username, 'guess');
        all.push({ status: res.statusCode, body: res.json() as unknown });
      }
      return all;
    };
    expect(await answers(uniqueName('nobody'))).toEqual(await answers(known.username));
  });
});

describe('sign-in throttling counts a network, not an address', () => {
  it('counts every address of one IPv6 /64 as one: the sixth guess from a new address of it waits', async () => {
    const user = await insertUser(ctx.db, { isAgent: true, username: uniqueName('ipv6') });
    for (let i = 1; i <= 5; i++) expect((await signIn(await readyBrowser(`2001:db8:5:6::${i}`), user.username, 'guess')).statusCode).toBe(400);
    expect((await signIn(await readyBrowser('2001:db8:5:6:ffff::6'), user.username, TEST_PASSWORD)).statusCode).toBe(429);
    expect((await signIn(await readyBrowser('2001:db8:5:7::1'), user.username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('checks at most five of forty parallel wrong passwords sent from forty addresses of one /24', async () => {
    const user = await insertUser(ctx.db, { isAgent: true, username: uniqueName('subnet') });
    const browsers = await Promise.all(Array.from({ length: 40 }, (_, i) => readyBrowser(`10.67.0.${i + 1}`)));
    const answers = await Promise.all(browsers.map((b, i) => signIn(b, user.username, `guess-${i}`)));
    expect(passwordChecks.count).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(40 - passwordChecks.count);
  });

  it('lets one /24 spraying forty accounts at once reach the password check thirty times at most', async () => {
    const browsers = await Promise.all(Array.from({ length: 40 }, (_, i) => readyBrowser(`10.68.0.${i + 1}`)));
    const answers = await Promise.all(browsers.map((b) => signIn(b, uniqueName('sprayed'), 'guess')));
    expect(passwordChecks.count).toBe(30);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(10);
  });
});
