import { expectNoSeriousAccessibilityViolations } from './accessibility.ts';
import { expect, signInByApi, test } from './fixtures.ts';

const AGENT_HEADERS = ['From - To', 'Date', 'Reference', 'Customer', 'Agent', 'Gross Price', 'Net Price', 'Your Part', 'Status'];
const DRIVER_HEADERS = ['From - To', 'Date', 'Reference', 'Customer', 'Driver', 'Gross Price', 'platform commission (deposit)', 'Your Part', 'Status'];

function currentMonth(): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zagreb', year: 'numeric', month: '2-digit' }).formatToParts(new Date());
  return `${parts.find((p) => p.type === 'year')!.value}-${parts.find((p) => p.type === 'month')!.value}`;
}

test('an agency admin sees the agent columns, cards and the agency’s trips of the month', async ({ page }) => {
  await signInByApi(page, 'agency-admin');
  await page.goto('/app/trips');
  await expect(page).toHaveURL(new RegExp(`month=${currentMonth()}`));
  await expect(page.getByRole('columnheader')).toHaveText(AGENT_HEADERS);
  for (const card of ['Completed Trips', 'Gross Price', 'Net price', 'Agency Commission']) {
    await expect(page.getByRole('group', { name: card })).toBeVisible();
  }
  // Alpine Tours' agent never appears in Adriatic Travel's list.
  await expect(page.getByRole('cell', { name: 'Maja Kos' })).toHaveCount(0);
  const firstLink = page.getByRole('table').getByRole('link').first();
  await expect(firstLink).toHaveAttribute('href', /^\/trip\/VZ-[A-Z0-9]+\?token=.{20,}/);
  await expectNoSeriousAccessibilityViolations(page);
});

test('a driver sees the driver columns and only trips assigned to them', async ({ page }) => {
  await signInByApi(page, 'driver');
  await page.goto('/app/trips');
  await expect(page.getByRole('columnheader')).toHaveText(DRIVER_HEADERS);
  for (const card of ['Completed Trips', 'Gross Price', 'platform commission', 'Your part']) {
    await expect(page.getByRole('group', { name: card })).toBeVisible();
  }
  const driverCells = page.getByRole('row').locator('td:nth-child(5)');
  const names = await driverCells.allTextContents();
  for (const name of names) expect(name).toBe('Marko Perić');
});

test('the status filter and the month buttons filter the trips and return to page 1', async ({ page }) => {
  await signInByApi(page, 'staff');
  await page.goto(`/app/trips?month=${currentMonth()}&page=2`);
  await page.getByRole('combobox', { name: 'Filter by status' }).click();
  await page.getByRole('option', { name: 'Completed' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/status=completed/);
  await expect(page).not.toHaveURL(/page=2/);
  // Last month is entirely in the past, so the demo data has completed trips in it.
  await page.getByRole('button', { name: /Previous month/ }).click();
  const badges = page.getByRole('table').locator('tbody tr td:last-child');
  await expect(badges.first()).toHaveText('Completed');
  for (const text of await badges.allTextContents()) expect(text).toBe('Completed');

  await expect(page).toHaveURL(/status=completed/);
  await page.reload();
  await expect(page).toHaveURL(/status=completed/);
});

test('staff page through the month 20 trips at a time', async ({ page }) => {
  await signInByApi(page, 'staff');
  await page.goto(`/app/trips?month=${currentMonth()}`);
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(20);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

test('an empty month says so', async ({ page }) => {
  await signInByApi(page, 'agent');
  await page.goto('/app/trips?month=2020-01');
  await expect(page.getByText('No trips in January 2020.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test.describe('when the API fails', () => {
  test.use({ expectedConsoleErrors: [/status of 500/] });

  test('a failing API shows the Bummer alert', async ({ page }) => {
  await signInByApi(page, 'agent');
  await page.route('**/api/trips/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"Internal server error."}' }));
  await page.goto('/app/trips');
  await expect(page.getByRole('alert')).toContainText('Bummer');
  await expect(page.getByRole('alert')).toContainText('There was an error with loading trips.');
  });
});

test('the dashboard works on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInByApi(page, 'driver-admin');
  await page.goto('/app/trips');
  await expect(page.getByRole('columnheader', { name: 'Driver', exact: true })).toBeAttached();
  await expect(page.getByRole('group', { name: 'Your part' })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
});

test('staff read the booking states and the FAQ on the Docs screen', async ({ page }) => {
  await signInByApi(page, 'staff');
  await page.goto('/app/docs');
  await expect(page.getByRole('heading', { name: 'Booking states' })).toBeVisible();
  for (const state of ['draft', 'pending', 'confirmed', 'completed']) {
    await expect(page.getByRole('listitem').filter({ hasText: state }).first()).toBeVisible();
  }
  await page.getByRole('button', { name: 'How is the agency fee calculated?' }).click();
  await expect(page.getByText(/commission percentage/)).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
});
