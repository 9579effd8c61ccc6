import { expect, test } from '../support/fixtures.ts';
import { signInByApi, signInByForm, type DemoUser } from '../support/sign-in.ts';

// The demo-data journey: every demo account signs in and sees exactly its role's menu.
const MENUS: { user: DemoUser; name: string; desktop: string[]; mobile: string[]; newTrip: boolean }[] = [
  // Staff who are not agents start in the driver view (spec section 4, initial role).
  { user: 'staff', name: 'Petra Horvat', desktop: ['Trips', 'Drivers', 'Offers', 'Vehicles', 'Docs', 'Bank transfers', 'Outbox', 'Admin'], mobile: ['Trips', 'Drivers', 'Offers', 'Vehicles', 'Docs', 'Bank transfers', 'Outbox', 'Admin'], newTrip: false },
  { user: 'agency-admin', name: 'Ivana Kovačević', desktop: ['Trips', 'Round trips', 'Payments', 'Agents'], mobile: ['Trips', 'Round trips', 'Payments', 'Agents'], newTrip: true },
  { user: 'agent', name: 'Marin Babić', desktop: ['Trips', 'Round trips', 'Payments'], mobile: ['Trips', 'Round trips', 'Payments'], newTrip: true },
  { user: 'agent-b', name: 'Maja Kos', desktop: ['Trips', 'Round trips', 'Payments', 'Agents'], mobile: ['Trips', 'Round trips', 'Payments', 'Agents'], newTrip: true },
  { user: 'driver-admin', name: 'Ante Jurić', desktop: ['Trips', 'Drivers', 'Offers', 'Vehicles'], mobile: ['Trips', 'Drivers', 'Offers', 'Vehicles'], newTrip: false },
  { user: 'driver', name: 'Marko Perić', desktop: ['Trips', 'Vehicles'], mobile: ['Trips', 'Drivers', 'Vehicles'], newTrip: false },
  { user: 'driver-b', name: 'Luka Novak', desktop: ['Trips', 'Drivers', 'Offers', 'Vehicles'], mobile: ['Trips', 'Drivers', 'Offers', 'Vehicles'], newTrip: false },
];

for (const menu of MENUS) {
  test(`${menu.user} signs in and sees the ${menu.user} menu`, async ({ page }) => {
    await page.goto('/login');
    await signInByForm(page, menu.user);
    await expect(page).toHaveURL(/\/app\/trips\?month=\d{4}-\d{2}$/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(menu.desktop);
    await expect(page.getByRole('link', { name: 'New Trip' })).toHaveCount(menu.newTrip ? 1 : 0);
    await expect(page.getByRole('button', { name: menu.name })).toBeVisible();
  });

  test(`${menu.user} sees the ${menu.user} mobile menu`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInByApi(page, menu.user);
    await page.goto('/app/trips');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile.getByRole('link')).toHaveText(menu.mobile);
    await page.getByRole('dialog').getByRole('button', { name: 'Close menu' }).click();
    await expect(mobile).toBeHidden();
  });
}

test('staff switch between viewing as agent and as driver, and the choice is kept', async ({ page }) => {
  await signInByApi(page, 'staff');
  await page.goto('/app/trips');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Vehicles' })).toBeVisible();
  await page.getByRole('button', { name: 'Petra Horvat' }).click();
  await page.getByRole('menuitemradio', { name: 'View as agent' }).click();
  await expect(nav.getByRole('link', { name: 'Round trips' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Vehicles' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'New Trip' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('agent');
  await page.reload();
  await expect(nav.getByRole('link', { name: 'Round trips' })).toBeVisible();
});

test('a role switch keeps the open screen when the new role has it, else lands on the trips list', async ({ page }) => {
  await signInByApi(page, 'staff');
  await page.goto('/app/trips');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const switchTo = async (label: string) => {
    await page.getByRole('button', { name: 'Petra Horvat' }).click();
    await page.getByRole('menuitemradio', { name: label }).click();
  };
  await switchTo('View as agent');
  await nav.getByRole('link', { name: 'Payments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pending Payments' })).toBeVisible();

  // Payments is not a driver's screen: the switch lands on the trips list, not on Unauthorized.
  await switchTo('View as driver');
  await expect(page).toHaveURL(/\/app\/trips(\?|$)/);
  await expect(nav.getByRole('link', { name: 'Vehicles' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Unauthorized' })).toHaveCount(0);

  // Staff screens are staff's in either role: the switch stays on them.
  await nav.getByRole('link', { name: 'Outbox' }).click();
  await expect(page).toHaveURL(/\/app\/outbox/);
  await switchTo('View as agent');
  await expect(nav.getByRole('link', { name: 'Round trips' })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/outbox/);
});

test('a screen outside the role shows the Unauthorized page', async ({ page }) => {
  await signInByApi(page, 'driver');
  await page.goto('/app/docs');
  await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
  await expect(page.getByText('You do not have permission to view the content of this page.')).toBeVisible();
});

test('an unknown page says there is nothing to see', async ({ page }) => {
  await signInByApi(page, 'agent');
  await page.goto('/app/no-such-page');
  await expect(page.getByRole('heading', { name: 'Nothing to see here' })).toBeVisible();
  await page.goto('/no-such-public-page');
  await expect(page.getByRole('heading', { name: 'Nothing to see here' })).toBeVisible();
});

test('/app goes to /app/trips, and /admin/ opens the back office on its approvals queue', async ({ page }) => {
  await signInByApi(page, 'staff');
  await page.goto('/app');
  await expect(page).toHaveURL(/\/app\/trips\?month=\d{4}-\d{2}$/);
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/approvals$/);
  await expect(page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Approvals' })).toBeVisible();
});

test('the signed-out header offers Sign in, and the API documentation is served', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/login');
  await page.goto('/api/docs/');
  await expect(page.getByText('Vozimo API')).toBeVisible();
});

test('the colour scheme choice is remembered', async ({ page }) => {
  await signInByApi(page, 'agent');
  await page.goto('/app/trips');
  await page.getByRole('button', { name: 'Marin Babić' }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
});
