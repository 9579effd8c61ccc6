import { PASSWORD_MESSAGES, PASSWORD_RESET_MESSAGES } from '@vozimo/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, users } from '../../db/schema/index.ts';
import { emailsTo, latestLinkToken } from '../../../test/account-links.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertUser, TEST_PASSWORD, uniqueName } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { RESET_THROTTLE } from './rules/reset-throttle.ts';

let ctx: TestContext;
let clock = new Date('2030-06-01T10:00:00Z');
const NEW_PASSWORD = 'tramontana kvarner 93';

beforeAll(async () => {
  ctx = await buildTestApp({ now: () => clock, publicUrl: 'https://vozimo.example' });
});
afterAll(() => ctx.close());

let ip = 0;
/** A browser on a network of its own: every per-address limit counts a whole /24 as one client. */
const browser = () => new HttpSession(ctx.app, { ip: `10.70.${++ip}.1` });
const newAccount = (values: Partial<typeof users.$inferInsert> = {}) =>
  insertUser(ctx.db, { isAgent: true, email: `${uniqueName('forgot')}@example.com`, firstName: 'Petra', ...values });

describe('forgot password', () => {
  it('answers an address with an account and one without the same way, and e-mails only the account', async () => {
    const user = await newAccount();
    const known = await browser().request('POST', '/api/password_reset/', { email: user.email.toUpperCase() });
    const unknownAddress = `${uniqueName('nobody')}@example.com`;
    const unknown = await browser().request('POST', '/api/password_reset/', { email: unknownAddress });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual({ detail: PASSWORD_RESET_MESSAGES.sent });
    expect(unknown.body).toBe(known.body);
    const [message] = await emailsTo(ctx.db, user.email);
    expect(message?.subject).toBe('Set a new Vozimo password');
    expect(message?.textBody).toContain('https://vozimo.example/reset-password?token=');
    expect(await emailsTo(ctx.db, unknownAddress)).toEqual([]);
  });

  it('sets the new password with the link once, ends every other session and signs this browser in', async () => {
    const user = await newAccount();
    const elsewhere = browser();
    await elsewhere.signIn(user.username);
    await browser().request('POST', '/api/password_reset/', { email: user.email });
    const token = await latestLinkToken(ctx.db, user.email);

    const page = browser();
    expect((await page.request('GET', `/api/public/password_reset/?token=${token}`)).json()).toEqual({ username: user.username });
    const done = await page.request('POST', '/api/public/password_reset/confirm/', { token, password: NEW_PASSWORD });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ first_name: 'Petra', is_agent: true });
    expect((await page.request('GET', '/api/auth/')).statusCode).toBe(200);
    expect((await elsewhere.request('GET', '/api/auth/')).statusCode).toBe(401);

    expect((await browser().request('POST', '/api/auth/', { username: user.username, password: TEST_PASSWORD })).statusCode).toBe(400);
    await browser().signIn(user.username, NEW_PASSWORD);
    const reused = await browser().request('POST', '/api/public/password_reset/confirm/', { token, password: 'another fine passphrase 7' });
    expect(reused.statusCode).toBe(404);
    expect(reused.json()).toEqual({ detail: PASSWORD_RESET_MESSAGES.linkInvalid });
  });

  it('lets a link expire after an hour, and kills older links once a password is set', async () => {
    const user = await newAccount();
    await browser().request('POST', '/api/password_reset/', { email: user.email });
    const first = await latestLinkToken(ctx.db, user.email);
    await browser().request('POST', '/api/password_reset/', { email: user.email });
    const second = await latestLinkToken(ctx.db, user.email);
    const start = clock;
    clock = new Date(start.getTime() + 60 * 60 * 1000);
    try {
      expect((await browser().request('GET', `/api/public/password_reset/?token=${second}`)).statusCode).toBe(404);
    } finally {
      clock = start;
    }
    expect((await browser().request('POST', '/api/public/password_reset/confirm/', { token: second, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await browser().request('GET', `/api/public/password_reset/?token=${first}`)).statusCode).toBe(404);
  });

  it('checks the new password against the account', async () => {
    const user = await newAccount();
    await browser().request('POST', '/api/password_reset/', { email: user.email });
    const token = await latestLinkToken(ctx.db, user.email);
    const same = await browser().request('POST', '/api/public/password_reset/confirm/', { token, password: user.email });
    expect(same.json().detail).toEqual([{ loc: ['body', 'password'], msg: PASSWORD_MESSAGES.sameAsUsername, type: 'value_error' }]);
    const common = await browser().request('POST', '/api/public/password_reset/confirm/', { token, password: 'qwertyuiop123' });
    expect(common.json().detail[0].msg).toBe(PASSWORD_MESSAGES.tooCommon);
    expect((await browser().request('GET', `/api/public/password_reset/?token=${token}`)).statusCode).toBe(200);
  });

  it('sends nothing to a deactivated account, and its link stops working', async () => {
    const user = await newAccount();
    await browser().request('POST', '/api/password_reset/', { email: user.email });
    const token = await latestLinkToken(ctx.db, user.email);
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await browser().request('POST', '/api/password_reset/', { email: user.email })).statusCode).toBe(202);
    expect(await emailsTo(ctx.db, user.email)).toHaveLength(1);
    expect((await browser().request('POST', '/api/public/password_reset/confirm/', { token, password: NEW_PASSWORD })).statusCode).toBe(404);
  });

  it('limits requests per address and per client, counted in the database, known address or not', async () => {
    const address = `${uniqueName('flood')}@example.com`;
    for (let i = 0; i < RESET_THROTTLE.maxPerEmail; i++) {
      expect((await browser().request('POST', '/api/password_reset/', { email: address })).statusCode).toBe(202);
    }
    const blocked = await browser().request('POST', '/api/password_reset/', { email: address });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: 'Too many password reset requests. Try again in 60 minutes.' });
    expect(blocked.headers['retry-after']).toBe('3600');

    const client = browser();
    for (let i = 0; i < RESET_THROTTLE.maxPerAddress; i++) {
      expect((await client.request('POST', '/api/password_reset/', { email: `${uniqueName('spray')}@example.com` })).statusCode).toBe(202);
    }
    expect((await client.request('POST', '/api/password_reset/', { email: `${uniqueName('spray')}@example.com` })).statusCode).toBe(429);
  });

  it('lets through five of forty parallel requests for one address: five e-mails, five links', async () => {
    const user = await newAccount();
    const browsers = Array.from({ length: 40 }, browser);
    // Each browser takes its CSRF cookie first, so the burst itself is only reset requests.
    await Promise.all(browsers.map((b) => b.request('GET', '/api/health/')));
    const answers = await Promise.all(browsers.map((b) => b.request('POST', '/api/password_reset/', { email: user.email })));
    expect(answers.filter((a) => a.statusCode === 202)).toHaveLength(RESET_THROTTLE.maxPerEmail);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(40 - RESET_THROTTLE.maxPerEmail);
    expect(await emailsTo(ctx.db, user.email)).toHaveLength(RESET_THROTTLE.maxPerEmail);
    expect(await ctx.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id))).toHaveLength(RESET_THROTTLE.maxPerEmail);
  });
});
