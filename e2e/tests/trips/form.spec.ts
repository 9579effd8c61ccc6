import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, currentZagrebMonth, formatDate, formatMonth, shiftMonth, zagrebLocalToInstant, zagrebToday } from '@vozimo/contract';
import { expectNoSeriousAccessibilityViolations } from '../../support/accessibility.ts';
import { expect, test } from '../../support/fixtures.ts';
import { signInByApi } from '../../support/sign-in.ts';
import { bookTripAsAgent, moveTripAsStaff } from '../../support/trip-factory.ts';
import { valueOf } from '../../support/trip-page.ts';

// Each journey prices routes (and some save and reopen trips): on a busy shared machine that takes
// longer than the default 30 s, which suits single-page checks.
test.describe.configure({ timeout: 90_000 });

/** The 15th of next month (on Zagreb's calendar, as the date picker's): always in the future, whatever the time of day the test runs. */
function midNextMonth(): { label: string; iso: string } {
  const month = shiftMonth(currentZagrebMonth(), 1);
  return { label: `15 ${formatMonth(month)}`, iso: `${month}-15` };
}

async function pickPlace(page: Page, label: 'From' | 'To', typed: string, option: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.fill(typed);
  await expect(page.getByRole('option', { name: option, exact: true })).toBeVisible();
  // Keyboard only: the best match is highlighted, arrow keys move, Enter picks.
  await input.press('ArrowDown');
  await input.press('ArrowUp');
  await input.press('Enter');
  await expect(input).toHaveValue(option);
}

async function pickDateMidNextMonth(page: Page) {
  const date = midNextMonth();
  await page.getByRole('button', { name: 'Date', exact: true }).click();
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: date.label }).click();
  return date;
}

const recalculating = (page: Page) => page.getByRole('status').filter({ hasText: 'Recalculating the price…' });

async function readPublicTrip(page: Page, url: string) {
  const { pathname, searchParams } = new URL(url);
  const reference = pathname.split('/').pop()!;
  const response = await page.request.get(`/api/public/trip/${reference}?token=${encodeURIComponent(searchParams.get('token')!)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { trip_id: number; reference: string; status: string; stops: { name: string; time: number }[]; pickup_date: string; customer_last_name: string };
}

test('an agent quotes Split to Dubrovnik with two stops, saves it, reopens it and books it', async ({ page }) => {
  // Four visits of the trip form and two quotes: past 90 s when the unit tier shares the machine.
  test.slow();
  await signInByApi(page, 'agent');
  await page.goto('/app/new-trip');
  await expect(page.getByRole('heading', { name: 'New Trip', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Date', exact: true })).toContainText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expect(page.getByRole('spinbutton', { name: 'Hours' })).toHaveValue('12');
  await expect(page.getByRole('spinbutton', { name: 'Minutes' })).toHaveValue('00');
  await expect(page.getByRole('textbox', { name: 'Passengers' })).toHaveValue('1');
  await expect(page.getByRole('button', { name: 'Update', exact: true })).toBeDisabled();

  await pickPlace(page, 'From', 'Split', 'Split, Croatia');
  await pickPlace(page, 'To', 'Dubrov', 'Dubrovnik, Croatia');
  const date = await pickDateMidNextMonth(page);
  await page.getByRole('textbox', { name: 'Passengers' }).fill('2');

  // The route and prices: the distance line, the vehicle cards and the breakdown of the chosen one.
  await expect(page.getByLabel('Distance and duration')).toHaveText(/^\d+ km · \d+ h( \d+ min)?$/);
  const sedan = page.getByRole('radio', { name: /^Sedan, €/ });
  await expect(sedan).toBeChecked();
  await expect(page.getByText('Price breakdown: Sedan')).toBeVisible();
  await page.getByRole('radio', { name: /^Van, €/ }).click();
  await expect(page.getByText('Price breakdown: Van')).toBeVisible();

  // Two stops: Trogir for 1 h 30 min, and Dubrovnik's old town at its shortest (2 h).
  await page.getByRole('button', { name: 'Add stop: Trogir' }).click();
  const trogirTime = page.getByRole('group', { name: 'Time at Trogir' });
  await expect(trogirTime.getByRole('button', { name: 'Shorter stop at Trogir' })).toBeDisabled();
  await trogirTime.getByRole('button', { name: 'Longer stop at Trogir' }).click();
  await expect(trogirTime).toContainText('1 h 30 min');
  await page.getByRole('button', { name: 'Add stop: Dubrovnik Old Town' }).click();
  await expect(page.getByRole('group', { name: 'Time at Dubrovnik Old Town' })).toContainText('2 h');
  await expect(page.getByRole('button', { name: 'Shorter stop at Dubrovnik Old Town' })).toBeDisabled();
  await expect(recalculating(page)).toHaveCount(0);
  const stops = page.getByRole('table', { name: 'Stops' });
  await expect(stops.getByRole('row')).toHaveCount(3);
  await expect(stops.getByRole('row', { name: /Trogir 1 h 30 min €40\.00/ })).toBeVisible();
  await expect(stops.getByRole('row', { name: /Dubrovnik Old Town 2 h €50\.00/ })).toBeVisible();
  // Chosen stops lead the list.
  await expect(page.getByRole('article').first()).toHaveAccessibleName(/Trogir|Dubrovnik Old Town/);

  await page.getByRole('textbox', { name: 'Pickup details' }).fill('Hotel Park, Hatzeov perivoj 3');
  await page.getByRole('textbox', { name: 'First name' }).fill('Emma');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Larsen');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('emma.larsen@example.com');
  await page.getByRole('textbox', { name: 'Phone' }).fill('+385 91 555 0100');
  await expectNoSeriousAccessibilityViolations(page);

  await page.getByRole('button', { name: 'Save Quote' }).click();
  await expect(page).toHaveURL(/\/trip\/VZ-[A-Z0-9]+\?token=.{20,}/);
  const quote = await readPublicTrip(page, page.url());
  expect(quote).toMatchObject({ status: 'draft', pickup_date: date.iso, customer_last_name: 'Larsen' });
  expect(quote.stops.map((s) => [s.name, s.time])).toEqual([
    ['Trogir', 90],
    ['Dubrovnik Old Town', 120],
  ]);

  // Reopened, the quote is as it was saved.
  await page.goto(`/app/edit-trip/${quote.trip_id}`);
  await expect(page.getByRole('heading', { name: 'Edit Trip', level: 1 })).toBeVisible();
  await expect(page.getByText(quote.reference, { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'From', exact: true })).toHaveValue('Split, Croatia');
  await expect(page.getByRole('combobox', { name: 'To', exact: true })).toHaveValue('Dubrovnik, Croatia');
  await expect(page.getByRole('radio', { name: /^Van, €/ })).toBeChecked();
  await expect(page.getByRole('table', { name: 'Stops' }).getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Larsen');
  await expect(page.getByRole('group', { name: 'Save the trip' }).getByRole('button')).toHaveText(['Update Quote', 'Book Trip']);
  await expect(recalculating(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Book Trip' }).click();
  await expect(page).toHaveURL(new RegExp(`/trip/${quote.reference}\\?token=`));
  expect((await readPublicTrip(page, page.url())).status).toBe('pending_payment');
});

test('Vienna to Munich breaks the country rule: a red message and no price', async ({ page }) => {
  await signInByApi(page, 'agent');
  await page.goto('/app/new-trip');
  const quotes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/update_trip/')) quotes.push(request.url());
  });
  await pickPlace(page, 'From', 'Vienna', 'Vienna, Austria');
  await pickPlace(page, 'To', 'Munich', 'Munich, Germany');
  const message = page.getByRole('alert').filter({ hasText: 'A trip must start or end in Croatia or Slovenia.' });
  await expect(message).toBeVisible();
  await expect(message).toHaveCSS('color', 'rgb(201, 42, 42)');
  await expect(page.getByRole('button', { name: 'Update', exact: true })).toBeDisabled();
  await page.waitForTimeout(600);
  expect(quotes).toEqual([]);
  await expect(page.getByRole('radio')).toHaveCount(0);

  // One end in Croatia is enough.
  await pickPlace(page, 'To', 'Zagreb', 'Zagreb, Croatia');
  await expect(message).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /^Sedan, €/ })).toBeVisible();
});

test('the price is recalculated under an overlay, and a stop the new route does not pass is removed', async ({ page }) => {
  await signInByApi(page, 'agent');
  await page.goto('/app/new-trip');
  await pickPlace(page, 'From', 'Split', 'Split, Croatia');
  await pickPlace(page, 'To', 'Dubrov', 'Dubrovnik, Croatia');
  await page.getByRole('button', { name: 'Add stop: Mali Ston oysters' }).click();
  await expect(page.getByRole('table', { name: 'Stops' }).getByRole('row', { name: /Mali Ston oysters 1 h €30\.00/ })).toBeVisible();

  // A slow answer shows the overlay, and the buttons wait for the new price.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/update_trip/', async (route) => {
    await held;
    await route.continue();
  });
  await pickPlace(page, 'To', 'Zagreb', 'Zagreb, Croatia');
  await expect(recalculating(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book Trip' })).toBeDisabled();
  release();
  await expect(recalculating(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Book Trip' })).toBeEnabled();

  // Mali Ston is on the way to Dubrovnik, not to Zagreb.
  await expect(page.getByText('No stops yet: add one from the points of interest.')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Mali Ston oysters' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Add stop: Plitvice Lakes/ })).toBeVisible();
});

test('flight number and child info show only when their boxes are ticked', async ({ page }) => {
  await signInByApi(page, 'agent');
  await page.goto('/app/new-trip');
  const flight = page.getByRole('textbox', { name: 'Flight number' });
  await expect(flight).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Airport pickup' }).check();
  await flight.fill('OU 660');
  await page.getByRole('checkbox', { name: 'Airport pickup' }).uncheck();
  await expect(flight).toHaveCount(0);
  // Ticking again brings back what was typed.
  await page.getByRole('checkbox', { name: 'Airport pickup' }).check();
  await expect(flight).toHaveValue('OU 660');

  const childInfo = page.getByRole('textbox', { name: /Child info/ });
  await expect(childInfo).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Child seats' }).check();
  await expect(childInfo).toBeVisible();
});

test('the form tells what is missing or wrong, in the server’s words, and keeps what was typed', async ({ page }) => {
  await signInByApi(page, 'agent');
  await page.goto('/app/new-trip');
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await email.fill('emma@');
  await email.blur();
  await expect(page.getByText('Invalid email', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill('Emma');

  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/trip/')) saves.push(request.url());
  });
  await page.getByRole('button', { name: 'Save Quote' }).click();
  await expect(page.getByText('Choose a place.')).toHaveCount(2);
  expect(saves).toEqual([]);

  await email.fill('emma@example.com');
  await email.blur();
  await expect(page.getByText('Invalid email', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Emma');
});

test('a server refusal shows the toast and the message at its field; nothing typed is lost', async ({ page }) => {
  await signInByApi(page, 'agent');
  await page.goto('/app/new-trip');
  await pickPlace(page, 'From', 'Zagreb', 'Zagreb, Croatia');
  await pickPlace(page, 'To', 'Split', 'Split, Croatia');
  await expect(page.getByRole('radio', { name: /^Sedan, €/ })).toBeChecked();
  await page.getByRole('textbox', { name: 'Notes' }).fill('Two large suitcases');
  await fillBookingDetails(page);
  // Today at midnight has passed whatever the hour: the server refuses it at pickup_date.
  const today = zagrebToday();
  await page.getByRole('button', { name: 'Date', exact: true }).click();
  await page.getByRole('button', { name: `${Number(today.slice(8))} ${formatMonth(today.slice(0, 7))}` }).click();
  await page.getByRole('spinbutton', { name: 'Hours' }).fill('00');
  await page.getByRole('spinbutton', { name: 'Minutes' }).fill('00');
  await page.getByRole('button', { name: 'Book Trip' }).click();

  await expect(page.getByText('The pickup date and time must be in the future.')).toBeVisible();
  const toast = page.getByRole('alert').filter({ hasText: 'Please try again later' });
  await expect(toast).toContainText('Error');
  await expect(page).toHaveURL(/\/app\/new-trip$/);
  await expect(page.getByRole('textbox', { name: 'Notes' })).toHaveValue('Two large suitcases');
  await expect(page.getByRole('combobox', { name: 'From', exact: true })).toHaveValue('Zagreb, Croatia');
});

/** What a booking needs besides the route: where the driver meets the customer, and whom to call (ADR 0060). */
async function fillBookingDetails(page: Page) {
  await page.getByRole('textbox', { name: 'Pickup details' }).fill('Hotel Esplanade, Mihanovićeva 1');
  await page.getByRole('textbox', { name: 'First name' }).fill('Emma');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Larsen');
  await page.getByRole('textbox', { name: 'Phone' }).fill('+385 91 555 0100');
}

test('the default pickup can be booked right away, even at 15:00 in Zagreb', async ({ page }) => {
  // The browser's clock at 15:00 today in Zagreb: today's noon has passed, so the form starts tomorrow.
  const today = zagrebToday();
  await page.clock.setFixedTime(zagrebLocalToInstant(today, '15:00'));
  await signInByApi(page, 'agent');
  await page.goto('/app/new-trip');
  const tomorrow = addDays(today, 1);
  await expect(page.getByRole('button', { name: 'Date', exact: true })).toHaveText(formatDate(tomorrow));
  await expect(page.getByRole('spinbutton', { name: 'Hours' })).toHaveValue('12');
  await pickPlace(page, 'From', 'Zagreb', 'Zagreb, Croatia');
  await pickPlace(page, 'To', 'Split', 'Split, Croatia');
  await expect(page.getByRole('radio', { name: /^Sedan, €/ })).toBeChecked();
  await fillBookingDetails(page);
  await page.getByRole('button', { name: 'Book Trip' }).click();
  await expect(page).toHaveURL(/\/trip\/VZ-[A-Z0-9]+\?token=/);
  expect(await readPublicTrip(page, page.url())).toMatchObject({ status: 'pending_payment', pickup_date: tomorrow });
});

test('an airport pickup is named by the airport on the trip page and in the trips list, not by its town (issue 30)', async ({ page }) => {
  await signInByApi(page, 'agent');
  await page.goto('/app/new-trip');
  await pickPlace(page, 'From', 'Zadar Airport', 'Zadar Airport (ZAD), Croatia');
  await pickPlace(page, 'To', 'Zadar', 'Zadar, Croatia');
  const date = await pickDateMidNextMonth(page);
  await expect(page.getByRole('radio', { name: /^Sedan, €/ })).toBeChecked();
  await fillBookingDetails(page);
  await page.getByRole('button', { name: 'Book Trip' }).click();
  await expect(page).toHaveURL(/\/trip\/VZ-[A-Z0-9]+\?token=/);
  const { reference } = await readPublicTrip(page, page.url());

  await expect(page.getByText(/^Zadar Airport \(ZAD\) – Zadar · /)).toBeVisible();
  await expect(valueOf(page, 'Summary', 'From')).toContainText('Zadar Airport (ZAD)');
  await expect(valueOf(page, 'Summary', 'To')).toHaveText('Zadar');

  await page.goto(`/app/trips?month=${date.iso.slice(0, 7)}`);
  await page.getByRole('searchbox', { name: 'Search trips' }).fill(reference);
  await expect(page.getByRole('row', { name: new RegExp(reference) })).toContainText('Zadar Airport (ZAD) - Zadar');
});

test('more than 7 passengers stay as typed, with the limit and a way to request a custom trip', async ({ page }) => {
  await signInByApi(page, 'agent');
  await page.goto('/app/new-trip');
  const passengers = page.getByRole('textbox', { name: 'Passengers' });
  await passengers.fill('12');
  await passengers.blur();
  await expect(passengers).toHaveValue('12');
  await expect(page.getByText('Passengers must be between 1 and 7.')).toBeVisible();
  await expect(page.getByText('1 to 7 passengers. Larger group?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a custom trip' })).toHaveAttribute('href', '/contact');
});

test('Book Trip with no customer says what is missing and books nothing; a quote may stay without one', async ({ page }) => {
  await signInByApi(page, 'agent');
  await page.goto('/app/new-trip');
  await pickPlace(page, 'From', 'Zagreb', 'Zagreb, Croatia');
  await pickPlace(page, 'To', 'Split', 'Split, Croatia');
  await expect(page.getByRole('radio', { name: /^Sedan, €/ })).toBeChecked();
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/trip/')) saves.push(request.url());
  });
  await page.getByRole('button', { name: 'Book Trip' }).click();
  await expect(page.getByText('Enter the pickup address, hotel or meeting point, so the driver finds the customer.')).toBeVisible();
  await expect(page.getByText("Enter the customer's first name.")).toBeVisible();
  await expect(page.getByText("Enter the customer's last name.")).toBeVisible();
  await expect(page.getByText("Enter the customer's phone number: the driver calls it at the pickup.")).toBeVisible();
  expect(saves).toEqual([]);

  await page.getByRole('button', { name: 'Save Quote' }).click();
  await expect(page).toHaveURL(/\/trip\/VZ-[A-Z0-9]+\?token=/);
  expect((await readPublicTrip(page, page.url())).status).toBe('draft');
});

/** A fresh confirmed trip with no driver, for 2 passengers (any vehicle fits), that staff may edit. */
async function confirmedTripToAssign(request: APIRequestContext): Promise<number> {
  const trip = await bookTripAsAgent(request);
  await moveTripAsStaff(request, trip, 'confirmed');
  return trip.tripId;
}

test('staff edit a confirmed trip through the confirm dialog and assign a driver and vehicle', async ({ page, request }) => {
  const tripId = await confirmedTripToAssign(request);
  await signInByApi(page, 'staff');
  await page.goto(`/app/edit-trip/${tripId}`);
  await expect(page.getByRole('heading', { name: 'Edit Trip', level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Save the trip' }).getByRole('button')).toHaveText(['Update Trip']);
  await expect(page.getByRole('heading', { name: 'Driver and vehicle' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Confirmed');
  await expectNoSeriousAccessibilityViolations(page);

  await page.getByRole('textbox', { name: 'Phone' }).fill('+385 91 555 0101');
  await page.getByRole('combobox', { name: 'Driver' }).click();
  const driverOption = page.getByRole('option').first();
  const driverName = ((await driverOption.textContent()) ?? '').split(' · ')[0]!;
  await driverOption.click();
  await page.getByRole('combobox', { name: 'Vehicle', exact: true }).click();
  await page.getByRole('option').first().click();

  await page.getByRole('button', { name: 'Update Trip' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to make changes to trip?');
  // Cancelling saves nothing.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect(((await (await page.request.get(`/api/trip/${tripId}`)).json()) as { driver_id: number | null }).driver_id).toBeNull();

  await page.getByRole('button', { name: 'Update Trip' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/trip\/VZ-[A-Z0-9]+\?token=/);
  const saved = (await (await page.request.get(`/api/trip/${tripId}`)).json()) as { driver_id: number | null; vehicle_id: number | null; customer_phone: string; status: string };
  expect(saved).toMatchObject({ customer_phone: '+385 91 555 0101', status: 'confirmed' });
  expect(saved.driver_id).not.toBeNull();
  expect(saved.vehicle_id).not.toBeNull();
  const drivers = (await (await page.request.get('/api/list_drivers')).json()) as { driver_id: number; driver_name: string }[];
  expect(drivers.find((d) => d.driver_id === saved.driver_id)?.driver_name).toBe(driverName);
});

test('staff add a new driver and vehicle from the form, and the form picks them', async ({ page, request }) => {
  const tripId = await confirmedTripToAssign(request);
  await signInByApi(page, 'staff');
  await page.goto(`/app/edit-trip/${tripId}`);
  await page.getByRole('button', { name: 'Add New Driver & Vehicle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Driver & Vehicle' });
  const name = `Ivo Test ${Date.now() % 100000}`;
  await dialog.getByRole('textbox', { name: 'Driver name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('+385 98 555 0199');
  await dialog.getByRole('combobox', { name: 'Vehicle type' }).click();
  await page.getByRole('option', { name: /^Van/ }).click();
  await dialog.getByRole('combobox', { name: 'Color' }).click();
  await page.getByRole('option', { name: 'Silver' }).click();
  await dialog.getByRole('textbox', { name: 'Vehicle make' }).fill('Volkswagen');
  await dialog.getByRole('textbox', { name: 'Vehicle model' }).fill('Caravelle');
  await dialog.getByRole('textbox', { name: 'License plate' }).fill(`ZG-${Date.now() % 10000}-TT`);
  await dialog.getByRole('button', { name: 'Create driver & vehicle' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Driver' })).toHaveValue(new RegExp(`^${name}`));
  await expect(page.getByRole('combobox', { name: 'Vehicle', exact: true })).toHaveValue(/^Volkswagen Caravelle/);
});

test('the trip form works on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInByApi(page, 'agent');
  await page.goto('/app/new-trip');
  await pickPlace(page, 'From', 'Ljubljana', 'Ljubljana, Slovenia');
  await pickPlace(page, 'To', 'Bled', 'Bled, Slovenia');
  await expect(page.getByRole('radio', { name: /^Sedan, €/ })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Map of the route' }).locator('path.leaflet-interactive')).toHaveCount(3);
  // Nothing sticks out sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
