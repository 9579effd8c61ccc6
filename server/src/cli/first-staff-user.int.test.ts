import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { uniqueName } from '../../test/factories.ts';
import { HttpSession } from '../../test/http-session.ts';
import { AccountExistsError } from '../modules/accounts/first-user.service.ts';
import { createFirstStaffUser } from './first-staff-user.ts';

let ctx: TestContext;
let clock = new Date('2030-06-01T10:00:00Z');

beforeAll(async () => {
  ctx = await buildTestApp({ now: () => clock });
});
afterAll(() => ctx.close());

describe('the first staff user (npm run create-user)', () => {
  it('creates a staff account nobody can sign in to until the printed link sets its password', async () => {
    const username = uniqueName('petra');
    const result = await createFirstStaffUser(ctx.db, { publicUrl: 'https://vozimo.example', now: () => clock }, {
      username,
      email: 'petra@vozimo.example',
      firstName: 'Petra',
    });
    expect(result.link).toMatch(/^https:\/\/vozimo\.example\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    expect(result.expiresAt.toISOString()).toBe('2030-06-02T10:00:00.000Z');
    const [user] = await ctx.db.select().from(users).where(eq(users.username, username));
    expect(user).toMatchObject({ isStaff: true, isAgent: false, email: 'petra@vozimo.example', firstName: 'Petra', isActive: true });

    const browser = new HttpSession(ctx.app, { ip: '10.90.0.1' });
    const token = new URL(result.link).searchParams.get('token')!;
    expect((await browser.request('GET', `/api/public/password_reset/?token=${token}`)).json()).toEqual({ username });
    const set = await browser.request('POST', '/api/public/password_reset/confirm/', { token, password: 'tramontana kvarner 93' });
    expect(set.json()).toMatchObject({ is_staff: true, first_name: 'Petra' });
    await new HttpSession(ctx.app, { ip: '10.90.0.2' }).signIn(username, 'tramontana kvarner 93');
  });

  it('works for a day, then the link is dead', async () => {
    const result = await createFirstStaffUser(ctx.db, { publicUrl: 'https://vozimo.example', now: () => clock }, { username: uniqueName('late'), email: 'late@vozimo.example' });
    const token = new URL(result.link).searchParams.get('token')!;
    const start = clock;
    clock = new Date(start.getTime() + 24 * 3600 * 1000);
    try {
      expect((await new HttpSession(ctx.app).request('GET', `/api/public/password_reset/?token=${token}`)).statusCode).toBe(404);
    } finally {
      clock = start;
    }
  });

  it('refuses a username that exists, whatever its case', async () => {
    const username = uniqueName('dup');
    await createFirstStaffUser(ctx.db, { publicUrl: 'https://vozimo.example', now: () => clock }, { username, email: 'a@vozimo.example' });
    await expect(
      createFirstStaffUser(ctx.db, { publicUrl: 'https://vozimo.example', now: () => clock }, { username: username.toUpperCase(), email: 'b@vozimo.example' }),
    ).rejects.toBeInstanceOf(AccountExistsError);
  });
});
