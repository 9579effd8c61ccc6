import type { Page } from '@playwright/test';
import { currentZagrebMonth, DRIVER_TRIP_TEXT, formatDate, shiftMonth } from '@vozimo/contract';
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

test("a driver opens its trip on the driver's page: where, when and the payout, no customer link to copy", async ({ page, request }, testInfo) => {
  const { month, day } = monthsAhead(12);
  const trip = await bookTripAsAgent(request, { pickupDate: day(18), customer: { customer_first_name: 'Mira', customer_last_name: 'Zorić' } });
  await assignDriverAsStaff(request, trip, DRIVER_NAME);

  await signInByApi(page, 'driver');
  await page.goto(`/app/trips?month=${month}`);
  const row = rowOf(page, trip);
  // Months before pickup the driver does not see whom it drives (ADR 0046).
  await expect(row.getByRole('cell').nth(3)).toHaveText('—');
  await row.getByRole('link').click();
  await expect(page).toHaveURL(`/app/trips/${trip.tripId}`);
  await expect(page.getByRole('heading', { level: 1, name: trip.reference })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Your payout');
  await expect(page.getByRole('region', { name: 'Customer' })).toContainText(DRIVER_TRIP_TEXT.customerHidden);
  await expect(page.getByText('Mira')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Copy/ })).toHaveCount(0);
  await expectNoSeriousAccessibilityViolations(page);
  await page.screenshot({ path: testInfo.outputPath('driver-trip-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('region', { name: 'Payment' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('driver-trip-phone.png'), fullPage: true });
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

test('the dashboard works on a phone, one card per trip with its route, date, reference, customer, status and price', async ({ page, request }) => {
  const { month, day } = monthsAhead(9);
  const companyTrip = await bookTripAsAgent(request, { pickupDate: day(12), customer: { customer_first_name: 'Lea', customer_last_name: 'Šimić' } });
  await assignDriverAsStaff(request, companyTrip, DRIVER_NAME);

  await page.setViewportSize({ width: 390, height: 844 });
  await signInByApi(page, 'driver-admin');
  await page.goto(`/app/trips?month=${month}`);
  await expect(page.getByRole('group', { name: 'Your part' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const card = page.getByRole('listitem').filter({ hasText: companyTrip.reference });
  // The driver side's own trip page, never the customer's link (ADR 0046).
  await expect(card.getByRole('link', { name: 'Split - Split' })).toHaveAttribute('href', `/app/trips/${companyTrip.tripId}`);
  await expect(card).toContainText(formatDate(day(12)));
  for (const text of [companyTrip.reference, 'Pending']) await expect(card).toContainText(text);
  // Months before pickup, the company does not see whom it drives.
  await expect(card).not.toContainText('Lea Šimić');
  await expect(card).toContainText(/\d+(\.\d{2})?\s?€|€\s?\d/);
  // Nothing on the card is cut off or runs past the screen.
  const box = await card.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await expectNoSeriousAccessibilityViolations(page);
});

test('the status badge is shown whole in the driver columns at 1280 px', async ({ page, request }) => {
  const { month, day } = monthsAhead(10);
  // A long name takes the table's spare width, as real customers' names and places do.
  const trip = await bookTripAsAgent(request, {
    pickupDate: day(14),
    customer: { customer_first_name: 'Maximiliana Alexandrina', customer_last_name: 'Kovačević-Habsburg-Lothringen von Esterházy' },
  });
  await assignDriverAsStaff(request, trip, DRIVER_NAME);
  await moveTripAsStaff(request, trip, 'completed');

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInByApi(page, 'driver');
  await page.goto(`/app/trips?month=${month}`);
  const badge = rowOf(page, trip).getByRole('cell').last().locator('.mantine-Badge-label');
  await expect(badge).toHaveText('Completed');
  const { scrollWidth, clientWidth } = await badge.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
});

test('the search finds a trip by its reference, its customer’s name or phone, and stays in the address', async ({ page, request }) => {
  const { month, day } = monthsAhead(11);
  const surname = `Zrinski${Date.now().toString(36)}`;
  const [wanted, other] = await bookTripsAsAgent(request, 2, { pickupDate: day(16) });
  // A phone number of its own (the demo's and other journeys' customers have others): read out on a call, it finds the trip.
  const phone = `+385 95 ${String(Date.now()).slice(-7, -4)} ${String(Date.now()).slice(-4)}`;
  const named = await bookTripAsAgent(request, { pickupDate: day(17), customer: { customer_first_name: 'Nikola', customer_last_name: surname, customer_phone: phone } });

  await signInByApi(page, 'agent');
  await page.goto(`/app/trips?month=${month}`);
  await expect(rowOf(page, other!)).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search trips' });
  await search.fill(wanted!.reference.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`q=${wanted!.reference.toLowerCase()}`));
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
  await expect(rowOf(page, wanted!)).toBeVisible();

  await page.reload();
  await expect(search).toHaveValue(wanted!.reference.toLowerCase());
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);

  await search.fill(`nikola ${surname.toLowerCase()}`);
  await expect(rowOf(page, named)).toBeVisible();
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);

  // The phone as a person reads it: the local form finds the stored international one (ADR 0063).
  await search.fill(phone.replace('+385 ', '0'));
  await expect(rowOf(page, named)).toBeVisible();
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);

  await search.fill('VZ-NOSUCHTRIP');
  await expect(page.getByText('No trips match “VZ-NOSUCHTRIP” in any month.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page).not.toHaveURL(/q=/);
  await expect(rowOf(page, other!)).toBeVisible();

  // A reference finds its trip while another month is shown (issue 30): the search looks through every month.
  await page.goto(`/app/trips?month=${monthsAhead(3).month}`);
  await search.fill(wanted!.reference);
  await expect(rowOf(page, wanted!)).toBeVisible();
  await expect(page.getByText('1 trip in all months')).toBeVisible();
});
