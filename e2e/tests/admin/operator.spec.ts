import { PASSWORD_RESET_MESSAGES } from '@vozimo/contract';
import { expectNoSeriousAccessibilityViolations } from '../../support/accessibility.ts';
import { STRONG_PASSWORD } from '../../support/accounts.ts';
import { expect, test } from '../../support/fixtures.ts';
import { startFreshInstall, type FreshInstall } from '../../support/fresh-install.ts';

// A new operator's first day (issue 30, ADR 0055): on its own server with an empty database, as the
// README sets one up, the back office opens on the setup checklist; the bank details step links to
// Money, and once saved it is done; the checklist is gone when every step is. The run's shared
// server has demo data, where every step is done, so it could never show this.

let install: FreshInstall;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  install = await startFreshInstall();
});
test.afterAll(async () => install?.stop());

test('the back office opens on the setup checklist until the business has what it needs', async ({ page, browser }, testInfo) => {
  test.slow();
  await page.goto(install.setPasswordLink);
  await page.getByLabel('New password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Repeat new password').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText(PASSWORD_RESET_MESSAGES.done)).toBeVisible();
  await expect(page).toHaveURL(/\/app\/trips/);

  await page.goto(`${install.origin}/admin/`);
  const checklist = page.getByRole('region', { name: 'Finish setting up your business' });
  await expect(checklist).toBeVisible();
  await expect(checklist).toContainText('0 of 4 done');
  await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
  await page.screenshot({ path: testInfo.outputPath('setup-checklist-desktop.png'), fullPage: true });

  await checklist.getByRole('link', { name: 'Add your bank account' }).click();
  await expect(page).toHaveURL(/\/admin\/money$/);
  const bank = page.getByRole('form', { name: 'Bank details' });
  await bank.getByLabel('Bank name').fill('Privredna banka Zagreb d.d.');
  await bank.getByLabel('IBAN').fill('HR02 2340 0091 1106 5126 0');
  await bank.getByLabel('SWIFT / BIC').fill('PBZGHR2X');
  await bank.getByRole('button', { name: 'Save bank details' }).click();
  await expect(page.getByText('Bank details saved.')).toBeVisible();

  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Approvals' }).click();
  await expect(checklist).toContainText('1 of 4 done');
  await expect(checklist.getByText('Add your bank account: done')).toBeVisible();
  await expect(checklist.getByRole('link', { name: 'Add your bank account' })).toHaveCount(0);
  await expect(checklist.getByRole('link', { name: 'Enter your business details' })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce', storageState: await page.context().storageState() });
  const onPhone = await phone.newPage();
  await onPhone.goto(`${install.origin}/admin/approvals`);
  await expect(onPhone.getByRole('region', { name: 'Finish setting up your business' })).toContainText('1 of 4 done');
  await onPhone.screenshot({ path: testInfo.outputPath('setup-checklist-mobile.png'), fullPage: true });
  await onPhone.getByRole('link', { name: 'Enter your business details' }).click();
  await expect(onPhone.getByRole('heading', { level: 1, name: 'Business details' })).toBeVisible();
  await onPhone.screenshot({ path: testInfo.outputPath('business-details-mobile.png'), fullPage: true });
  await phone.close();

  // The other steps are set as their own journeys do; here only what the checklist then shows.
  const csrf = async () => ({ 'X-CSRFToken': (await page.context().cookies(install.origin)).find((c) => c.name === 'csrftoken')?.value ?? '' });
  const writes = [
    ['/api/admin/business_details/', { legal_name: 'Jadran Prijevoz d.o.o.', street_address: 'Obala 3', postal_code: '23000', city: 'Zadar', country: 'Croatia', vat_number: 'HR12345678901', support_email: 'help@jadran.example' }],
    ['/api/admin/agencies/', { name: 'Zadar Travel', commission_percent: 10 }],
    ['/api/admin/companies/', { company_name: 'Zadar Coast Transfers', address: 'Obala 1', vat: 'HR11111111111', legal_representative: 'Ana Horvat', email: 'office@zadar-coast.example', phone_number: '+385911111111', country: 'Croatia', hometown: 'Zadar' }],
  ] as const;
  for (const [url, data] of writes) {
    const response = await page.request.post(`${install.origin}${url}`, { data, headers: await csrf() });
    expect(response.ok(), await response.text()).toBe(true);
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
  await expect(page.getByText('No partner application is waiting.')).toBeVisible();
  await expect(checklist).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Business details' }).click();
  await expect(page.getByText('Jadran Prijevoz d.o.o., Obala 3, 23000 Zadar, Croatia · VAT HR12345678901 · help@jadran.example')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('business-details-desktop.png'), fullPage: true });
});
