import type { Page } from '@playwright/test';
import { expectConsoleError } from './fixtures.ts';

/** Every call to the matching URLs fails as the server's error handler answers an unexpected error. */
export async function failWithServerError(page: Page, url: string): Promise<void> {
  // The browser logs every failed fetch: here the failure is the point.
  expectConsoleError(page, /status of 500/);
  await page.route(url, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"Internal server error."}' }));
}

/** Every call to the matching URLs is refused with a 422 naming one field (`loc`, as the server sends it). */
export async function refuseField(page: Page, url: string, loc: string[], message: string): Promise<void> {
  await page.route(url, (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({ detail: [{ loc, msg: message, type: 'value_error' }] }),
    }),
  );
}
