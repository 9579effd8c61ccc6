import type { Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { expect, test } from '../support/fixtures.ts';

const TYPE_MESSAGE = 'File must be a PDF or an image (JPEG, PNG).';

/** Small real files of the accepted types, and a text file dressed up as a PDF. */
const FILES = {
  pdf: {
    name: 'business-license.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    ),
  },
  png: {
    name: 'id-front.png',
    mimeType: 'image/png',
    buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
  },
  jpeg: {
    name: 'id-rear.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from(
      '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////' +
        '////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
      'base64',
    ),
  },
  textAsPdf: { name: 'agreement.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Just text, not a PDF at all.\n') },
  gif: { name: 'license.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1') },
};

const fileInput = (page: Page, field: string) => page.locator(`input[type="file"][name="${field}"]`);

async function fillCompany(page: Page) {
  await page.getByLabel('Company name').fill('Kvarner Shuttle d.o.o.');
  await page.getByLabel('Company address').fill('Korzo 1, 51000 Rijeka');
  await page.getByLabel('VAT').fill('HR12345678901');
  await page.getByRole('combobox', { name: 'Country' }).fill('Croat');
  await page.getByRole('option', { name: 'Croatia' }).click();
  await page.getByLabel('Hometown').fill('Rijeka');
  // The ID uploads' labels start with the same words; they are buttons, not text boxes.
  await page.getByRole('textbox', { name: /^Legal representative/ }).fill('Mia Mikić');
  await page.getByLabel('E-mail').fill('office@kvarner-shuttle.example');
  await page.getByLabel('Phone number').fill('+38551123456');
  await page.getByLabel('WhatsApp').fill('+38591123456');
}

test.describe('partner application', () => {
  test('shows every spec message on an empty form and sends nothing', async ({ page }) => {
    let posted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/partners/')) posted = true;
    });
    await page.goto('/partners');
    await page.getByRole('button', { name: 'Send application' }).click();
    for (const message of [
      'Company name is required.',
      'Company address is required.',
      'VAT is required.',
      'Legal representative is required.',
      'Invalid email format.',
      "Phone number must only contain numbers or '+'.",
      'Country is required.',
      'Hometown is required.',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    expect(posted).toBe(false);
    await expectNoSeriousAccessibilityViolations(page);
  });

  test('refuses a malformed e-mail and a phone number with spaces', async ({ page }) => {
    await page.goto('/partners');
    await fillCompany(page);
    await page.getByLabel('E-mail').fill('office@');
    await page.getByLabel('Phone number').fill('+385 51 123 456');
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText('Invalid email format.', { exact: true })).toBeVisible();
    await expect(page.getByText("Phone number must only contain numbers or '+'.", { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/partners');
  });

  test('keeps the rear of the ID disabled until the front is chosen', async ({ page }) => {
    await page.goto('/partners');
    const rear = page.getByRole('button', { name: 'Legal representative ID (rear)', exact: true });
    await expect(rear).toBeDisabled();
    await expect(page.getByText('Choose the front side first')).toBeVisible();

    await fileInput(page, 'legal_representative_id').setInputFiles(FILES.png);
    await expect(page.getByRole('button', { name: 'Legal representative ID (front)', exact: true })).toContainText('id-front.png');
    await expect(rear).toBeEnabled();
    await fileInput(page, 'legal_representative_id_other').setInputFiles(FILES.jpeg);
    await expect(rear).toContainText('id-rear.jpg');

    // Clearing the front clears and disables the rear again.
    await page.getByRole('button', { name: 'Remove the file from Legal representative ID (front)' }).click();
    await expect(rear).toBeDisabled();
    await expect(rear).not.toContainText('id-rear.jpg');
  });

  test('refuses a file of another type as soon as it is chosen', async ({ page }) => {
    await page.goto('/partners');
    await fileInput(page, 'business_license').setInputFiles(FILES.gif);
    await expect(page.getByText(TYPE_MESSAGE, { exact: true })).toBeVisible();
  });

  test('shows the server refusing a text file named .pdf at its field', async ({ page }) => {
    await page.goto('/partners');
    await fillCompany(page);
    // Its name and declared type say PDF, so the form lets it through; the server reads the bytes.
    await fileInput(page, 'cooperation_agreement').setInputFiles(FILES.textAsPdf);
    const response = page.waitForResponse((r) => r.url().endsWith('/api/partners/'));
    await page.getByRole('button', { name: 'Send application' }).click();
    expect((await response).status()).toBe(422);
    await expect(page.getByRole('alert').filter({ hasText: 'Error with creating company.' })).toBeVisible();
    await expect(page.getByText(TYPE_MESSAGE, { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/partners');
  });

  test('sends an application with real documents, thanks the applicant and goes home', async ({ page }) => {
    await page.goto('/partners');
    await fillCompany(page);
    await fileInput(page, 'legal_representative_id').setInputFiles(FILES.png);
    await fileInput(page, 'legal_representative_id_other').setInputFiles(FILES.jpeg);
    await fileInput(page, 'business_license').setInputFiles(FILES.pdf);
    const response = page.waitForResponse((r) => r.url().endsWith('/api/partners/'));
    await page.getByRole('button', { name: 'Send application' }).click();
    expect((await response).status()).toBe(201);
    await expect(page.getByText('Thank you for your application.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Private transfers and day trips in Croatia and Slovenia' })).toBeVisible();
  });

  test('works on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/partners');
    await expect(page.getByRole('heading', { level: 1, name: 'Become a partner' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText('Company name is required.', { exact: true })).toBeVisible();
  });
});
