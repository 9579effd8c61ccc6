import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Passwords from '../../platform/passwords.ts';
import { loginAttempts } from '../../db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertUser, TEST_PASSWORD, uniqueName } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';

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

describe('sign-in throttling per account and address', () => {
  it('blocks the guessing address but lets the real user in from another address', async () => {
    const user = await insertUser(ctx.db, { isAgent: true, username: uniqueName('lockout') });
    const attacker = await readyBrowser('10.51.0.1');
    for (let i = 0; i < 5; i++) expect((await signIn(attacker, user.username, 'guess')).statusCode).toBe(400);

    const blocked = await signIn(attacker, user.username, TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: 'Too many sign-in attempts. Try again in 15 minutes.' });

    const realUser = await readyBrowser('10.51.0.2');
    expect((await signIn(realUser, user.username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('blocks an account from every address after fifty failures across addresses', async () => {
    const user = await insertUser(ctx.db, { isAgent: true, username: uniqueName('spread') });
    await ctx.db.insert(loginAttempts).values(
      Array.from({ length: 50 }, (_, i) => ({ username: user.username.toLowerCase(), ipAddress: `10.52.1.${i}` })),
    );
    const anywhere = await readyBrowser('10.52.0.1');
    expect((await signIn(anywhere, user.username, TEST_PASSWORD)).statusCode).toBe(429);
    expect(passwordChecks.count).toBe(0);
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
