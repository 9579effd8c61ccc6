import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { CLAIM_REFUSALS, formatEuros, OFFERS_SCREEN_TEXT, zagrebWallClock, type CompanyDriverOption, type CompanyVehicleOption, type OfferedTrip } from '@vozimo/contract';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { expect, test } from '../support/fixtures.ts';
import { signInByApi, signInRequest } from '../support/sign-in.ts';
import { bookTripAsAgent, offerTripAsStaff, zagrebDateInDays, type BookedTrip, type BookingOptions } from '../support/trip-factory.ts';

/**
 * The marketplace (issue 13): staff offer a trip, the driver companies see it with their payout on
 * /app/offers, one claims it with its driver and vehicle, the other no longer sees it. The demo
 * seed has two companies: driver-admin runs Split Riviera Transfers, driver-b Ljubljana Drive.
 *
 * A driver never holds two trips at once, so each test books its trips on days of its own, well
 * past the demo data's trips (which keep the demo drivers busy in the coming weeks).
 */

type Company = 'driver-admin' | 'driver-b';

/** A booked trip offered to the driver companies, as staff offer it from the trip page. */
async function offeredTrip(request: APIRequestContext, options: BookingOptions): Promise<BookedTrip> {
  const trip = await bookTripAsAgent(request, options);
  await offerTripAsStaff(request, trip);
  return trip;
}

/** The trip as the company's Offers screen reads it (its payout and booked vehicle type). */
async function offeredTo(request: APIRequestContext, company: Company, trip: BookedTrip): Promise<OfferedTrip> {
  await signInRequest(request, company);
  const response = await request.get('/api/offered_trips/');
  expect(response.status(), await response.text()).toBe(200);
  const found = ((await response.json()) as OfferedTrip[]).find((offered) => offered.trip_id === trip.tripId);
  expect(found, `trip ${trip.reference} offered to ${company}`).toBeDefined();
  return found!;
}

/**
 * Claims the trip through the API for the company, with the first of its drivers free then and a
 * car that driver usually drives and that fits the booking (the others are refused with a 422).
 */
async function claimThroughApi(request: APIRequestContext, company: Company, trip: BookedTrip): Promise<string> {
  const headers = await signInRequest(request, company);
  const drivers = (await (await request.get('/api/list_company_drivers')).json()) as CompanyDriverOption[];
  const vehicles = (await (await request.get('/api/list_company_vehicles')).json()) as CompanyVehicleOption[];
  for (const driver of drivers) {
    for (const vehicle of vehicles.filter((v) => v.driver === driver.driver_id)) {
      const response = await request.post(`/api/claim_trip/${trip.tripId}/`, { headers, data: { driver_id: driver.driver_id, vehicle_id: vehicle.vehicle_id } });
      if (response.status() === 200) return driver.driver_name;
      expect(response.status(), await response.text()).toBe(422);
    }
  }
  throw new Error(`${company} has no free driver and vehicle for trip ${trip.reference}`);
}

const offeredList = (page: Page) => page.getByRole('region', { name: 'Offered Trips' });
const claimedList = (page: Page) => page.getByRole('region', { name: 'Upcoming Claimed Trips' });
/** A trip's row (a table row, or a card on a phone) in one of the lists. */
const tripIn = (list: Locator, trip: BookedTrip) => list.getByTestId(/^(offered|claimed)-trip$/).filter({ hasText: trip.reference });

/** Chooses an option of one of the modal's selects: the first that matches, as a person takes the top one. */
async function choose(page: Page, select: Locator, option: string | RegExp): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option }).first().click();
}

async function openOffers(page: Page): Promise<void> {
  await page.goto('/app/offers');
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
  await expect(page).toHaveTitle('Offers | Vozimo');
}

test('a driver admin claims an offered trip with its driver and vehicle; the other company no longer sees it; a change is saved', async ({ page, request, browser }, testInfo) => {
  const trip = await offeredTrip(request, { pickupDate: zagrebDateInDays(150), pickupTime: '09:00' });
  const asSplit = await offeredTo(request, 'driver-admin', trip);
  const asLjubljana = await offeredTo(request, 'driver-b', trip);
  // Both companies see the same offer with the same payout.
  expect(asLjubljana.price__driver_gross).toBe(asSplit.price__driver_gross);

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInByApi(otherPage, 'driver-b');
  await openOffers(otherPage);
  await expect(tripIn(offeredList(otherPage), trip)).toContainText(formatEuros(asSplit.price__driver_gross));

  await signInByApi(page, 'driver-admin');
  await openOffers(page);
  const table = page.getByRole('table', { name: 'Offered Trips' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Date',
    'Time',
    'Route',
    'Reference',
    'Customer',
    'Vehicle type',
    'Passengers',
    'Gross Price',
    'Your payout',
    '',
  ]);
  const row = tripIn(offeredList(page), trip);
  await expect(row).toContainText('09:00');
  await expect(row).toContainText(`${asSplit.start_locality} → ${asSplit.end_locality}`);
  // Every company sees the offer, so none sees whom it would drive (ADR 0046).
  await expect(row.getByRole('cell').nth(4)).toHaveText('—');
  await expect(row).not.toContainText('Iva Kovač');
  await expect(row.getByRole('cell').nth(8)).toHaveText(formatEuros(asSplit.price__driver_gross));
  await page.screenshot({ path: testInfo.outputPath('offers-desktop.png'), fullPage: true });

  await row.getByRole('button', { name: 'Claim' }).click();
  const modal = page.getByRole('dialog', { name: 'Claim trip' });
  const vehicle = modal.getByRole('combobox', { name: 'Vehicle' });
  await expect(vehicle).toBeDisabled();
  // Both are required; nothing is sent without them.
  await modal.getByRole('button', { name: 'Claim trip' }).click();
  await expect(modal.getByText('Driver is required.')).toBeVisible();
  await expect(modal.getByText('Vehicle is required.')).toBeVisible();

  await choose(page, modal.getByRole('combobox', { name: 'Driver' }), 'Marko Perić');
  await expect(vehicle).toBeEnabled();
  // Marko's own cars come first; pick the one of the booked type.
  await vehicle.click();
  await expect(page.getByRole('listbox').getByText('Usually driven by Marko Perić')).toBeVisible();
  await page.getByRole('option', { name: new RegExp(`\\(${asSplit.vehicle_type__vehicle_type_name},`) }).first().click();
  await expectNoSeriousAccessibilityViolations(page);
  await modal.getByRole('button', { name: 'Claim trip' }).click();

  await expect(page.getByText('Trip claimed and assigned to Marko Perić')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(tripIn(offeredList(page), trip)).toHaveCount(0);
  const claimed = tripIn(claimedList(page), trip);
  await expect(claimed).toContainText('Marko Perić');
  await expect(claimed).toContainText(formatEuros(asSplit.price__driver_gross));

  // The other company's screen no longer offers it (read afresh, as after its 30 seconds).
  await otherPage.reload();
  await expect(offeredList(otherPage).getByRole('heading', { name: 'Offered Trips' })).toBeVisible();
  await expect(otherPage.getByLabel('Loading offered trips')).toHaveCount(0);
  await expect(tripIn(offeredList(otherPage), trip)).toHaveCount(0);
  await expect(tripIn(claimedList(otherPage), trip)).toHaveCount(0);
  await other.close();

  // More than 24 hours ahead: the company may give it to another driver.
  await claimed.getByRole('button', { name: /^Change/ }).click();
  const change = page.getByRole('dialog', { name: 'Change driver and vehicle' });
  await expect(change.getByRole('combobox', { name: 'Driver' })).toHaveValue('Marko Perić');
  await choose(page, change.getByRole('combobox', { name: 'Driver' }), 'Ante Jurić');
  await expect(change.getByRole('combobox', { name: 'Vehicle' })).toHaveValue('');
  await choose(page, change.getByRole('combobox', { name: 'Vehicle' }), /ST 7780-RT/);
  await change.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Driver and vehicle changed successfully.')).toBeVisible();
  await expect(change).toBeHidden();
  await expect(claimed).toContainText('Ante Jurić');
  await expect(claimed).toContainText('ST 7780-RT');
  await page.screenshot({ path: testInfo.outputPath('offers-desktop-claimed.png'), fullPage: true });
});

test('a claim that lost the race says so, and the list drops the trip at once', async ({ page, request }) => {
  const trip = await offeredTrip(request, { pickupDate: zagrebDateInDays(160), pickupTime: '10:00' });
  const offered = await offeredTo(request, 'driver-admin', trip);
  await signInByApi(page, 'driver-admin');
  await openOffers(page);
  const row = tripIn(offeredList(page), trip);
  await expect(row).toBeVisible();

  // Ljubljana Drive is quicker; Split's screen still shows the offer (read moments ago, cached 30 s).
  await claimThroughApi(request, 'driver-b', trip);
  await row.getByRole('button', { name: 'Claim' }).click();
  const modal = page.getByRole('dialog', { name: 'Claim trip' });
  await choose(page, modal.getByRole('combobox', { name: 'Driver' }), 'Marko Perić');
  await choose(page, modal.getByRole('combobox', { name: 'Vehicle' }), new RegExp(`\\(${offered.vehicle_type__vehicle_type_name},`));
  await modal.getByRole('button', { name: 'Claim trip' }).click();

  await expect(page.getByText(OFFERS_SCREEN_TEXT.claimFailed)).toBeVisible();
  await expect(page.getByText(CLAIM_REFUSALS.alreadyClaimed)).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(tripIn(claimedList(page), trip)).toHaveCount(0);
});

test('a claimed trip within 24 hours of pickup can no longer change driver or vehicle', async ({ page, request }) => {
  const pickup = zagrebWallClock(new Date(Date.now() + 6 * 60 * 60 * 1000));
  const trip = await offeredTrip(request, { pickupDate: pickup.date, pickupTime: pickup.time });
  const driver = await claimThroughApi(request, 'driver-admin', trip);

  await signInByApi(page, 'driver-admin');
  await openOffers(page);
  const claimed = tripIn(claimedList(page), trip);
  await expect(claimed).toContainText(driver);
  await expect(claimed).toContainText(OFFERS_SCREEN_TEXT.cannotChange);
  await expect(claimed.getByRole('button')).toHaveCount(0);
});

test('the Offers screen fits a phone: a trip is claimed from its card', async ({ page, request }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const trip = await offeredTrip(request, { pickupDate: zagrebDateInDays(170), pickupTime: '11:00' });
  const offered = await offeredTo(request, 'driver-admin', trip);
  await signInByApi(page, 'driver-admin');
  await openOffers(page);

  const card = tripIn(offeredList(page), trip);
  await expect(card).toContainText(formatEuros(offered.price__driver_gross));
  await expect(card).toContainText('Your payout');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('offers-phone.png') });
  await expectNoSeriousAccessibilityViolations(page);

  await card.getByRole('button', { name: 'Claim' }).click();
  const modal = page.getByRole('dialog', { name: 'Claim trip' });
  await choose(page, modal.getByRole('combobox', { name: 'Driver' }), 'Ante Jurić');
  await choose(page, modal.getByRole('combobox', { name: 'Vehicle' }), /ST 7780-RT/);
  await page.screenshot({ path: testInfo.outputPath('offers-phone-modal.png') });
  await modal.getByRole('button', { name: 'Claim trip' }).click();
  await expect(page.getByText('Trip claimed and assigned to Ante Jurić')).toBeVisible();
  await expect(tripIn(claimedList(page), trip)).toContainText('Ante Jurić');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('staff viewing as driver claim a trip on a company’s behalf: the driver names the company', async ({ page, request }) => {
  const trip = await offeredTrip(request, { pickupDate: zagrebDateInDays(180), pickupTime: '12:00' });
  const offered = await offeredTo(request, 'driver-b', trip);
  await signInByApi(page, 'staff');
  await openOffers(page);

  await tripIn(offeredList(page), trip).getByRole('button', { name: 'Claim' }).click();
  const modal = page.getByRole('dialog', { name: 'Claim trip' });
  await modal.getByRole('combobox', { name: 'Driver' }).click();
  // Every company's drivers, under their company's name.
  await expect(page.getByRole('listbox').getByText('Ljubljana Drive')).toBeVisible();
  await expect(page.getByRole('listbox').getByText('Split Riviera Transfers')).toBeVisible();
  await page.getByRole('option', { name: 'Luka Novak' }).click();
  await choose(page, modal.getByRole('combobox', { name: 'Vehicle' }), new RegExp(`\\(${offered.vehicle_type__vehicle_type_name},`));
  await modal.getByRole('button', { name: 'Claim trip' }).click();
  await expect(page.getByText('Trip claimed and assigned to Luka Novak')).toBeVisible();
  await expect(tripIn(claimedList(page), trip)).toContainText('Luka Novak');

  // The trip is Ljubljana Drive's now: on its list of claimed trips, with its driver.
  await signInRequest(request, 'driver-b');
  const claimed = (await (await request.get('/api/upcoming_claimed_trips')).json()) as Array<{ trip_id: number; driver__driver_name: string }>;
  expect(claimed.find((c) => c.trip_id === trip.tripId)?.driver__driver_name).toBe('Luka Novak');
});

test('a driver or vehicle whose documents end before the pickup cannot be chosen, and a claim with them is refused naming the document (ADR 0061)', async ({ page, request }) => {
  // Ivan Matić's licence and the Vito's insurance end within 30 days of the demo's day; the trip is 40 days ahead.
  const trip = await offeredTrip(request, { pickupDate: zagrebDateInDays(40), pickupTime: '07:00' });
  await signInByApi(page, 'driver-admin');
  await openOffers(page);
  await tripIn(offeredList(page), trip).getByRole('button', { name: 'Claim' }).click();
  const modal = page.getByRole('dialog', { name: 'Claim trip' });
  await modal.getByRole('combobox', { name: 'Driver' }).click();
  await expect(page.getByRole('option', { name: /^Ivan Matić \(documents end [A-Z][a-z]+ \d{1,2}, \d{4}\)$/ })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('option', { name: 'Marko Perić' }).click();
  await modal.getByRole('combobox', { name: 'Vehicle' }).click();
  await expect(page.getByRole('group', { name: 'Documents end before the pickup' }).getByRole('option', { name: /ST 3392-MA/ })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');

  // The server is the rule: the same claim through the API is refused at the driver, with the document's name.
  const headers = await signInRequest(request, 'driver-admin');
  const drivers = (await (await request.get('/api/list_company_drivers')).json()) as CompanyDriverOption[];
  const vehicles = (await (await request.get('/api/list_company_vehicles')).json()) as CompanyVehicleOption[];
  const ivan = drivers.find((driver) => driver.driver_name === 'Ivan Matić')!;
  const superb = vehicles.find((vehicle) => vehicle.license_plate === 'ST 4521-KL')!;
  const refused = await request.post(`/api/claim_trip/${trip.tripId}/`, { headers, data: { driver_id: ivan.driver_id, vehicle_id: superb.vehicle_id } });
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { detail: { loc: string[]; msg: string }[] }).detail).toEqual([
    expect.objectContaining({ loc: ['body', 'driver_id'], msg: expect.stringMatching(/^Driver's licence of Ivan Matić ends on .+, before the pickup on .+\.$/) }),
  ]);
});

test('a company weighs an offer by its row; staff find it at risk in the back office and withdraw it after saying yes (ADR 0056)', async ({ page, request }, testInfo) => {
  // Tomorrow evening: unclaimed within 48 hours of pickup, so at risk.
  const trip = await offeredTrip(request, { pickupDate: zagrebDateInDays(1), pickupTime: '21:00' });
  await offeredTo(request, 'driver-admin', trip);

  await signInByApi(page, 'driver-admin');
  await openOffers(page);
  const row = tripIn(offeredList(page), trip);
  // How far and how long, where the passengers are met; no way into a trip the company does not hold.
  await expect(row).toContainText(/\d+ km · /);
  await expect(row).toContainText('Pickup: ');
  await expect(row.getByRole('link')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('offers-rows.png'), fullPage: true });

  await signInByApi(page, 'staff');
  await page.goto('/admin/marketplace');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
  const atRisk = page.getByRole('table', { name: 'Offers at risk' });
  await expect(atRisk.getByRole('link', { name: trip.reference })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
  await page.screenshot({ path: testInfo.outputPath('marketplace-at-risk.png'), fullPage: true });
  // On a phone the offers at risk are cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('list', { name: 'Offers at risk' }).getByRole('link', { name: trip.reference })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('marketplace-at-risk-phone.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await page.getByRole('tab', { name: 'Payout steps' }).click();
  await expect(page.getByRole('button', { name: 'Save payout steps' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('marketplace-payout-steps.png'), fullPage: true });
  await page.getByRole('tab', { name: 'Company records' }).click();
  await choose(page, page.getByRole('combobox', { name: 'Company' }), 'Split Riviera Transfers');
  const record = page.getByRole('region', { name: 'Marketplace record of Split Riviera Transfers' });
  await expect(record.getByText('Completed trips')).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
  await page.screenshot({ path: testInfo.outputPath('marketplace-company-record.png'), fullPage: true });
  await page.getByRole('tab', { name: 'Offers at risk' }).click();

  await atRisk.getByRole('link', { name: trip.reference }).click();
  await expect(page.getByRole('heading', { level: 1, name: trip.reference })).toBeVisible();
  await page.getByRole('button', { name: 'Withdraw offer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw the offer to drivers?' });
  await expect(dialog).toContainText('Driver companies no longer see this trip');
  await page.screenshot({ path: testInfo.outputPath('withdraw-offer-dialog.png') });
  await dialog.getByRole('button', { name: 'Withdraw offer' }).click();
  await expect(page.getByText('Offer withdrawn')).toBeVisible();
  // Offered no more: the record offers it again instead.
  await expect(page.getByRole('button', { name: 'Offer to drivers' })).toBeVisible();

  await signInRequest(request, 'driver-admin');
  const offers = (await (await request.get('/api/offered_trips/')).json()) as OfferedTrip[];
  expect(offers.map((offer) => offer.trip_id)).not.toContain(trip.tripId);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/marketplace?tab=payout-steps');
  await expect(page.getByRole('button', { name: 'Save payout steps' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('marketplace-phone.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
