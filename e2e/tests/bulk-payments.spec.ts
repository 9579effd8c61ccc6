import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { failWithServerError } from '../support/mock-api.ts';
import { signInByApi } from '../support/sign-in.ts';
import { bookTripAsAgent } from '../support/trip-factory.ts';
import { expectConfirmedWithDepositPaid } from '../support/trip-page.ts';

test('an agent pays two trips with one bank transfer; staff mark it paid; the agent sees them Paid', async ({ page, request, browser }) => {
  const first = await bookTripAsAgent(request);
  const second = await bookTripAsAgent(request);

  await signInByApi(page, 'agent');
  await page.goto('/app/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Pending Payments' })).toBeVisible();
  await expect(page).toHaveTitle('Pending Payments | Vozimo');
  const table = page.getByRole('table', { name: 'Pending Payments' });
  await expect(table.getByRole('columnheader')).toHaveText(['', 'Reference', 'Route', 'Customer', 'Pickup Date', 'Amount', 'Payment']);
  await expectNoSeriousAccessibilityViolations(page);

  // Nothing chosen yet.
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await expect(page.getByText('No trips selected')).toBeVisible();
  await expect(page.getByText('Please select at least one trip to make a payment')).toBeVisible();

  await table.getByRole('checkbox', { name: `Select trip ${first.reference}` }).check();
  await table.getByRole('checkbox', { name: `Select trip ${second.reference}` }).check();
  await expect(page.getByTestId('selection-summary')).toContainText('2 trips selected');
  const amounts = await Promise.all(
    [first, second].map(async (trip) => (await table.getByRole('row').filter({ hasText: trip.reference }).getByRole('cell').nth(5).textContent())!),
  );
  const total = amounts.reduce((sum, amount) => sum + Math.round(Number(amount.replace(/[€,]/g, '')) * 100), 0);
  await expect(page.getByTestId('selection-summary')).toContainText(`Total €${(total / 100).toFixed(2)}`);
  await page.getByRole('button', { name: 'Make Payment' }).click();

  const modal = page.getByRole('dialog', { name: 'Bank transfer' });
  const details = modal.getByRole('table', { name: 'Bank details' });
  await expect(details.getByRole('row', { name: /Reference/ })).toContainText(/\S+/);
  // The toasts raised before the modal opened ('No trips selected', 'Payment created …') are gone,
  // so none covers the modal's close button. Within a second: toasts close by themselves after 4 s.
  await expect(page.getByText('No trips selected')).toHaveCount(0, { timeout: 1000 });
  await expect(page.getByText(/^Payment created with reference/)).toHaveCount(0, { timeout: 1000 });
  await expectNotCovered(modal.getByRole('button', { name: 'Close' }));
  const reference = (await details.getByRole('row', { name: /Reference/ }).getByRole('cell').first().textContent())!.trim();
  // The holder is the business details staff keep; the demo's are the Contact page's postal address.
  const holder = (await details.getByRole('row', { name: /Account holder/ }).getByRole('cell').first().textContent())!.trim();
  const contact = await page.context().newPage();
  await contact.goto('/contact');
  await expect(contact.locator('address')).toBeVisible();
  const addressLines = (await contact.locator('address span').allTextContents()).map((line) => line.trim());
  expect(addressLines.length).toBeGreaterThan(1);
  expect(holder).toBe(addressLines.join(', '));
  await contact.close();
  await expect(details.getByRole('row', { name: /IBAN/ })).toContainText(/[A-Z]{2}\d{2}/);
  for (const label of ['Bank name', 'SWIFT', 'Account holder']) await expect(details.getByRole('rowheader', { name: label })).toBeVisible();
  await expect(details.getByRole('row', { name: /Reference/ })).toContainText(reference);
  await expect(details.getByRole('row', { name: /Total/ })).toContainText(`€${(total / 100).toFixed(2)}`);
  await expect(modal.getByText('Bank transfers are confirmed within 1-2 business days.')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Copy IBAN' })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
  await modal.getByRole('button', { name: 'Close' }).click();

  // Both trips are in the transfer now: not selectable, with a Payment link.
  for (const trip of [first, second]) {
    const row = table.getByRole('row').filter({ hasText: trip.reference });
    await expect(row.getByRole('checkbox')).toBeDisabled();
    await expect(row.getByRole('button', { name: 'Payment' })).toBeVisible();
    await expect(row.getByText('Paid', { exact: true })).toHaveCount(0);
  }

  // Staff receive the transfer and mark it paid.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signInByApi(staffPage, 'staff');
  await staffPage.goto('/app/bank-transfers');
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Bank transfers' })).toBeVisible();
  const transfer = staffPage.getByRole('row').filter({ hasText: reference });
  await expect(transfer).toContainText('Unpaid');
  await expect(transfer).toContainText('2');
  await expectNoSeriousAccessibilityViolations(staffPage);
  await transfer.getByRole('button', { name: `Mark as paid: ${reference}` }).click();
  const confirm = staffPage.getByRole('dialog', { name: 'Mark as paid' });
  await expect(confirm).toContainText(reference);
  await expectNoSeriousAccessibilityViolations(staffPage);
  await confirm.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(staffPage.getByText(`Payment ${reference} marked as paid`)).toBeVisible();
  await expect(transfer.getByText('Paid', { exact: true })).toBeVisible();
  await expect(transfer.getByRole('button', { name: /Mark as paid/ })).toHaveCount(0);
  await staffContext.close();

  // The agent's list shows both trips Paid.
  await page.reload();
  for (const trip of [first, second]) {
    await expect(table.getByRole('row').filter({ hasText: trip.reference }).getByText('Paid', { exact: true })).toBeVisible();
  }
  // And their pages show them confirmed with the deposit paid.
  await page.goto(first.url);
  await expectConfirmedWithDepositPaid(page);
});

test('the payments screens fit a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const trip = await bookTripAsAgent(request);
  await signInByApi(page, 'agent');
  await page.goto('/app/payments');
  const card = page.getByRole('listitem').filter({ hasText: trip.reference });
  await card.getByRole('checkbox', { name: `Select trip ${trip.reference}` }).check();
  await expect(page.getByTestId('selection-summary')).toContainText('1 trip selected');
  await expect(page.getByRole('button', { name: 'Make Payment' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAccessibilityViolations(page);
});

/** Whatever is drawn at the middle of the element is the element (or inside it): nothing covers it. */
async function expectNotCovered(target: Locator) {
  const uncovered = () =>
    target.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top !== null && element.contains(top);
    });
  await expect.poll(uncovered, { timeout: 1000 }).toBe(true);
}

test("staff viewing as agent see every agency's trips waiting for a transfer, read-only", async ({ page, request }) => {
  const trip = await bookTripAsAgent(request);
  await signInByApi(page, 'staff');
  await page.goto('/app/trips');
  await page.getByRole('button', { name: 'Petra Horvat' }).click();
  await page.getByRole('menuitemradio', { name: 'View as agent' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pending Payments' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Pending Payments' });
  await expect(table.getByRole('row').filter({ hasText: trip.reference })).toBeVisible();
  await expect(page.getByText('There was an error loading payment data.')).toHaveCount(0);
  await expect(page.getByText(/You are viewing as agent: these are every agency's trips/)).toBeVisible();
  await expect(table.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Make Payment' })).toHaveCount(0);
  await expectNoSeriousAccessibilityViolations(page);
});

test('a failed list shows its message promptly, not after seconds of retries', async ({ page }) => {
  await signInByApi(page, 'agent');
  await failWithServerError(page, '**/api/pending_payment_trips/');
  await page.goto('/app/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Pending Payments' })).toBeVisible();
  // Before: two retries with back-off kept the spinner up for 3 s and more.
  await expect(page.getByText('There was an error loading payment data.')).toBeVisible({ timeout: 1500 });
});
