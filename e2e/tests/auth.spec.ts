import { expect, test } from '../support/fixtures.ts';
import { signInByApi, signInByForm } from '../support/sign-in.ts';

test.describe('sign-in', () => {
  test('an unauthenticated visit lands on the login page and returns there after sign-in', async ({ page }) => {
    // A query the dashboard keeps (it writes the current month over a URL without one, which
    // would make the return address race that rewrite).
    await page.goto('/app/trips?month=2026-06');
    await expect(page).toHaveURL('/login?next=%2Fapp%2Ftrips%3Fmonth%3D2026-06');
    await signInByForm(page, 'agent');
    await expect(page).toHaveURL('/app/trips?month=2026-06');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Trips', exact: true })).toBeVisible();
  });

  test('replaces history, so Back does not return to the protected page', async ({ page }) => {
    await page.goto('/');
    await page.goto('/app/payments');
    await expect(page).toHaveURL(/\/login\?next=/);
    await page.goBack();
    await expect(page).toHaveURL('/');
  });

  test('shows the field messages on an empty form', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Username must not be empty')).toBeVisible();
    await expect(page.getByText('Password must not be empty')).toBeVisible();
  });

  test('says a wrong password is wrong, without telling which part', async ({ page }) => {
    await page.goto('/login');
    await signInByForm(page, 'no-such-user-e2e', 'whatever');
    await expect(page.getByText('Invalid username or password.')).toBeVisible();
    await expect(page).toHaveURL('/login');
  });

  test('refuses further attempts after five failures, with a clear message', async ({ page }) => {
    await page.goto('/login');
    // A username of its own: the limit is per username and must not touch the demo accounts.
    const username = `locked-${Date.now()}`;
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = page.waitForResponse((r) => r.url().endsWith('/api/auth/') && r.request().method() === 'POST');
      await signInByForm(page, username, 'wrong');
      expect((await response).status()).toBe(400);
    }
    await signInByForm(page, username, 'wrong');
    await expect(page.getByText('Too many sign-in attempts. Try again in 15 minutes.')).toBeVisible();
  });

  test('Remember me keeps the session cookie for 30 days', async ({ page, context }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill('driver');
    await page.getByLabel('Password', { exact: true }).fill('demo12345');
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/app\/trips\?month=\d{4}-\d{2}$/);
    const session = (await context.cookies()).find((c) => c.name === 'sessionid');
    expect(session?.httpOnly).toBe(true);
    expect(session!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  });

  test('makes the browser a known device of the account, sent only with sign-ins and kept across them', async ({ page, context }) => {
    await page.goto('/login');
    await signInByForm(page, 'driver');
    await expect(page).toHaveURL(/\/app\//);
    const device = (await context.cookies()).find((c) => c.name === 'deviceid');
    expect(device).toMatchObject({ httpOnly: true, path: '/api/auth/', sameSite: 'Strict' });
    expect(device!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

    // The browser sends it with the next sign-in, and the server knows the device: the same token comes back.
    await context.clearCookies({ name: 'sessionid' });
    await page.goto('/login');
    await signInByForm(page, 'driver');
    await expect(page).toHaveURL(/\/app\//);
    expect((await context.cookies()).find((c) => c.name === 'deviceid')?.value).toBe(device!.value);
  });

  test('signing out goes to the landing page, signed out', async ({ page }) => {
    await signInByApi(page, 'agent');
    await page.goto('/app/trips');
    await page.getByRole('button', { name: 'Marin Babić' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await page.goto('/app/trips');
    await expect(page).toHaveURL(/\/login\?next=/);
  });
});

test.describe('CSRF', () => {
  test('the API refuses a POST without the X-CSRFToken header', async ({ page }) => {
    await page.goto('/login');
    const status = await page.evaluate(async () => {
      const response = await fetch('/api/auth/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'agent', password: 'demo12345' }),
      });
      return response.status;
    });
    expect(status).toBe(403);
  });
});
