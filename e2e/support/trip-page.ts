import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { bookTripAsAgent, type BookedTrip, type BookingOptions } from './trip-factory.ts';

/** What the public trip page (/trip/{reference}?token) shows, read as a customer reads it. */

/** Books a fresh trip through the API and opens its page, as the customer's link does. */
export async function openFreshTripPage(page: Page, request: APIRequestContext, options: BookingOptions = {}): Promise<BookedTrip> {
  const trip = await bookTripAsAgent(request, options);
  await page.goto(trip.url);
  return trip;
}

/** The value shown next to a label in one section of the trip page's summary. */
export function valueOf(page: Page, section: string, label: string) {
  return page.getByRole('region', { name: section }).locator('div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');
}

/** The trip is confirmed and its deposit paid: what every way of paying the deposit ends in. */
export async function expectConfirmedWithDepositPaid(page: Page): Promise<void> {
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(page.getByTestId('deposit-state')).toHaveText('Paid');
}
