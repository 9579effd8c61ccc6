import type { Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from '../../support/accessibility.ts';
import { expect, test } from '../../support/fixtures.ts';
import { drawnPng, fileField, GIF_PHOTO, pickDateAhead, PDF_DOCUMENT, TEXT_AS_PNG, uniqueSuffix } from '../../support/fleet-forms.ts';
import { signInByApi } from '../../support/sign-in.ts';

const PHONE = { width: 390, height: 844 };
const addForm = (page: Page) => page.getByRole('region', { name: 'Add new driver' });

async function fillDriver(page: Page, firstName: string, lastName: string) {
  const form = addForm(page);
  await form.getByLabel('First name').fill(firstName);
  await form.getByLabel('Last name').fill(lastName);
  await form.getByLabel('Phone').fill('+385 91 555 0199');
  await form.getByLabel('Hometown').fill('Trogir');
  await form.getByLabel('E-mail').fill(`driver.${uniqueSuffix().toLowerCase()}@example.com`);
  await form.getByLabel('Whatsapp').fill('+385915550199');
}

/** The names GET /api/drivers/ gives the signed-in user. */
async function listedDriverNames(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/drivers/');
  expect(response.status()).toBe(200);
  return ((await response.json()) as Array<{ driver_name: string }>).map((d) => d.driver_name);
}

test.describe('Drivers screen', () => {
  test('a driver admin adds a driver with a photo and a licence; it waits for approval, and the other company never sees it', async ({ page }, testInfo) => {
    await signInByApi(page, 'driver-admin');
    await page.goto('/app/drivers');
    await expect(page.getByRole('heading', { level: 1, name: 'Drivers' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Ante Jurić/ })).toBeVisible();

    const lastName = `Radić ${uniqueSuffix()}`;
    const name = `Nikola ${lastName}`;
    await fillDriver(page, 'Nikola', lastName);
    await fileField(addForm(page), 'driver_photo').setInputFiles(await drawnPng(page, 'nikola.png', 'NR', '#1c7ed6'));
    await fileField(addForm(page), 'licence_document').setInputFiles(PDF_DOCUMENT);
    await pickDateAhead(page, addForm(page), "Driver's licence: valid until", 90);
    const created = page.waitForResponse((r) => r.url().endsWith('/api/create_driver/'));
    await addForm(page).getByRole('button', { name: 'Add driver' }).click();
    expect((await created).status()).toBe(201);

    await expect(page.getByText('Driver successfully created.', { exact: true })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row.getByText('Waiting for approval')).toBeVisible();
    await expect(row.getByText('Licence valid', { exact: true })).toBeVisible();
    // The photo is served back (re-encoded) to the company.
    const photo = row.getByRole('img', { name: `Photo of ${name}` });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // Every column, the actions too, fits a 1280-pixel screen without scrolling sideways.
    expect(await page.getByRole('table').evaluate((table) => table.getBoundingClientRect().right <= window.innerWidth)).toBe(true);
    // The form is empty again for the next driver.
    await expect(addForm(page).getByLabel('First name')).toHaveValue('');
    await expectNoSeriousAccessibilityViolations(page);
    await page.screenshot({ path: testInfo.outputPath('drivers-desktop.png'), fullPage: true });

    // The other company: not on its screen, not in its list.
    await signInByApi(page, 'driver-b');
    await page.goto('/app/drivers');
    await expect(page.getByRole('row', { name: /Luka Novak/ })).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
    expect(await listedDriverNames(page)).not.toContain(name);
  });

  test('bad values get the spec’s messages, keep what was typed, and store nothing', async ({ page }) => {
    await signInByApi(page, 'driver-admin');
    await page.goto('/app/drivers');
    const form = addForm(page);
    await form.getByRole('button', { name: 'Add driver' }).click();
    for (const message of ['First name is required.', 'Last name is required.', 'Phone is required.', 'Hometown is required.', 'Invalid email format.']) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }

    const lastName = `Bad ${uniqueSuffix()}`;
    await fillDriver(page, 'Tea', lastName);
    await form.getByLabel('E-mail').fill('tea@');
    await form.getByRole('button', { name: 'Add driver' }).click();
    await expect(form.getByText('Invalid email format.', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Last name')).toHaveValue(lastName);

    // A GIF is refused as soon as it is chosen.
    await fileField(form, 'driver_photo').setInputFiles(GIF_PHOTO);
    await expect(form.getByText('File must bean image.', { exact: true })).toBeVisible();

    // Text named .png passes the form; the server reads its bytes and refuses it at the photo.
    await form.getByLabel('E-mail').fill('tea@example.com');
    await fileField(form, 'driver_photo').setInputFiles(TEXT_AS_PNG);
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/create_driver/'));
    await form.getByRole('button', { name: 'Add driver' }).click();
    expect((await refused).status()).toBe(422);
    await expect(page.getByText('Error with creating driver').first()).toBeVisible();
    await expect(form.getByText('File must bean image.', { exact: true })).toBeVisible();
    await expect(form.getByLabel('First name')).toHaveValue('Tea');
    await expect(form.getByLabel('E-mail')).toHaveValue('tea@example.com');
    await expect(form.getByRole('button', { name: 'Driver photo', exact: true })).toContainText('photo.png');
    expect(await listedDriverNames(page)).not.toContain(`Tea ${lastName}`);
  });

  test('a plain driver sees only their own record, read-only, from the phone menu', async ({ page }, testInfo) => {
    await page.setViewportSize(PHONE);
    await signInByApi(page, 'driver');
    await page.goto('/app/trips');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Drivers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Drivers' })).toBeVisible();
    const cards = page.getByTestId('driver-card');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Marko Perić');
    await expect(page.getByText('Your record as your company keeps it.', { exact: false })).toBeVisible();
    await expect(addForm(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    expect(await listedDriverNames(page)).toEqual(['Marko Perić']);
    await page.screenshot({ path: testInfo.outputPath('drivers-plain-driver-phone.png'), fullPage: true });
  });

  test('on a phone a driver admin gets cards and a form that fits the screen', async ({ page }, testInfo) => {
    await page.setViewportSize(PHONE);
    await signInByApi(page, 'driver-admin');
    await page.goto('/app/drivers');
    await expect(page.getByTestId('driver-card').filter({ hasText: 'Ante Jurić' })).toBeVisible();
    await expect(addForm(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: testInfo.outputPath('drivers-phone.png'), fullPage: true });
  });

  test('staff see every company’s drivers with the company, and filter by company', async ({ page }) => {
    await signInByApi(page, 'staff');
    await page.goto('/app/drivers');
    await expect(page.getByRole('columnheader', { name: 'Company' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Ante Jurić/ })).toContainText('Split Riviera Transfers');
    await expect(page.getByRole('row', { name: /Luka Novak/ })).toContainText('Ljubljana Drive');
    await page.getByRole('combobox', { name: 'Company' }).first().click();
    await page.getByRole('option', { name: 'Ljubljana Drive' }).click();
    await expect(page).toHaveURL(/company=\d+/);
    await expect(page.getByRole('row', { name: /Luka Novak/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /Ante Jurić/ })).toHaveCount(0);
  });
});
