import { expect, test as base, type Page } from '@playwright/test';

/** A map tile from OpenStreetMap's tile servers that the browser could not fetch (no network, no DNS). */
export function isOfflineMapTile(text: string, url: string): boolean {
  return /^Failed to load resource: net::ERR_/.test(text) && /^https:\/\/[abc]\.tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/.test(url);
}

const expectedConsoleErrors = new WeakMap<Page, RegExp[]>();

/** Lets console errors like this through on this page: for a test that provokes them on purpose (a mocked 500). */
export function expectConsoleError(page: Page, pattern: RegExp): void {
  expectedConsoleErrors.set(page, [...(expectedConsoleErrors.get(page) ?? []), pattern]);
}

/** Fails the test on any console error or uncaught page error, but those the test said it expects. */
export const test = base.extend<{ failOnConsoleError: void }>({
  failOnConsoleError: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // Content-Security-Policy violations fail every test, whatever console errors it expects: the
      // server's policy (server/src/platform/http/security-headers.ts) must allow all the app loads.
      const violations: string[] = [];
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
        });
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (/^(CSP violation: |Refused to )/.test(message.text())) {
          violations.push(message.text());
          return;
        }
        // The browser reports every non-2xx fetch as a console error; the tests assert on those themselves.
        // 409 is among them: a refusal the screens answer in words (e.g. a card payment asked for a
        // trip whose deposit a moment ago became paid, which the page then shows as Paid).
        if (/Failed to load resource: the server responded with a status of (401|400|403|404|409|422|429)/.test(message.text())) return;
        if ((expectedConsoleErrors.get(page) ?? []).some((pattern) => pattern.test(message.text()))) return;
        // The test machine has no network: map tiles fail to load, and the trip form's map must cope.
        if (isOfflineMapTile(message.text(), message.location().url)) return;
        errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use();
      expect(violations, 'Content-Security-Policy violations on the page').toEqual([]);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
