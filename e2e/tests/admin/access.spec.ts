import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';
import { signInByApi, signInByForm, type DemoUser } from '../../support/sign-in.ts';

/** Every /api/admin/ call the page makes, to show a refused user's page made none. */
function recordBackOfficeCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/admin/')) calls.push(`${request.method()} ${request.url()}`);
  });
  return calls;
}

test.describe('Access to the back office', () => {
  test('signed out, /admin/trips goes to the login page and back there once staff sign in', async ({ page }) => {
    await page.goto('/admin/trips');
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Ftrips$/);
    await signInByForm(page, 'staff');
    await expect(page).toHaveURL(/\/admin\/trips$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Trips' })).toBeVisible();
  });

  for (const user of ['agent', 'driver-admin'] satisfies DemoUser[]) {
    test(`${user} opening /admin/ sees the Unauthorized page and no staff call is made`, async ({ page }) => {
      await signInByApi(page, user);
      const calls = recordBackOfficeCalls(page);
      await page.goto('/admin/');
      await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
      await page.goto('/admin/audit');
      await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
      expect(calls).toEqual([]);
    });
  }

  test('staff reach the back office from the Admin link of the menu', async ({ page }) => {
    await signInByApi(page, 'staff');
    await page.goto('/app/trips');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/admin\/approvals$/);
    await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
  });

  for (const size of [
    { name: 'a tablet', width: 820, height: 1180 },
    { name: 'a phone', width: 390, height: 844 },
  ]) {
    test(`on ${size.name} the admin navigation opens from the burger`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await signInByApi(page, 'staff');
      await page.goto('/admin/approvals');
      // The closed navbar slides out of the screen (it stays in the page), so "shown" is "in the viewport".
      const sections = page.getByRole('navigation', { name: 'Admin sections' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(sections).not.toBeInViewport();
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await expect(sections).toBeInViewport();
      await sections.getByRole('link', { name: 'Audit log' }).click();
      await expect(page).toHaveURL(/\/admin\/audit$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
      await expect(sections).not.toBeInViewport();
    });
  }
});
