import { OWN_ACCOUNT_MESSAGES, PASSWORD_MESSAGES } from '@vozimo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertRoleCast, insertUser, TEST_PASSWORD, uniqueName } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';

let ctx: TestContext;
const NEW_PASSWORD = 'tramontana kvarner 93';

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

let ip = 0;
const browser = () => new HttpSession(ctx.app, { ip: `10.80.0.${++ip}` });
async function signedIn(username: string, password = TEST_PASSWORD) {
  const b = browser();
  await b.signIn(username, password);
  return b;
}

describe('Settings: your own account', () => {
  it('shows and changes your name and e-mail; an address another account uses is refused', async () => {
    const user = await insertUser(ctx.db, { isDriver: false, isAgent: true, firstName: 'Ana', lastName: 'Kos', email: `${uniqueName('ana')}@example.com` });
    const other = await insertUser(ctx.db, { email: `${uniqueName('other')}@example.com` });
    const me = await signedIn(user.username);
    expect((await me.request('GET', '/api/account/')).json()).toEqual({ username: user.username, first_name: 'Ana', last_name: 'Kos', email: user.email });

    const saved = await me.request('POST', '/api/account/', { first_name: ' Anamarija ', last_name: 'Kos', email: 'anamarija@example.com' });
    expect(saved.json()).toEqual({ username: user.username, first_name: 'Anamarija', last_name: 'Kos', email: 'anamarija@example.com' });
    expect((await me.request('GET', '/api/auth/')).json()).toMatchObject({ first_name: 'Anamarija' });

    const taken = await me.request('POST', '/api/account/', { first_name: 'A', last_name: 'K', email: other.email.toUpperCase() });
    expect(taken.json().detail).toEqual([{ loc: ['body', 'email'], msg: OWN_ACCOUNT_MESSAGES.emailTaken, type: 'value_error' }]);
    const blank = await me.request('POST', '/api/account/', { first_name: ' ', last_name: 'K', email: 'x@example.com' });
    expect(blank.json().detail[0]).toMatchObject({ loc: ['body', 'first_name'], msg: OWN_ACCOUNT_MESSAGES.firstName });
  });

  it('changes the password with the current one: this session stays, the others end', async () => {
    const user = await insertUser(ctx.db, { isAgent: true });
    const here = await signedIn(user.username);
    const elsewhere = await signedIn(user.username);
    const wrong = await here.request('POST', '/api/account/password/', { current_password: 'not it', new_password: NEW_PASSWORD });
    expect(wrong.json().detail).toEqual([{ loc: ['body', 'current_password'], msg: PASSWORD_MESSAGES.currentWrong, type: 'value_error' }]);
    const common = await here.request('POST', '/api/account/password/', { current_password: TEST_PASSWORD, new_password: 'password1234' });
    expect(common.json().detail[0]).toMatchObject({ loc: ['body', 'new_password'], msg: PASSWORD_MESSAGES.tooCommon });
    expect((await elsewhere.request('GET', '/api/auth/')).statusCode).toBe(200);

    const changed = await here.request('POST', '/api/account/password/', { current_password: TEST_PASSWORD, new_password: NEW_PASSWORD });
    expect(changed.json()).toEqual({ detail: OWN_ACCOUNT_MESSAGES.passwordChanged });
    expect((await here.request('GET', '/api/auth/')).statusCode).toBe(200);
    expect((await elsewhere.request('GET', '/api/auth/')).statusCode).toBe(401);
    expect((await browser().request('POST', '/api/auth/', { username: user.username, password: TEST_PASSWORD })).statusCode).toBe(400);
    await signedIn(user.username, NEW_PASSWORD);
  });

  it('under a staff override is still the staff member\'s own account', async () => {
    const cast = await insertRoleCast(ctx.db);
    const staff = await signedIn(cast.users.staff.username);
    await staff.request('POST', '/api/auth_override/', { agent_id: cast.users.agent.id });
    expect((await staff.request('GET', '/api/account/')).json()).toMatchObject({ username: cast.users.staff.username });
  });
});

describe('CSRF', () => {
  it.each([
    ['POST', '/api/invitations/'],
    ['POST', '/api/invitations/1/resend/'],
    ['POST', '/api/invitations/1/revoke/'],
    ['POST', '/api/public/accept_invitation/'],
    ['POST', '/api/password_reset/'],
    ['POST', '/api/public/password_reset/confirm/'],
    ['POST', '/api/account/'],
    ['POST', '/api/account/password/'],
  ] as const)('%s %s refuses a request without the token', async (method, url) => {
    const user = await insertUser(ctx.db, { isStaff: true });
    const b = await signedIn(user.username);
    const res = await b.request(method, url, {}, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'CSRF Failed: CSRF token missing or incorrect.' });
  });
});
