import type { Page } from '@playwright/test';
import { currentZagrebMonth, shiftMonth } from '@vozimo/contract';
import { expectNoSeriousAccessibilityViolations } from '../../support/accessibility.ts';
import { expect, test } from '../../support/fixtures.ts';
import { failWithServerError } from '../../support/mock-api.ts';
import { signInByApi } from '../../support/sign-in.ts';
import { assignDriverAsStaff, bookTripAsAgent, bookTripsAsAgent, moveTripAsStaff, type BookedTrip } from '../../support/trip-factory.ts';

const AGENT_HEADERS = ['From - To', 'Date', 'Reference', 'Customer', 'Agent', 'Gross Price', 'Net Price', 'Your Part', 'Status'];
const DRIVER_HEADERS = ['From - To', 'Date', 'Reference', 'Customer', 'Driver', 'Gross Price', 'platform commission (deposit)', 'Your Part', 'Status'];

// The demo accounts' names, as the rows show them.
const AGENT_NAME = 'Marin Babić';
const OTHER_AGENCY_AGENT_NAME = 'Maja Kos';
const DRIVER_NAME = 'Marko Perić';
const SAME_COMPANY_DRIVER_NAME = 'Ante Jurić';

/**
 * Each test books its trips in a month no other test uses, months ahead (past the demo data's
 * months too), so that its rows are all on the month's first page while other tests run beside it.
 */
function monthsAhead(months: number): { month: string; day: (day: number) => string } {
  const month = shiftMonth(currentZagrebMonth(), months);
  return { month, day: (day) => `${month}-${String(day).padStart(2, '0')}` };
}

/** The row of one trip in the trips table. */
function rowOf(page: Page, trip: BookedTrip) {
  return page.getByRole('table').getByRole('row').filter({ hasText: trip.reference });
}

test('an agency admin sees the agent columns, cards and the agency’s trips of the month', async ({ page, request }) => {
  const { month, day } = monthsAhead(4);
  const agencyTrip = await bookTripAsAgent(request, { pickupDate: day(10) });
  const otherAgencyTrip = await bookTripAsAgent(request, { agent: 'agent-b', pickupDate: day(10) });

  await signInByApi(page, 'agency-admin');
  await page.goto('/app/trips');
  await expect(page).toHaveURL(new RegExp(`month=${currentZagrebMonth()}`));
  await page.goto(`/app/trips?month=${month}`);
  await expect(page.getByRole('columnheader')).toHaveText(AGENT_HEADERS);
  for (const card of ['Completed Trips', 'Gross Price', 'Net price', 'Agency Commission']) {
    await expect(page.getByRole('group', { name: card })).toBeVisible();
  }
  // The agency's agent's trip is listed, with its reference, agent and status.
  const row = rowOf(page, agencyTrip);
  await expect(row.getByRole('cell').nth(2)).toHaveText(agencyTrip.reference);
  await expect(row.getByRole('cell').nth(4)).toHaveText(AGENT_NAME);
  await expect(row.getByRole('cell').last()).toHaveText('Pending');
  await expect(row.getByRole('link')).toHaveAttribute('href', new RegExp(`^/trip/${agencyTrip.reference}\\?token=.{20,}`));
  // Alpine Tours' agent never appears in Adriatic Travel's list.
  await expect(rowOf(page, otherAgencyTrip)).toHaveCount(0);
  await expect(page.getByRole('cell', { name: OTHER_AGENCY_AGENT_NAME })).toHaveCount(0);
  await expectNoSeriousAccessibilityViolations(page);
});

test('a driver sees the driver columns and only trips assigned to them', async ({ page, request }) => {
  const { month, day } = monthsAhead(5);
  const [driverTrip, colleagueTrip] = await bookTripsAsAgent(request, 2, { pickupDate: day(10) });
  await assignDriverAsStaff(request, driverTrip!, DRIVER_NAME);
  await assignDriverAsStaff(request, colleagueTrip!, SAME_COMPANY_DRIVER_NAME);

  await signInByApi(page, 'driver');
  await page.goto(`/app/trips?month=${month}`);
  await expect(page.getByRole('columnheader')).toHaveText(DRIVER_HEADERS);
  for (const card of ['Completed Trips', 'Gross Price', 'platform commission', 'Your part']) {
    await expect(page.getByRole('group', { name: card })).toBeVisible();
  }
  await expect(rowOf(page, driverTrip!).getByRole('cell').nth(4)).toHaveText(DRIVER_NAME);
  await expect(rowOf(page, colleagueTrip!)).toHaveCount(0);
  const driverCells = page.getByRole('row').locator('td:nth-child(5)');
  const names = await driverCells.allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toBe(DRIVER_NAME);
});

test('the status filter and the month buttons filter the trips and return to page 1', async ({ page, request }) => {
  const { month, day } = monthsAhead(6);
  const [completed, pending] = await bookTripsAsAgent(request, 2, { pickupDate: day(10) });
  await moveTripAsStaff(request, completed!, 'completed');

  await signInByApi(page, 'staff');
  await page.goto(`/app/trips?month=${shiftMonth(month, 1)}&page=2`);
  await page.getByRole('combobox', { name: 'Filter by status' }).click();
  await page.getByRole('option', { name: 'Completed' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/status=completed/);
  await expect(page).not.toHaveURL(/page=2/);
  // The month before holds the completed trip and the pending one: only the completed one shows.
  await page.getByRole('button', { name: /Previous month/ }).click();
  await expect(page).toHaveURL(new RegExp(`month=${month}`));
  await expect(rowOf(page, completed!).getByRole('cell').last()).toHaveText('Completed');
  await expect(rowOf(page, pending!)).toHaveCount(0);
  const badges = page.getByRole('table').locator('tbody tr td:last-child');
  await expect(badges.first()).toHaveText('Completed');
  for (const text of await badges.allTextContents()) expect(text).toBe('Completed');

  await expect(page).toHaveURL(/status=completed/);
  await page.reload();
  await expect(page).toHaveURL(/status=completed/);
});

test('staff page through the month 20 trips at a time', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { month, day } = monthsAhead(8);
  const trips = await bookTripsAsAgent(request, 21, { pickupDate: day(10) });

  await signInByApi(page, 'staff');
  await page.goto(`/app/trips?month=${month}`);
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(20);
  // Same day and time: the trips come in the order they were booked, so the 21st opens page 2.
  await expect(rowOf(page, trips[0]!)).toBeVisible();
  await expect(rowOf(page, trips[20]!)).toHaveCount(0);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(rowOf(page, trips[20]!)).toBeVisible();
});

test('an empty month says so', async ({ page }) => {
  await signInByApi(page, 'agent');
  await page.goto('/app/trips?month=2020-01');
  await expect(page.getByText('No trips in January 2020.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('a failing API shows the Bummer alert', async ({ page }) => {
  await signInByApi(page, 'agent');
  await failWithServerError(page, '**/api/trips/**');
  await page.goto('/app/trips');
  await expect(page.getByRole('alert')).toContainText('Bummer');
  await expect(page.getByRole('alert')).toContainText('There was an error with loading trips.');
});

test('the dashboard works on a phone', async ({ page, request }) => {
  const { month, day } = monthsAhead(9);
  const companyTrip = await bookTripAsAgent(request, { pickupDate: day(12) });
  await assignDriverAsStaff(request, companyTrip, DRIVER_NAME);

  await page.setViewportSize({ width: 390, height: 844 });
  await signInByApi(page, 'driver-admin');
  await page.goto(`/app/trips?month=${month}`);
  await expect(rowOf(page, companyTrip)).toBeAttached();
  await expect(page.getByRole('columnheader', { name: 'Driver', exact: true })).toBeAttached();
  await expect(page.getByRole('group', { name: 'Your part' })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
});
