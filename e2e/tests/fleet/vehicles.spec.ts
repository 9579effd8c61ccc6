import type { Page } from '@playwright/test';
import { zagrebToday } from '@vozimo/contract';
import { expectNoSeriousAccessibilityViolations } from '../../support/accessibility.ts';
import { expect, test } from '../../support/fixtures.ts';
import { drawnPng, fileField, PDF_DOCUMENT, pickDateAhead, typeDateAhead, uniqueSuffix } from '../../support/fleet-forms.ts';
import { failWithServerError } from '../../support/mock-api.ts';
import { signInByApi, signInRequest } from '../../support/sign-in.ts';

const PHONE = { width: 390, height: 844 };
const thisYear = Number(zagrebToday().slice(0, 4));
const addForm = (page: Page) => page.getByRole('region', { name: 'Add new vehicle' });

async function choose(page: Page, label: string, option: string) {
  await addForm(page).getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The plates GET /api/vehicles/ gives the signed-in user. */
async function listedPlates(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/vehicles/');
  expect(response.status()).toBe(200);
  return ((await response.json()) as Array<{ license_plate: string }>).map((v) => v.license_plate);
}

test.describe('Vehicles screen', () => {
  test('a driver admin adds a vehicle with two photos and its registration; it waits for approval, and the other company never sees it', async ({ page }, testInfo) => {
    await signInByApi(page, 'driver-admin');
    await page.goto('/app/vehicles');
    await expect(page.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeVisible();

    const plate = `ST-${uniqueSuffix()}`;
    const form = addForm(page);
    await choose(page, 'Vehicle type', 'Van');
    await form.getByLabel('Vehicle make').fill('Mercedes-Benz');
    await form.getByLabel('Vehicle model').fill('Vito');
    await form.getByLabel('License plate').fill(plate);
    await choose(page, 'Color', 'Silver');
    await form.getByLabel('Production year').fill(String(thisYear - 3));
    await fileField(form, 'photo_1').setInputFiles(await drawnPng(page, 'front.png', 'FRONT', '#495057'));
    await fileField(form, 'photo_2').setInputFiles(await drawnPng(page, 'side.png', 'SIDE', '#868e96'));
    await fileField(form, 'vehicle_registration_photo').setInputFiles(PDF_DOCUMENT);
    // Within 30 days: the list warns that it is expiring.
    await pickDateAhead(page, form, 'Registration: valid until', 20);
    // The insurance's date typed off the paper instead of picked (issue 30).
    await fileField(form, 'vehicle_insurance_photo').setInputFiles(PDF_DOCUMENT);
    await typeDateAhead(form, 'Insurance: valid until', 200);
    const created = page.waitForResponse((r) => r.url().endsWith('/api/create_vehicle/'));
    await form.getByRole('button', { name: 'Add vehicle' }).click();
    expect((await created).status()).toBe(201);

    await expect(page.getByText('Vehicle successfully created.', { exact: true })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(plate) });
    await expect(row.getByText('Waiting for approval')).toBeVisible();
    await expect(row).toContainText('Mercedes-Benz');
    await expect(row).toContainText('Silver');
    await expect(row.getByText('Registration: 20 days left', { exact: true })).toBeVisible();
    await expect(row.getByText('Insurance valid', { exact: true })).toBeVisible();
    const photo = row.getByRole('img', { name: `Photo of Mercedes-Benz Vito ${plate}` });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(form.getByLabel('License plate')).toHaveValue('');
    await expect(form.getByRole('combobox', { name: 'Color' })).toHaveValue('');
    await expectNoSeriousAccessibilityViolations(page);
    await page.screenshot({ path: testInfo.outputPath('vehicles-desktop.png'), fullPage: true });

    await signInByApi(page, 'driver-b');
    await page.goto('/app/vehicles');
    await expect(page.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeVisible();
    await expect(page.getByTestId('vehicle-row').first()).toBeVisible();
    await expect(page.getByText(plate)).toHaveCount(0);
    expect(await listedPlates(page)).not.toContain(plate);
  });

  test('a driver admin edits a vehicle and deactivates it, and it stays listed', async ({ page }) => {
    const headers = await signInRequest(page.request, 'driver-admin');
    const plate = `ST-${uniqueSuffix()}`;
    const created = await page.request.post('/api/create_vehicle/', {
      headers,
      multipart: {
        vehicle_type: '1',
        vehicle_make: 'Mercedes-Benz',
        vehicle_model: 'Vito',
        license_plate: plate,
        color: 'Black',
        production_year: String(thisYear - 1),
        photo_1: await drawnPng(page, 'front.png', 'FRONT', '#495057'),
        photo_2: await drawnPng(page, 'side.png', 'SIDE', '#868e96'),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.goto('/app/vehicles');
    const row = page.getByRole('row', { name: new RegExp(plate) });

    // Edit: a new colour does not need approval; the photos on file stay.
    await row.getByRole('button', { name: `Edit Mercedes-Benz Vito ${plate}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit Mercedes-Benz Vito ${plate}` });
    await expect(dialog.getByText(/sends the vehicle back to waiting for approval/)).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Color' }).click();
    await page.getByRole('option', { name: 'White', exact: true }).click();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`Mercedes-Benz Vito ${plate} saved.`, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('White');
    await expect.poll(() => row.getByRole('img', { name: `Photo of Mercedes-Benz Vito ${plate}` }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // Deactivate (asked first) and reactivate: the vehicle stays listed.
    await row.getByRole('button', { name: `Deactivate Mercedes-Benz Vito ${plate}` }).click();
    await page.getByRole('dialog', { name: `Deactivate Mercedes-Benz Vito ${plate}?` }).getByRole('button', { name: 'Deactivate' }).click();
    await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Reactivate Mercedes-Benz Vito ${plate}` }).click();
    await expect(row.getByText('Inactive', { exact: true })).toHaveCount(0);
  });

  test('bad values get the spec’s messages and keep what was typed', async ({ page }) => {
    await signInByApi(page, 'driver-admin');
    await page.goto('/app/vehicles');
    const form = addForm(page);
    await form.getByRole('button', { name: 'Add vehicle' }).click();
    for (const message of [
      'Vehicle make is required.',
      'Vehicle model is required.',
      'License plate is required.',
      'Color is required.',
      'Production year is required.',
      'Photo 1 is required.',
      'Photo 2 is required.',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await form.getByLabel('Vehicle make').fill('Škoda');
    await form.getByLabel('Production year').fill(String(thisYear - 16));
    await form.getByRole('button', { name: 'Add vehicle' }).click();
    await expect(form.getByText(`Production year must be at least ${thisYear - 15}.`, { exact: true })).toBeVisible();
    await form.getByLabel('Production year').fill(String(thisYear + 1));
    await form.getByRole('button', { name: 'Add vehicle' }).click();
    await expect(form.getByText(`Production year must be older than ${thisYear}.`, { exact: true })).toBeVisible();
    await expect(form.getByLabel('Vehicle make')).toHaveValue('Škoda');
  });

  test('a plain driver sees the company’s vehicles without the Add form, on a phone', async ({ page }, testInfo) => {
    await page.setViewportSize(PHONE);
    await signInByApi(page, 'driver');
    await page.goto('/app/vehicles');
    await expect(page.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeVisible();
    await expect(page.getByTestId('vehicle-card').first()).toBeVisible();
    await expect(addForm(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: testInfo.outputPath('vehicles-plain-driver-phone.png'), fullPage: true });
  });

  test('on a phone a driver admin gets cards and the Add form', async ({ page }, testInfo) => {
    await page.setViewportSize(PHONE);
    await signInByApi(page, 'driver-admin');
    await page.goto('/app/vehicles');
    await expect(page.getByTestId('vehicle-card').first()).toBeVisible();
    await expect(addForm(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: testInfo.outputPath('vehicles-phone.png'), fullPage: true });
  });

  test('a list that fails to load says so in the spec’s words', async ({ page }) => {
    await signInByApi(page, 'driver-admin');
    await failWithServerError(page, '**/api/vehicles/');
    await page.goto('/app/vehicles');
    const alert = page.getByRole('alert').filter({ hasText: 'Bummer' });
    await expect(alert).toContainText('There was an error with loading trips.');
  });
});
