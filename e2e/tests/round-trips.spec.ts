import type { Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { expect, test } from '../support/fixtures.ts';
import { failWithServerError, refuseField } from '../support/mock-api.ts';
import { signInByApi } from '../support/sign-in.ts';
import { valueOf } from '../support/trip-page.ts';

// Plitvice from Split has an optional stop (Rastoke) and is offered from a Sedan to a Minibus.
const PLITVICE = 'Plitvice Lakes day trip from Split';

async function openBookingForm(page: Page, name = PLITVICE): Promise<void> {
  await page.goto('/app/round-trips');
  const card = page.getByRole('article', { name });
  await card.getByRole('link', { name: /^Book from \d+(\.\d\d)?€$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Sedan, €/ })).toBeChecked();
}

/** Picks the 15th of next month: always in the future, whatever the day the tests run. */
async function chooseNextMonthsFifteenth(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Date', exact: true }).click();
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: /^15 / }).click();
}

async function fillCustomer(page: Page, lastName: string): Promise<void> {
  await page.getByLabel('Pickup Location details').fill('Hotel Park, Put Firula 2');
  await page.getByLabel('First name').fill('Ivana');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('E-mail').fill('ivana@example.com');
  await page.getByLabel('Phone').fill('+385 91 555 0199');
}

async function totalText(page: Page): Promise<string> {
  return (await page.getByText(/^Total €/).textContent()) ?? '';
}

test('the round trips list shows each trip with its duration, description and lowest price', async ({ page }) => {
  await signInByApi(page, 'agent');
  await page.goto('/app/round-trips');
  await expect(page).toHaveTitle('Round trips | Vozimo');
  const card = page.getByRole('article', { name: PLITVICE });
  await expect(card.getByText('11 h', { exact: true })).toBeVisible();
  await expect(card.getByText(/^An early start up the A1/)).toHaveCSS('-webkit-line-clamp', '4');
  // No photos in the demo data: the placeholder drawing stands in.
  await expect(card.getByRole('img', { name: `${PLITVICE} (no photos yet)` })).toBeVisible();
  const link = card.getByRole('link', { name: /^Book from \d+(\.\d\d)?€$/ });
  await expect(link).toHaveAttribute('href', /^\/app\/new-round-trip\/\d+$/);
  await expectNoSeriousAccessibilityViolations(page);
});

test('an agent books a round trip without its stop and lands on its trip page', async ({ page }) => {
  await signInByApi(page, 'agent');
  await openBookingForm(page);
  await expect(page.getByRole('button', { name: 'Date', exact: true })).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expect(page.getByRole('spinbutton', { name: 'Hours' })).toHaveValue('12');
  await expect(page.getByRole('spinbutton', { name: 'Minutes' })).toHaveValue('00');

  await chooseNextMonthsFifteenth(page);
  await page.getByLabel('Passengers').fill('4');
  // Four people do not fit a Sedan: the price is asked again and the Van is chosen.
  await expect(page.getByRole('radio', { name: /^Sedan, €/ })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /^Van, €/ })).toBeChecked();
  await fillCustomer(page, 'Without-Stop');
  await page.getByRole('button', { name: 'Book Trip' }).click();

  await expect(page).toHaveURL(/\/trip\/VZ-[A-Z0-9]+\?token=.{20,}$/);
  await expect(page.getByText(`Round trip · ${PLITVICE}`)).toBeVisible();
  await expect(page.getByText('Pending Payment')).toBeVisible();
  await expect(valueOf(page, 'Summary', 'From')).toContainText('Hotel Park, Put Firula 2');
  await expect(valueOf(page, 'Summary', 'Passengers')).toHaveText('4');
  await expect(valueOf(page, 'Other Information', 'Stops')).toHaveText('-');
  await expect(valueOf(page, 'Customer', 'Name')).toHaveText('Ivana Without-Stop');
  await expect(page.getByRole('region', { name: 'Vehicle' }).getByText('Van', { exact: true })).toBeVisible();
});

test('an agent books a round trip with its stop, which raises the price', async ({ page }) => {
  await signInByApi(page, 'agent');
  await openBookingForm(page);
  await chooseNextMonthsFifteenth(page);
  const before = await totalText(page);
  const stop = page.getByRole('checkbox', { name: /^Add Rastoke for €\d+(\.\d\d)?$/ });
  await stop.check();
  await expect.poll(() => totalText(page)).not.toBe(before);
  await fillCustomer(page, 'With-Stop');
  await page.getByRole('button', { name: 'Book Trip' }).click();

  await expect(page).toHaveURL(/\/trip\/VZ-[A-Z0-9]+\?token=/);
  await expect(valueOf(page, 'Other Information', 'Stops')).toHaveText('Rastoke');
  const stops = page.getByRole('region', { name: 'Points of interest and stops' });
  await expect(stops.getByText('Rastoke', { exact: true })).toBeVisible();
  await expect(stops.getByText('Stop of 1 h')).toBeVisible();
});

test('the booking form says what is wrong, in the spec’s words, and keeps what was typed', async ({ page }) => {
  await signInByApi(page, 'agent');
  await openBookingForm(page);
  await page.getByLabel('Passengers').fill('8');
  await expect(page.getByText('Passengers must be between 1 and 7.')).toBeVisible();
  await page.getByLabel('Passengers').fill('2');
  await page.getByLabel('E-mail').fill('not-an-address');
  await expect(page.getByText('Invalid email format', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Book Trip' }).click();
  await expect(page).toHaveURL(/\/app\/new-round-trip\//);

  // A refusal from the server: the toast, the message at its field, and nothing typed is lost.
  await fillCustomer(page, 'Kept');
  await page.getByLabel('Notes').fill('Vegetarian lunch, please');
  await refuseField(page, '**/api/trip/', ['body', 'customer_phone'], 'At most 50 characters.');
  await chooseNextMonthsFifteenth(page);
  await page.getByRole('button', { name: 'Book Trip' }).click();
  await expect(page.getByText('Please try again later')).toBeVisible();
  await expect(page.getByText('At most 50 characters.')).toBeVisible();
  await expect(page.getByLabel('Last name')).toHaveValue('Kept');
  await expect(page.getByLabel('Notes')).toHaveValue('Vegetarian lunch, please');
  await expect(page.getByLabel('Pickup Location details')).toHaveValue('Hotel Park, Put Firula 2');
});

test('the booking form keeps 12 passengers as typed, offers a custom trip, and books nobody without a customer', async ({ page }) => {
  await signInByApi(page, 'agent');
  await openBookingForm(page);
  const passengers = page.getByLabel('Passengers');
  await passengers.fill('12');
  await passengers.blur();
  await expect(passengers).toHaveValue('12');
  await expect(page.getByText('Passengers must be between 1 and 7.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a custom trip' })).toHaveAttribute('href', '/contact');

  await passengers.fill('2');
  const bookings: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/trip/')) bookings.push(request.url());
  });
  await expect(page.getByRole('radio', { name: /^Sedan, €/ })).toBeChecked();
  await page.getByRole('button', { name: 'Book Trip' }).click();
  await expect(page.getByText('Enter the pickup address, hotel or meeting point, so the driver finds the customer.')).toBeVisible();
  await expect(page.getByText("Enter the customer's first name.")).toBeVisible();
  await expect(page.getByText("Enter the customer's last name.")).toBeVisible();
  await expect(page.getByText("Enter the customer's phone number: the driver calls it at the pickup.")).toBeVisible();
  expect(bookings).toEqual([]);
});

test('the extra fields appear only when their box is ticked', async ({ page }) => {
  await signInByApi(page, 'agent');
  await openBookingForm(page);
  await expect(page.getByLabel('Flight number')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Airport pickup' }).check();
  await expect(page.getByLabel('Flight number')).toBeVisible();
  await expect(page.getByLabel('Child age')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Child seats' }).check();
  await expect(page.getByLabel('Child age')).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
});

test('load failures show the spec’s messages', async ({ page }) => {
  await signInByApi(page, 'agent');
  await failWithServerError(page, '**/api/round_trips/**');
  await page.goto('/app/round-trips');
  await expect(page.getByRole('alert')).toContainText('There was an error with loading round trips');
  await page.goto('/app/new-round-trip/1');
  await expect(page.getByRole('alert')).toContainText('Failed to load round trip.');
});

test('an unknown round trip cannot be booked', async ({ page }) => {
  await signInByApi(page, 'agent');
  await page.goto('/app/new-round-trip/999999');
  await expect(page.getByRole('alert')).toContainText('Failed to load round trip.');
});

test('a driver is not offered round trips', async ({ page }) => {
  await signInByApi(page, 'driver');
  await page.goto('/app/round-trips');
  await expect(page).toHaveURL(/\/app\/unauthorized$/);
});

test('the round trip screens work on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInByApi(page, 'agent');
  await openBookingForm(page);
  await chooseNextMonthsFifteenth(page);
  await fillCustomer(page, 'Phone');
  const book = page.getByRole('button', { name: 'Book Trip' });
  await book.scrollIntoViewIfNeeded();
  await expect(book).toBeInViewport();
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await book.click();
  await expect(page).toHaveURL(/\/trip\/VZ-/);
});
