import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { addDays, zagrebToday } from '@vozimo/contract';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { STRONG_PASSWORD } from '../support/accounts.ts';
import { expect, isOfflineMapTile, test } from '../support/fixtures.ts';
import { drawnPng, fileField, PDF_DOCUMENT, uniqueSuffix } from '../support/fleet-forms.ts';
import { startFreshInstall, type FreshInstall } from '../support/fresh-install.ts';
import { emailedLink, emailsTo } from '../support/mailbox.ts';

// Issue 30's "Done when": from an empty database and the README only, staff create an agency and a
// company in the back office and invite their admins; the agency's admin invites an agent who books
// a trip; the company's admin claims it. One journey through the screens, on its own fresh install
// (create-user, then the server on an empty database, its e-mails sent to the run's mail catcher).

let install: FreshInstall;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  install = await startFreshInstall({ sendsMail: true });
});
// The people's browsers close first: the server's graceful stop waits for their open connections.
test.afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await install?.stop();
});

const errors: string[] = [];
const contexts: BrowserContext[] = [];

/** A person at their own browser on the fresh install; console errors fail the journey, as the fixture does for `page`. */
async function personAt(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: install.origin, viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  contexts.push(context);
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (/Failed to load resource: the server responded with a status of (401|404|409|422)/.test(message.text())) return;
    if (isOfflineMapTile(message.text(), message.location().url)) return;
    errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return page;
}

/** Opens the invitation link e-mailed to `email` and creates the account, as the invitee does. */
async function acceptInvitation(page: Page, email: string, username: string): Promise<void> {
  await page.goto(await emailedLink(email, '/invitation'));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Repeat password').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/app\/trips/);
}

const dayLabel = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return `${day} ${new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })} ${year}`;
};

/** Types a document's last valid day a year ahead, DD.MM.YYYY, as it is printed on it. */
async function typeValidForAYear(scope: Locator, label: string): Promise<void> {
  const [year, month, day] = addDays(zagrebToday(), 365).split('-');
  const field = scope.getByRole('textbox', { name: label, exact: true });
  await field.pressSequentially(`${day}.${month}.${year}`);
  await field.press('Escape');
}

async function choose(page: Page, combobox: Locator, option: string | RegExp): Promise<void> {
  await combobox.click();
  await page.getByRole('option', { name: option }).first().click();
}

test('a new business’s first day: staff set up an agency and a company, an agent books, the company claims', async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  const id = uniqueSuffix().toLowerCase();
  const agencyName = `Dalmatia Journeys ${id}`;
  const companyName = `Split Coast Transfers ${id}`;
  const agencyAdminEmail = `ivana.${id}@dalmatia-journeys.example`;
  const agentEmail = `luka.${id}@dalmatia-journeys.example`;
  const companyAdminEmail = `marko.${id}@split-coast.example`;

  // Staff: the first account, from the link `npm run create-user` printed.
  const staff = await personAt(browser);
  await staff.goto(install.setPasswordLink);
  await staff.getByLabel('New password', { exact: true }).fill(STRONG_PASSWORD);
  await staff.getByLabel('Repeat new password').fill(STRONG_PASSWORD);
  await staff.getByRole('button', { name: 'Set password' }).click();
  await expect(staff).toHaveURL(/\/app\/trips/);
  await staff.getByRole('link', { name: 'Admin' }).click();
  const checklist = staff.getByRole('region', { name: 'Finish setting up your business' });
  await expect(checklist).toContainText('0 of 4 done');

  // Admin → Agencies: the agency, and its admin invited from its row.
  await checklist.getByRole('link', { name: 'Add an agency' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Agencies' })).toBeVisible();
  await staff.getByRole('button', { name: 'Add agency' }).click();
  const addAgency = staff.getByRole('dialog', { name: 'Add agency' });
  await addAgency.getByLabel('Agency name').fill(agencyName);
  await addAgency.getByLabel('E-mail').fill(`office.${id}@dalmatia-journeys.example`);
  await addAgency.getByRole('button', { name: 'Add agency' }).click();
  await expect(staff.getByText('The agency is created.')).toBeVisible();
  const agencyRow = staff.getByRole('table', { name: 'Agencies' }).getByRole('row', { name: new RegExp(agencyName) });
  await expect(agencyRow.getByText('No admin')).toBeVisible();
  await agencyRow.getByRole('button', { name: `Invite to ${agencyName}` }).click();
  const inviteAdmin = staff.getByRole('dialog', { name: `Invite to ${agencyName}` });
  await expect(inviteAdmin.getByRole('checkbox', { name: /Agency admin/ })).toBeChecked();
  await inviteAdmin.getByLabel('First name').fill('Ivana');
  await inviteAdmin.getByLabel('Last name').fill('Kovač');
  await inviteAdmin.getByLabel('E-mail').fill(agencyAdminEmail);
  await inviteAdmin.getByRole('button', { name: 'Send invitation' }).click();
  await expect(staff.getByText(`Invitation sent to ${agencyAdminEmail}.`)).toBeVisible();

  // Admin → Companies: the company.
  await staff.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Companies' }).click();
  await staff.getByRole('button', { name: 'Add company' }).click();
  const addCompany = staff.getByRole('dialog', { name: 'Add company' });
  await addCompany.getByLabel('Company name').fill(companyName);
  await addCompany.getByLabel('Legal representative').fill('Marko Babić');
  await addCompany.getByLabel('VAT / OIB').fill('HR98765432109');
  await addCompany.getByLabel('E-mail').fill(`office.${id}@split-coast.example`);
  await addCompany.getByLabel('Phone').fill('+385 91 555 0202');
  await addCompany.getByLabel('Address').fill('Put Brodarice 6, 21000 Split');
  await addCompany.getByLabel('Hometown').fill('Split');
  await addCompany.getByLabel('Country').fill('Croatia');
  await addCompany.getByRole('button', { name: 'Add company' }).click();
  await expect(staff.getByText('The company is created.')).toBeVisible();
  const companyRow = staff.getByRole('table', { name: 'Companies' }).getByRole('row', { name: new RegExp(companyName) });
  await expect(companyRow.getByText('No admin')).toBeVisible();
  // The company's admin, from the company's own row: they join it as its first driver and run it.
  await companyRow.getByRole('button', { name: `Invite the admin of ${companyName}` }).click();
  const inviteCompanyAdmin = staff.getByRole('dialog', { name: `Invite the admin of ${companyName}` });
  await inviteCompanyAdmin.getByLabel('First name').fill('Marko');
  await inviteCompanyAdmin.getByLabel('Last name').fill(`Babić ${id}`);
  await inviteCompanyAdmin.getByLabel('E-mail').fill(companyAdminEmail);
  await inviteCompanyAdmin.getByRole('button', { name: 'Send invitation' }).click();
  await expect(staff.getByText(`Invitation sent to ${companyAdminEmail}.`)).toBeVisible();
  await expect(companyRow.getByRole('cell', { name: '1', exact: true }).first()).toBeVisible();
  await staff.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Approvals' }).click();
  await expect(checklist).toContainText('2 of 4 done');
  await expectNoSeriousAccessibilityViolations(staff);

  // Both admins open their accounts from their e-mails, which say what they will run (no partner application was made).
  const agencyAdmin = await personAt(browser);
  await acceptInvitation(agencyAdmin, agencyAdminEmail, `ivana-${id}`);
  const companyAdmin = await personAt(browser);
  await acceptInvitation(companyAdmin, companyAdminEmail, `marko-${id}`);
  expect((await emailsTo(agencyAdminEmail))[0]?.text).toContain(`Petra invites you to open a Vozimo account to run ${agencyName} as its agency admin`);
  expect((await emailsTo(companyAdminEmail))[0]?.text).toContain(`Petra invites you to open a Vozimo account to run ${companyName}'s drivers, vehicles and trips as its driver admin.`);

  // The agency's admin invites an agent, who opens the account from the e-mail.
  await agencyAdmin.getByRole('link', { name: 'Agents' }).click();
  const inviteAgent = agencyAdmin.getByRole('form', { name: 'Invite agent' });
  await inviteAgent.getByLabel('First name').fill('Luka');
  await inviteAgent.getByLabel('Last name').fill('Marić');
  await inviteAgent.getByLabel('E-mail').fill(agentEmail);
  await inviteAgent.getByRole('button', { name: 'Send invitation' }).click();
  await expect(agencyAdmin.getByText(`Invitation sent to ${agentEmail}.`)).toBeVisible();
  const agent = await personAt(browser);
  await acceptInvitation(agent, agentEmail, `luka-${id}`);

  // The agent books an airport transfer three weeks ahead, with the pickup details and a phone.
  const pickupDate = addDays(zagrebToday(), 21);
  await agent.goto('/app/new-trip');
  await expect(agent.getByRole('heading', { level: 1, name: 'New Trip' })).toBeVisible();
  for (const [label, typed, option] of [['From', 'Split Air', 'Split Airport (SPU), Croatia'], ['To', 'Split', 'Split, Croatia']] as const) {
    await agent.getByRole('combobox', { name: label, exact: true }).fill(typed);
    await agent.getByRole('option', { name: option, exact: true }).click();
  }
  await agent.getByRole('button', { name: 'Date', exact: true }).click();
  const day = agent.getByRole('button', { name: dayLabel(pickupDate), exact: true });
  for (let step = 0; step < 3 && !(await day.isVisible()); step++) await agent.getByRole('button', { name: 'Next month' }).click();
  await day.click();
  await expect(agent.getByRole('radio', { name: /^Sedan, €/ })).toBeChecked();
  await agent.getByRole('textbox', { name: 'Pickup details' }).fill('Arrivals hall, flight OS 733');
  await agent.getByRole('textbox', { name: 'First name' }).fill('Emma');
  await agent.getByRole('textbox', { name: 'Last name' }).fill('Larsen');
  await agent.getByRole('textbox', { name: 'Phone' }).fill('+45 20 55 01 00');
  await agent.getByRole('button', { name: 'Book Trip' }).click();
  await expect(agent).toHaveURL(/\/trip\/VZ-/);
  const reference = /\/trip\/(VZ-[A-Z0-9]+)/.exec(agent.url())![1]!;
  await expect(agent.getByRole('heading', { level: 1, name: reference })).toBeVisible();
  await expect(agent.getByText('Pending Payment', { exact: true })).toBeVisible();

  // The deposit is paid by card (the built-in test processor).
  const card = agent.getByRole('form', { name: 'Card payment' });
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByLabel('Expiry (MM/YY)').fill('12/34');
  await card.getByLabel('CVC').fill('123');
  await card.getByRole('button', { name: /^Pay now €\d+\.\d{2}$/ }).click();
  await expect(agent.getByTestId('payment-outcome')).toContainText('Payment succeeded!');

  // Staff offer it to drivers from its page.
  await staff.goto(`/app/trips?month=${pickupDate.slice(0, 7)}`);
  await staff.getByRole('row', { name: new RegExp(reference) }).getByRole('link', { name: 'Split Airport (SPU) - Split' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: reference })).toBeVisible();
  await staff.getByRole('button', { name: 'Offer to drivers' }).click();
  const confirmOffer = staff.getByRole('dialog', { name: 'Offer this trip to drivers?' });
  await confirmOffer.getByRole('button', { name: 'Offer to drivers' }).click();
  await expect(staff.getByText('Offered to drivers', { exact: true })).toBeVisible();

  // The company's admin adds a driver and a vehicle with their documents; both wait for approval.
  const driverName = `Ante Jurić ${id}`;
  await companyAdmin.getByRole('link', { name: 'Drivers' }).click();
  const driverForm = companyAdmin.getByRole('region', { name: 'Add new driver' });
  await driverForm.getByLabel('First name').fill('Ante');
  await driverForm.getByLabel('Last name').fill(`Jurić ${id}`);
  await driverForm.getByLabel('Phone').fill('+385 91 555 0303');
  await driverForm.getByLabel('Hometown').fill('Trogir');
  await driverForm.getByLabel('E-mail').fill(`ante.${id}@split-coast.example`);
  await fileField(driverForm, 'licence_document').setInputFiles(PDF_DOCUMENT);
  await typeValidForAYear(driverForm, "Driver's licence: valid until");
  await fileField(driverForm, 'id_document').setInputFiles(PDF_DOCUMENT);
  await typeValidForAYear(driverForm, 'ID card or passport: valid until');
  await driverForm.getByRole('button', { name: 'Add driver' }).click();
  await expect(companyAdmin.getByRole('row', { name: new RegExp(driverName) }).getByText('Waiting for approval')).toBeVisible();

  const plate = `ST ${id.toUpperCase()}-SC`;
  await companyAdmin.getByRole('link', { name: 'Vehicles' }).click();
  const vehicleForm = companyAdmin.getByRole('region', { name: 'Add new vehicle' });
  await vehicleForm.getByLabel('Vehicle make').fill('Škoda');
  await vehicleForm.getByLabel('Vehicle model').fill('Superb');
  await vehicleForm.getByLabel('License plate').fill(plate);
  await choose(companyAdmin, vehicleForm.getByRole('combobox', { name: 'Color' }), 'Black');
  await vehicleForm.getByLabel('Production year').fill(String(Number(zagrebToday().slice(0, 4)) - 2));
  await fileField(vehicleForm, 'photo_1').setInputFiles(await drawnPng(companyAdmin, 'front.png', 'FRONT', '#495057'));
  await fileField(vehicleForm, 'photo_2').setInputFiles(await drawnPng(companyAdmin, 'side.png', 'SIDE', '#868e96'));
  await fileField(vehicleForm, 'vehicle_registration_photo').setInputFiles(PDF_DOCUMENT);
  await typeValidForAYear(vehicleForm, 'Registration: valid until');
  await fileField(vehicleForm, 'vehicle_insurance_photo').setInputFiles(PDF_DOCUMENT);
  await typeValidForAYear(vehicleForm, 'Insurance: valid until');
  await vehicleForm.getByRole('button', { name: 'Add vehicle' }).click();
  await expect(companyAdmin.getByRole('row', { name: new RegExp(plate) }).getByText('Waiting for approval')).toBeVisible();

  // Staff approve both in Approvals.
  await staff.goto('/admin/approvals');
  for (const [tab, name] of [
    [/^Drivers/, driverName],
    [/^Vehicles/, plate],
  ] as const) {
    await staff.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Approvals' }).click();
    await staff.getByRole('tab', { name: tab }).click();
    await staff.getByRole('link', { name: new RegExp(name) }).click();
    await staff.getByRole('button', { name: 'Approve' }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(staff.getByText(`${name} approved.`)).toBeVisible();
  }

  // The company's admin claims the trip with that driver and vehicle.
  await companyAdmin.getByRole('link', { name: 'Offers' }).click();
  const offered = companyAdmin.getByRole('table', { name: 'Offered Trips' }).getByRole('row', { name: new RegExp(reference) });
  await expect(offered).toContainText('Split Airport (SPU) → Split');
  await offered.getByRole('button', { name: `Claim ${reference}` }).click();
  const claim = companyAdmin.getByRole('dialog', { name: 'Claim trip' });
  await choose(companyAdmin, claim.getByRole('combobox', { name: 'Driver' }), driverName);
  await choose(companyAdmin, claim.getByRole('combobox', { name: 'Vehicle' }), new RegExp(plate));
  await claim.getByRole('button', { name: 'Claim trip' }).click();
  await expect(companyAdmin.getByText(`Trip claimed and assigned to ${driverName}`)).toBeVisible();
  await expect(companyAdmin.getByRole('region', { name: 'Upcoming Claimed Trips' })).toContainText(reference);
  await expectNoSeriousAccessibilityViolations(companyAdmin);
  await companyAdmin.screenshot({ path: testInfo.outputPath('first-day-claimed.png'), fullPage: true });

  // The agent's trip page names the driver.
  await agent.getByRole('link', { name: 'Back to the trip page' }).click();
  await agent.reload();
  await expect(agent.getByRole('region', { name: 'Driver' })).toContainText(driverName);

  expect(errors, 'console errors on the pages').toEqual([]);
});
