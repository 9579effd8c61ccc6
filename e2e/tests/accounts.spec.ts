import type { APIRequestContext } from '@playwright/test';
import { PASSWORD_MESSAGES, PASSWORD_RESET_MESSAGES, OWN_ACCOUNT_MESSAGES } from '@vozimo/contract';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { accountSuffix, signUpInvitedAgent, STRONG_PASSWORD } from '../support/accounts.ts';
import { PDF_DOCUMENT } from '../support/fleet-forms.ts';
import { emailedLink } from '../support/mailbox.ts';
import { expect, test } from '../support/fixtures.ts';
import { signInByApi, signInByForm, signInRequest } from '../support/sign-in.ts';
import { assignDriverAsStaff, bookTripAsAgent, zagrebDateInDays } from '../support/trip-factory.ts';

const PHONE = { width: 390, height: 844 };
const NEW_PASSWORD = 'Vis-Komiža-Lanterna-77';
const COMPANY = 'Split Riviera Transfers';

/** Whether a username and password sign in, asked on a session of its own. */
async function signInStatus(request: APIRequestContext, username: string, password: string): Promise<number> {
  await request.get('/api/health/');
  const csrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  return (await request.post('/api/auth/', { data: { username, password }, headers: { 'X-CSRFToken': csrf } })).status();
}

test.describe('forgot password', () => {
  test('an e-mailed link sets a new password and signs in; the old one and the used link stop working', async ({ page, request }, testInfo) => {
    const account = await signUpInvitedAgent(request);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    // An address no account uses gets the very same answer.
    await page.getByLabel('E-mail').fill(`nobody.${accountSuffix()}@example.com`);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByText(PASSWORD_RESET_MESSAGES.sent)).toBeVisible();

    await page.goto('/forgot-password');
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByText(PASSWORD_RESET_MESSAGES.sent)).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page);

    const link = await emailedLink(account.email, '/reset-password');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Repeat new password').fill('shorter');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText(PASSWORD_MESSAGES.tooShort)).toBeVisible();
    await expect(page.getByText(PASSWORD_MESSAGES.mismatch)).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page);
    await page.screenshot({ path: testInfo.outputPath('reset-password-desktop.png'), fullPage: true });

    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repeat new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set password' }).click();
    // The toast closes itself after a few seconds, which a busy machine can spend loading Trips.
    await expect(page.getByText(PASSWORD_RESET_MESSAGES.done)).toBeVisible();
    await expect(page).toHaveURL(/\/app\/trips/);
    await expect(page.getByRole('heading', { level: 1, name: 'Trips' })).toBeVisible();

    // The link was for one use.
    await page.goto(link);
    await expect(page.getByText(PASSWORD_RESET_MESSAGES.linkInvalid)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');

    // The old password is refused at the login page; the new one signs in.
    await page.context().clearCookies();
    await page.goto('/login');
    await signInByForm(page, account.username, account.password);
    await expect(page.getByText('Invalid username or password.')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/app\/trips/);
  });

  test('on a phone the pages fit the screen', async ({ page }, testInfo) => {
    await page.setViewportSize(PHONE);
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByText(PASSWORD_RESET_MESSAGES.email)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: testInfo.outputPath('forgot-password-phone.png'), fullPage: true });

    await page.goto('/reset-password?token=no-such-link');
    await expect(page.getByText(PASSWORD_RESET_MESSAGES.linkInvalid)).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page);
    await page.screenshot({ path: testInfo.outputPath('reset-link-invalid-phone.png'), fullPage: true });
  });
});

test.describe('settings', () => {
  test('on a phone a user changes its name and its password', async ({ page, playwright }, testInfo) => {
    await page.setViewportSize(PHONE);
    // page.request shares the page's cookies: the page is signed in as the new agent.
    const account = await signUpInvitedAgent(page.request);
    await page.goto('/app/trips');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue(account.username);
    await expect(page.getByLabel('First name')).toHaveValue(account.firstName);

    await page.getByLabel('First name').fill('Nikolina');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText(OWN_ACCOUNT_MESSAGES.saved)).toBeVisible();

    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repeat new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText(PASSWORD_MESSAGES.currentWrong)).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveValue(NEW_PASSWORD);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousAccessibilityViolations(page);
    await page.screenshot({ path: testInfo.outputPath('settings-phone.png'), fullPage: true });

    await page.getByLabel('Current password').fill(account.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText(OWN_ACCOUNT_MESSAGES.passwordChanged)).toBeVisible();
    await expect(page.getByLabel('Current password')).toHaveValue('');

    // The name is kept, and only the new password signs in.
    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Nikolina');
    const other = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    expect(await signInStatus(other, account.username, STRONG_PASSWORD)).toBe(400);
    expect(await signInStatus(other, account.username, NEW_PASSWORD)).toBe(200);
    await other.dispose();
  });

  test('on a desktop a driver finds its own details', async ({ page }, testInfo) => {
    await signInByApi(page, 'driver');
    await page.goto('/app/settings');
    await expect(page.getByLabel('Username')).toHaveValue('driver');
    await expect(page.getByRole('region', { name: 'Change password' })).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page);
    await page.screenshot({ path: testInfo.outputPath('settings-desktop.png'), fullPage: true });
  });
});

test.describe('invitations', () => {
  test('a driver admin invites a driver from the Drivers screen, who signs up and sees its trips', async ({ page, request, browser }, testInfo) => {
    // Staff set up a driver with a trip first, and two people act: longer than a journey of one.
    test.slow();
    const id = accountSuffix();
    const driverName = `Toni Barić ${id}`;
    // Staff add the driver with its licence and ID (approved at once, ADR 0054) and give it a trip.
    const staffHeaders = await signInRequest(request, 'staff');
    const listed = (await (await request.get('/api/drivers/')).json()) as Array<{ company: number; company__company_name: string }>;
    const company = listed.find((driver) => driver.company__company_name === COMPANY)!.company;
    const created = await request.post('/api/create_driver/', {
      headers: staffHeaders,
      multipart: {
        driver_name: driverName,
        phone: '+385 91 555 0199',
        hometown: 'Split',
        email: `toni.${id}@example.com`,
        company: String(company),
        licence_document: PDF_DOCUMENT,
        licence_expires_on: zagrebDateInDays(900),
        id_document: PDF_DOCUMENT,
        id_expires_on: zagrebDateInDays(900),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const pickupDate = zagrebDateInDays(10);
    const trip = await bookTripAsAgent(request, { pickupDate });
    await assignDriverAsStaff(request, trip, driverName);

    await signInByApi(page, 'driver-admin');
    await page.goto('/app/drivers');
    const row = page.getByRole('row', { name: new RegExp(driverName) });
    await row.getByRole('button', { name: `Invite ${driverName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Invite ${driverName}` });
    await expect(dialog.getByLabel('First name')).toHaveValue('Toni');
    await expect(dialog.getByLabel('Last name')).toHaveValue(`Barić ${id}`);
    const email = `toni.baric.${id}@split-riviera.example.com`;
    await dialog.getByLabel('E-mail').fill(email);
    await expectNoSeriousAccessibilityViolations(page);
    await page.screenshot({ path: testInfo.outputPath('invite-driver-desktop.png') });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    // The Drivers table still fits the screen with the extra action.
    expect(await page.getByRole('table').evaluate((table) => table.getBoundingClientRect().right <= window.innerWidth)).toBe(true);

    // The driver opens the link on a phone of their own.
    const link = await emailedLink(email, '/invitation');
    const context = await browser.newContext({ viewport: PHONE });
    const driver = await context.newPage();
    await driver.goto(link);
    await expect(driver.getByRole('heading', { level: 1, name: `Join ${COMPANY}` })).toBeVisible();
    await expect(driver.getByText(email)).toBeVisible();
    await driver.getByLabel('Username').fill(`toni-${id}`);
    await driver.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await driver.getByLabel('Repeat password').fill(STRONG_PASSWORD);
    await expectNoSeriousAccessibilityViolations(driver);
    await driver.screenshot({ path: testInfo.outputPath('invitation-phone.png'), fullPage: true });
    await driver.getByRole('button', { name: 'Create account' }).click();
    await expect(driver).toHaveURL(/\/app\/trips/);
    await driver.goto(`/app/trips?month=${pickupDate.slice(0, 7)}`);
    await expect(driver.getByText(trip.reference)).toBeVisible();

    // The link was for one use, and the driver has an account now: no more Invite.
    await driver.goto(link);
    await expect(driver.getByText('This invitation link is not valid any more. Ask for a new invitation.')).toBeVisible();
    await context.close();
    await page.reload();
    await expect(page.getByRole('row', { name: new RegExp(driverName) })).toBeVisible();
    await expect(page.getByRole('button', { name: `Invite ${driverName}` })).toHaveCount(0);
  });
});
