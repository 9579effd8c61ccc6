import { expect, test as base, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo12345';

export type DemoUser = 'staff' | 'agency-admin' | 'agent' | 'agent-b' | 'driver-admin' | 'driver' | 'driver-b';

/** Signs in through the API (fast), sharing the cookies with the page, as the login form would. */
export async function signInByApi(page: Page, username: DemoUser, password = DEMO_PASSWORD): Promise<void> {
  await page.request.get('/api/health/');
  const cookies = await page.context().cookies();
  const csrf = cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
  const response = await page.request.post('/api/auth/', {
    data: { username, password },
    headers: { 'X-CSRFToken': csrf },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Signs in through the login page, as a person does. */
export async function signInByForm(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A map tile from OpenStreetMap's tile servers that the browser could not fetch (no network, no DNS). */
export function isOfflineMapTile(text: string, url: string): boolean {
  return /^Failed to load resource: net::ERR_/.test(text) && /^https:\/\/[abc]\.tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/.test(url);
}

/**
 * Fails the test on any console error or uncaught page error. A test that provokes an error on
 * purpose (a mocked 500) names it with `test.use({ expectedConsoleErrors: [/…/] })`.
 */
export const test = base.extend<{ failOnConsoleError: void; expectedConsoleErrors: RegExp[] }>({
  expectedConsoleErrors: [[], { option: true }],
  failOnConsoleError: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // The browser reports every non-2xx fetch as a console error; the tests assert on those themselves.
        if (/Failed to load resource: the server responded with a status of (401|400|403|404|422|429)/.test(message.text())) return;
        if (expectedConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
        // The test machine has no network: map tiles fail to load, and the trip form's map must cope.
        if (isOfflineMapTile(message.text(), message.location().url)) return;
        errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use();
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
