import type { Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from '../../support/accessibility.ts';
import { expect, test } from '../../support/fixtures.ts';
import { refuseField } from '../../support/mock-api.ts';
import { signInByApi } from '../../support/sign-in.ts';
import { assignDriverAsStaff, bookTripAsAgent, moveTripAsStaff } from '../../support/trip-factory.ts';
import { openFreshTripPage, valueOf } from '../../support/trip-page.ts';

// The demo driver a test assigns (the demo accounts are part of the running product).
const DRIVER_NAME = 'Marko Perić';

test('a customer opens the link without signing in: the summary, dashes for what is empty, the price and the payment place', async ({ page, request }) => {
  const trip = await openFreshTripPage(page, request);

  await expect(page).toHaveTitle(`Trip ${trip.reference} | Vozimo`);
  await expect(page.getByRole('heading', { level: 1, name: trip.reference })).toBeVisible();
  await expect(page.getByText('Pending Payment', { exact: true })).toBeVisible();
  await expect(valueOf(page, 'Summary', 'From')).toContainText('Split');
  await expect(valueOf(page, 'Summary', 'From')).toContainText('Hotel Park, Put Firula 2');
  await expect(valueOf(page, 'Summary', 'Date and time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}, 08:30$/);
  await expect(valueOf(page, 'Summary', 'Passengers')).toHaveText('2');
  // No airport pickup: no flight number line.
  await expect(page.getByRole('region', { name: 'Summary' }).getByText('Flight number')).toHaveCount(0);
  await expect(valueOf(page, 'Other Information', 'Child seats')).toHaveText('No');
  await expect(valueOf(page, 'Other Information', 'Notes')).toHaveText('-');
  await expect(valueOf(page, 'Other Information', 'Stops')).toHaveText('-');
  await expect(valueOf(page, 'Customer', 'Name')).toHaveText('Iva Kovač');
  await expect(valueOf(page, 'Customer', 'Phone')).toHaveText('+385 91 222 3344');
  await expect(valueOf(page, 'Customer', 'E-mail')).toHaveText('iva.kovac@example.com');

  const price = page.getByRole('table', { name: 'Price table' });
  await expect(price.getByText('Balance to pay the driver')).toBeVisible();
  await expect(page.getByTestId('deposit-state')).toHaveText('Pending');
  await expect(page.getByTestId('payment-section')).toContainText('Pay the deposit');
  await expect(page.getByRole('region', { name: 'Vehicle' }).getByRole('img')).toHaveJSProperty('naturalWidth', 175);
  // The vehicle type's own drawing, not the default one (issue 11).
  await expect(page.getByRole('region', { name: 'Vehicle' }).getByRole('img')).toHaveAttribute('src', /^\/images\/vehicle-types\/[a-z-]+\.svg$/);
  await expect(page.getByRole('region', { name: 'Driver' })).toContainText('No driver is assigned yet');

  // A customer has no account: nothing to edit, nothing to offer.
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit Trip' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Offer to drivers' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
});

test('the link brings the trip with the page: nothing asks the API for it, and a reload shows it again (ADR 0033)', async ({ page, request }) => {
  const trip = await bookTripAsAgent(request);
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/public/trip/')) asked.push(sent.url());
  });
  await page.goto(trip.url);
  await expect(page.getByRole('heading', { level: 1, name: trip.reference })).toBeVisible();
  await expect(page.getByTestId('payment-section')).toContainText('Pay the deposit');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: trip.reference })).toBeVisible();
  await expect(page.getByText('Pending Payment', { exact: true })).toBeVisible();
  expect(asked).toEqual([]);
});

test('Copy Payment Link puts the whole link, token and all, on the clipboard', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const trip = await openFreshTripPage(page, request);
  await page.getByRole('button', { name: 'Copy Payment Link' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(new URL(trip.url, page.url()).href);
  expect(copied).toMatch(/^http:\/\/.+\/trip\/VZ-[A-Z0-9]+\?token=.{20,}$/);
  // The copied link opens the same trip.
  await page.goto(copied);
  await expect(page.getByRole('heading', { level: 1, name: trip.reference })).toBeVisible();
});

test('a draft shares a quote: Copy Quote Link, and the agent who made it gets Edit Trip', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const trip = await bookTripAsAgent(request, { draft: true });
  await signInByApi(page, 'agent');
  await page.goto(trip.url);
  await expect(page.getByText('Quote', { exact: true })).toBeVisible();
  await expect(page.getByTestId('payment-section')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit Trip' })).toHaveAttribute('href', /^\/app\/edit-trip\/\d+$/);
  await page.getByRole('button', { name: 'Copy Quote Link' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`/trip/${trip.reference}?token=`);
});

test('a wrong token or an unknown reference shows a friendly not-found page', async ({ page, request }) => {
  const trip = await bookTripAsAgent(request);
  await page.goto(`/trip/${trip.reference}?token=not-the-token`);
  await expect(page.getByRole('heading', { name: 'Trip not found' })).toBeVisible();
  await expect(page.getByText(/We could not find this trip/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
  await expect(page.getByText(trip.reference)).toHaveCount(0);

  await page.goto(`/trip/VZ-NOSUCH?token=${encodeURIComponent(trip.token)}`);
  await expect(page.getByRole('heading', { name: 'Trip not found' })).toBeVisible();
  await page.goto(`/trip/${trip.reference}`);
  await expect(page.getByRole('heading', { name: 'Trip not found' })).toBeVisible();
});

test('the agent corrects the contact and extra info in the Edit modal', async ({ page, request }) => {
  const trip = await bookTripAsAgent(request);
  await signInByApi(page, 'agent');
  await page.goto(trip.url);
  // Booked, not a draft: the agent may correct the details but not edit the trip.
  await expect(page.getByRole('link', { name: 'Edit Trip' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Edit contact and extra info' });
  await expect(modal.getByLabel('Last name')).toHaveValue('Kovač');

  await modal.getByLabel('E-mail').fill('iva.kovac@');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText('Invalid email format.')).toBeVisible();

  await modal.getByLabel('E-mail').fill('iva.kovac@example.org');
  await modal.getByLabel('Phone').fill('+385 98 123 4567');
  await modal.getByLabel('Notes').fill('Two large suitcases');
  await expect(modal.getByLabel('Flight number')).toHaveCount(0);
  await modal.getByRole('checkbox', { name: 'Airport pickup' }).check();
  await modal.getByLabel('Flight number').fill('OU 4321');
  await modal.getByRole('checkbox', { name: 'Child seats' }).check();
  await modal.getByLabel('Child age').fill('4 years');
  await modal.getByRole('button', { name: 'Save' }).click();

  await expect(modal).toHaveCount(0);
  await expect(valueOf(page, 'Customer', 'Phone')).toHaveText('+385 98 123 4567');
  await expect(valueOf(page, 'Customer', 'E-mail')).toHaveText('iva.kovac@example.org');
  await expect(valueOf(page, 'Summary', 'Flight number')).toHaveText('OU 4321');
  await expect(valueOf(page, 'Other Information', 'Child seats')).toHaveText('Yes (4 years)');
  await expect(valueOf(page, 'Other Information', 'Notes')).toHaveText('Two large suitcases');

  // The customer's next visit shows the corrected details too.
  await page.reload();
  await expect(valueOf(page, 'Customer', 'Phone')).toHaveText('+385 98 123 4567');

  // A customer reached by phone only: the e-mail may go, and the notes are saved (issue 30).
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await modal.getByLabel('E-mail').fill('');
  await modal.getByLabel('Notes').fill('Call on arrival');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toHaveCount(0);
  await expect(valueOf(page, 'Customer', 'E-mail')).toHaveText('-');
  await expect(valueOf(page, 'Other Information', 'Notes')).toHaveText('Call on arrival');
});

test('a refused save keeps the modal open with the message at its field and everything typed', async ({ page, request }) => {
  const trip = await bookTripAsAgent(request);
  await signInByApi(page, 'agent');
  await page.goto(trip.url);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Edit contact and extra info' });
  await modal.getByRole('checkbox', { name: 'Airport pickup' }).check();
  await modal.getByLabel('Flight number').fill('OU 4321 OU 4321 OU 4321');
  await modal.getByLabel('Notes').fill('Kept after a refusal');
  await refuseField(page, '**/api/update_trip_info/**', ['body', 'info', 'flight_number'], 'At most 20 characters.');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText('At most 20 characters.')).toBeVisible();
  await expect(modal.getByLabel('Notes')).toHaveValue('Kept after a refusal');
  await expect(modal.getByLabel('Flight number')).toHaveValue('OU 4321 OU 4321 OU 4321');
});

test('staff offer a trip nobody drives yet to the drivers', async ({ page, request }) => {
  const trip = await bookTripAsAgent(request);
  await signInByApi(page, 'staff');
  await page.goto(trip.url);
  // Staff may edit any open trip.
  await expect(page.getByRole('link', { name: 'Edit Trip' })).toBeVisible();
  await expect(page.getByText('Offered to drivers', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Offer to drivers' }).click();
  // It asks first (ADR 0056): every company sees the trip at once.
  await page.getByRole('dialog', { name: 'Offer this trip to drivers?' }).getByRole('button', { name: 'Offer to drivers' }).click();
  await expect(page.getByText('Trip offered to drivers')).toBeVisible();
  await expect(page.getByText('Offered to drivers', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Offer to drivers' })).toHaveCount(0);

  // The customer's link: the marketplace is the business's, not the customer's (ADR 0057).
  await page.context().clearCookies();
  await page.goto(trip.url);
  await expect(page.getByRole('heading', { level: 1, name: trip.reference })).toBeVisible();
  await expect(page.getByText('Offered to drivers', { exact: true })).toHaveCount(0);
});

test('a trip with a driver shows the driver card and the assigned vehicle', async ({ page, request }) => {
  const trip = await bookTripAsAgent(request);
  await moveTripAsStaff(request, trip, 'confirmed');
  await assignDriverAsStaff(request, trip, DRIVER_NAME);
  await page.goto(trip.url);
  const driver = page.getByRole('region', { name: 'Driver' });
  await expect(driver.getByText(DRIVER_NAME)).toBeVisible();
  await expect(driver.getByRole('link', { name: /^\+?[\d ]+$/ })).toHaveAttribute('href', /^tel:/);
  // The driver's own photo, served to the link's holder, shown at the spec's 150x140.
  const photo = driver.getByRole('img', { name: `Photo of ${DRIVER_NAME}` });
  await expect(photo).toHaveAttribute('src', /\/driver_photo\?token=/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await photo.boundingBox()).toMatchObject({ width: 150, height: 140 });
  await expect(page.getByTestId('payment-section')).toHaveCount(0);
});

test('the trip page prints as the customer’s one-page voucher', async ({ page, request }) => {
  const trip = await bookTripAsAgent(request, { customer: { customer_phone: '+385 91 000 1111' } });
  await signInByApi(page, 'agent');
  await page.goto(trip.url);
  await expect(page.getByRole('heading', { level: 1, name: trip.reference })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Copy Payment Link' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeHidden();
  await expect(page.getByTestId('payment-section')).toBeHidden();
  await expect(page.getByText('Trip voucher')).toBeVisible();
  await expect(valueOf(page, 'Customer', 'Phone')).toHaveText('+385 91 000 1111');
  await expect(page.getByRole('region', { name: 'Vehicle' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Driver' })).toBeVisible();
  await expect(page.getByText(/support@vozimo\.com/)).toBeVisible();

  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages).toHaveLength(1);
});

test('the trip page fits a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openFreshTripPage(page, request);
  await expect(page.getByRole('button', { name: 'Copy Payment Link' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

// Every save leads back to the trip page, which must show the trip as saved, not as it was when the page was last open.

/** Opens the trip page (another phone yet), then Edit Trip, and types a phone into the form. */
async function typePhoneInTripForm(page: Page, url: string, phone: string): Promise<void> {
  await page.goto(url);
  await expect(valueOf(page, 'Customer', 'Phone')).toHaveText('+385 91 222 3344');
  await page.getByRole('link', { name: 'Edit Trip' }).click();
  await page.getByRole('textbox', { name: 'Phone' }).fill(phone);
}

test.describe('the trip page after a save in the trip form shows the saved trip without a reload', () => {
  test('the agent books a quote: Pending Payment, the payment section and Copy Payment Link', async ({ page, request }) => {
    const trip = await bookTripAsAgent(request, { draft: true });
    await signInByApi(page, 'agent');
    await page.goto(trip.url);
    await expect(page.getByText('Quote', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy Quote Link' })).toBeVisible();

    await page.getByRole('link', { name: 'Edit Trip' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Trip', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Book Trip' }).click();

    await expect(page).toHaveURL(new RegExp(`/trip/${trip.reference}\\?token=`));
    await expect(page.getByText('Pending Payment', { exact: true })).toBeVisible();
    await expect(page.getByTestId('payment-section')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy Payment Link' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy Quote Link' })).toHaveCount(0);
  });

  test('the agent updates a quote: the changed phone shows', async ({ page, request }) => {
    const trip = await bookTripAsAgent(request, { draft: true });
    await signInByApi(page, 'agent');
    await typePhoneInTripForm(page, trip.url, '+385 91 555 0202');
    await page.getByRole('button', { name: 'Update Quote' }).click();

    await expect(page).toHaveURL(new RegExp(`/trip/${trip.reference}\\?token=`));
    await expect(valueOf(page, 'Customer', 'Phone')).toHaveText('+385 91 555 0202');
    await expect(page.getByText('Quote', { exact: true })).toBeVisible();
  });

  test('staff update a booked trip through Save changes: the changed phone shows', async ({ page, request }) => {
    const trip = await bookTripAsAgent(request);
    await moveTripAsStaff(request, trip, 'confirmed');
    await signInByApi(page, 'staff');
    await typePhoneInTripForm(page, trip.url, '+385 91 555 0303');
    await page.getByRole('button', { name: 'Update Trip' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save changes' }).click();

    await expect(page).toHaveURL(new RegExp(`/trip/${trip.reference}\\?token=`));
    await expect(valueOf(page, 'Customer', 'Phone')).toHaveText('+385 91 555 0303');
  });
});
