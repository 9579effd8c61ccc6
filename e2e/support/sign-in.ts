import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The demo accounts are part of the running product: the tests sign in with them, and make their own data. */
export const DEMO_PASSWORD = 'demo12345';

export type DemoUser = 'staff' | 'agency-admin' | 'agent' | 'agent-b' | 'driver-admin' | 'driver' | 'driver-b';

/** Signs an API request context in, as the login form would; returns the headers its writes need (CSRF). */
export async function signInRequest(request: APIRequestContext, username: DemoUser, password = DEMO_PASSWORD): Promise<{ 'X-CSRFToken': string }> {
  await request.get('/api/health/');
  const csrf = (await request.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
  const response = await request.post('/api/auth/', { data: { username, password }, headers: { 'X-CSRFToken': csrf } });
  expect(response.status(), await response.text()).toBe(200);
  // Signing in gives a CSRF token bound to the new session; the one sent above is no longer accepted.
  const bound = (await request.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
  return { 'X-CSRFToken': bound };
}

/** Signs in through the API (fast); the page shares the cookies, so it is signed in too. */
export async function signInByApi(page: Page, username: DemoUser, password = DEMO_PASSWORD): Promise<void> {
  await signInRequest(page.request, username, password);
}

/** Signs in through the login page, as a person does. */
export async function signInByForm(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
