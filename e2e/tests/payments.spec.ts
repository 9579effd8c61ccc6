import type { Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectConfirmedWithDepositPaid, openFreshTripPage } from '../support/trip-page.ts';

// The server runs without Stripe keys: the built-in test processor takes the cards, with the same flow.

/** Pays the deposit on the open trip page with a test card, as a customer types it. */
async function payWithCard(page: Page, cardNumber: string) {
  const form = page.getByRole('form', { name: 'Card payment' });
  await form.getByLabel('Card number').fill(cardNumber);
  await form.getByLabel('Expiry (MM/YY)').fill('12/34');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: /^Pay now €\d+\.\d{2}$/ }).click();
}

test('a customer pays the deposit with 4242…: Payment succeeded!, the trip Confirmed and the deposit Paid', async ({ page, request }) => {
  const trip = await openFreshTripPage(page, request);
  const section = page.getByTestId('payment-section');
  await expect(section.getByText('TEST MODE — no real card is charged')).toBeVisible();
  await expect(section.getByRole('table', { name: 'Test cards' })).toContainText('4242 4242 4242 4242');
  await expect(section.getByRole('tab', { name: 'Card' })).toBeVisible();
  // The button shows the deposit, the same amount as the price table's deposit line.
  const deposit = (await page.getByRole('table', { name: 'Price table' }).getByRole('row', { name: /Deposit/ }).getByRole('cell').textContent())!;
  await expect(section.getByRole('button', { name: `Pay now ${deposit}` })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);

  await payWithCard(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/payment\/return\/\d+\?reference=VZ-[A-Z0-9]+&token=.+&payment_intent_client_secret=.+/);
  await expect(page.getByTestId('payment-outcome')).toContainText('Payment succeeded!');
  await expectConfirmedWithDepositPaid(page);
  await expect(page.getByTestId('payment-section')).toHaveCount(0);
  await expectNoSeriousAccessibilityViolations(page);

  await page.getByRole('link', { name: 'Back to the trip page' }).click();
  await expect(page).toHaveURL(new RegExp(`/trip/${trip.reference}\\?token=`));
  await expectConfirmedWithDepositPaid(page);
  // Nothing is left to pay: the link now shares the trip (ADR 0057).
  await expect(page.getByRole('button', { name: 'Copy Trip Link' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy Payment Link' })).toHaveCount(0);
});

test('a declined card says so on the form and the trip stays Pending', async ({ page, request }) => {
  const trip = await openFreshTripPage(page, request);
  await payWithCard(page, '4000 0000 0000 0002');
  await expect(page.getByTestId('payment-message')).toHaveText('Your card was declined.');
  await expect(page).toHaveURL(new RegExp(`/trip/${trip.reference}\\?token=`));

  await page.reload();
  await expect(page.getByText('Pending Payment', { exact: true })).toBeVisible();
  await expect(page.getByTestId('deposit-state')).toHaveText('Pending');
  await expect(page.getByTestId('payment-section')).toBeVisible();
});

test('an incomplete card number gets Stripe’s words, and nothing is charged', async ({ page, request }) => {
  await openFreshTripPage(page, request);
  await payWithCard(page, '4242 4242');
  await expect(page.getByTestId('payment-message')).toHaveText('Your card number is incomplete.');
  await expect(page.getByTestId('deposit-state')).toHaveText('Pending');
});

test('a payment that is processing says so, then the trip becomes Confirmed with the deposit Paid', async ({ page, request }) => {
  await openFreshTripPage(page, request);
  await payWithCard(page, '4000 0000 0000 0077');
  await expect(page.getByTestId('payment-outcome')).toContainText('Your payment is processing.');
  await expect(page.getByTestId('deposit-state')).toHaveText('Pending');
  await expectNoSeriousAccessibilityViolations(page);
  // The page reads the trip again by itself until the processor's event has landed.
  await expect(page.getByTestId('deposit-state')).toHaveText('Paid', { timeout: 40_000 });
  await expectConfirmedWithDepositPaid(page);
  await expect(page.getByTestId('payment-outcome')).toContainText('Payment succeeded!');
});

test('a card whose authentication fails comes back not successful, with the form to try again', async ({ page, request }) => {
  await openFreshTripPage(page, request);
  await payWithCard(page, '4000 0027 6000 3184');
  await expect(page.getByTestId('payment-outcome')).toContainText('Your payment was not successful, please try again.');
  await expect(page.getByTestId('deposit-state')).toHaveText('Pending');

  // The same payment takes another card.
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByTestId('payment-outcome')).toContainText('Payment succeeded!');
  await expect(page.getByTestId('deposit-state')).toHaveText('Paid');
});

test('the card form fits a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openFreshTripPage(page, request);
  await expect(page.getByRole('form', { name: 'Card payment' }).getByRole('button', { name: /^Pay now/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('on a phone the amount due and Pay now are on the first screen, and once paid the balance for the driver leads the page', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const trip = await openFreshTripPage(page, request);
  const section = page.getByTestId('payment-section');
  const payNow = section.getByRole('button', { name: /^Pay now €\d+\.\d{2}$/ });
  await expect(payNow).toBeVisible();
  // Where the page opens, without scrolling: the amount and the button.
  expect((await section.getByTestId('amount-due').boundingBox())!.y).toBeLessThan(844);
  expect((await payNow.boundingBox())!.y + (await payNow.boundingBox())!.height).toBeLessThan(844);
  // The summary follows the payment.
  expect((await page.getByRole('region', { name: 'Summary' }).boundingBox())!.y).toBeGreaterThan((await payNow.boundingBox())!.y);
  const price = page.getByRole('table', { name: 'Price table' });
  const balance = (await price.getByRole('row', { name: /Balance to pay the driver/ }).getByRole('cell').textContent())!;

  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByTestId('payment-outcome')).toContainText('Payment succeeded!');
  await page.goto(trip.url);
  await expectConfirmedWithDepositPaid(page);
  const due = page.getByTestId('balance-due');
  await expect(due).toContainText(`Pay the driver the balance of ${balance} in cash`);
  expect((await due.boundingBox())!.y).toBeLessThan(844);
  await expect(price.getByRole('row', { name: /Balance to pay the driver/ })).toContainText(balance);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
