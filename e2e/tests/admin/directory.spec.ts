import { expectNoSeriousAccessibilityViolations } from '../../support/accessibility.ts';
import { accountSuffix } from '../../support/accounts.ts';
import { emailedLink } from '../../support/mailbox.ts';
import { expect, test } from '../../support/fixtures.ts';
import { signInByApi, signInRequest } from '../../support/sign-in.ts';

// The directory journeys of issue 15 (companies, agencies, users): what only a browser shows, the
// forms, search, modals and confirmations. Each test makes its own records, so parallel specs on
// the demo database see no change (the demo agencies' commissions price other specs' quotes).

test('staff add a company with its payout account, find it by search and edit it', async ({ page }) => {
  const name = `Makarska Riviera Cars ${accountSuffix()}`;
  await signInByApi(page, 'staff');
  await page.goto('/admin/companies');
  await expect(page.getByRole('heading', { name: 'Companies', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Add company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add company' });
  await dialog.getByLabel('Company name').fill(name);
  await dialog.getByLabel('E-mail').fill('office@makarska-cars.example.com');
  await dialog.getByLabel('Hometown').fill('Makarska');
  await dialog.getByLabel('Country').fill('Croatia');
  await dialog.getByLabel('Account holder').fill('Makarska Riviera Cars d.o.o.');
  // A mistyped IBAN is caught by its check digits before anything is sent.
  await dialog.getByLabel('IBAN').fill('HR12 1001 0051 8630 0016 1');
  await dialog.getByLabel('SWIFT/BIC').fill('ZABAHR2X');
  await dialog.getByRole('button', { name: 'Add company' }).click();
  await expect(dialog.getByText(/Enter a valid IBAN/)).toBeVisible();
  await dialog.getByLabel('IBAN').fill('HR12 1001 0051 8630 0016 0');
  await dialog.getByRole('button', { name: 'Add company' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The company is created.')).toBeVisible();

  await page.getByLabel('Find a company').fill(name);
  await expect(page).toHaveURL(/search=/);
  const table = page.getByRole('table', { name: 'Companies' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('On file')).toBeVisible();

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(edit.getByLabel('IBAN')).toHaveValue('HR1210010051863000160');
  await edit.getByLabel('Hometown').fill('Tučepi');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByText('Tučepi, Croatia')).toBeVisible();
});

test("staff change an agency's commission, add a staff user who gets a set-password e-mail, and deactivate a user", async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const headers = await signInRequest(api, 'staff');
  const agencyName = `Kvarner Journeys ${accountSuffix()}`;
  const created = await api.post('/api/admin/agencies/', { headers, data: { name: agencyName, commission_percent: 10 } });
  expect(created.status(), await created.text()).toBe(201);

  await signInByApi(page, 'staff');
  await page.goto('/admin/agencies');
  await page.getByLabel('Find an agency').fill(agencyName);
  const agencyRow = page.getByRole('table', { name: 'Agencies' }).getByRole('row', { name: new RegExp(agencyName) });
  await expect(agencyRow.getByText('10 %')).toBeVisible();
  await agencyRow.getByRole('button', { name: `Edit ${agencyName}` }).click();
  const agencyDialog = page.getByRole('dialog', { name: `Edit ${agencyName}` });
  await agencyDialog.getByLabel('Commission').fill('12.5');
  await agencyDialog.getByRole('button', { name: 'Save' }).click();
  await expect(agencyDialog).toBeHidden();
  await expect(agencyRow.getByText('12.5 %')).toBeVisible();

  const id = accountSuffix();
  const username = `e2e-staff-${id}`;
  const email = `e2e.staff.${id}@vozimo.example.com`;
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'New staff user' }).click();
  const userDialog = page.getByRole('dialog', { name: 'New staff user' });
  await userDialog.getByLabel('First name').fill('Petra');
  await userDialog.getByLabel('Last name').fill('Šimić');
  await userDialog.getByLabel('E-mail').fill(email);
  await userDialog.getByLabel('Username').fill(username);
  await userDialog.getByRole('button', { name: 'Create staff user' }).click();
  await expect(userDialog).toBeHidden();
  expect(await emailedLink(email, '/reset-password')).toMatch(/^\/reset-password\?token=/);

  await page.getByLabel('Find an account').fill(username);
  const userRow = page.getByRole('table', { name: 'Users' }).getByRole('row', { name: new RegExp(username) });
  await expect(userRow.getByText('Staff', { exact: true })).toBeVisible();
  await userRow.getByRole('button', { name: `Actions for ${username}` }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate Petra Šimić?' });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(userRow.getByText('Inactive', { exact: true })).toBeVisible();
  await api.dispose();
});

test("staff invite the first admin of a new agency from its row, who then runs the agency's Agents screen; staff withdraw the role in Users", async ({ page, browser, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const headers = await signInRequest(api, 'staff');
  const id = accountSuffix();
  const agencyName = `Dalmatia Days ${id}`;
  const created = await api.post('/api/admin/agencies/', { headers, data: { name: agencyName, commission_percent: 10 } });
  expect(created.status(), await created.text()).toBe(201);
  await api.dispose();

  await signInByApi(page, 'staff');
  await page.goto('/admin/agencies');
  await page.getByLabel('Find an agency').fill(agencyName);
  const row = page.getByRole('table', { name: 'Agencies' }).getByRole('row', { name: new RegExp(agencyName) });
  await expect(row.getByText('No admin')).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
  await row.getByRole('button', { name: `Invite to ${agencyName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Invite to ${agencyName}` });
  // The first person of an agency without an admin is invited as its admin unless staff untick it.
  await expect(dialog.getByRole('checkbox', { name: /Agency admin/ })).toBeChecked();
  await expect(dialog.getByRole('combobox', { name: 'Agency' })).toHaveCount(0);
  const email = `dora.${id}@dalmatia-days.example.com`;
  await dialog.getByLabel('First name').fill('Dora');
  await dialog.getByLabel('Last name').fill(`Matić ${id}`);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The invitee opens the e-mailed link and, once signed up, manages the agency's agents.
  const link = await emailedLink(email, '/invitation');
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(link);
  await invitee.getByLabel('Username').fill(`dora-${id}`);
  await invitee.getByLabel('Password', { exact: true }).fill('Lokrum-Tramvaj-Kruška-42');
  await invitee.getByLabel('Repeat password').fill('Lokrum-Tramvaj-Kruška-42');
  await invitee.getByRole('button', { name: 'Create account' }).click();
  await expect(invitee).toHaveURL(/\/app\/trips/);
  await invitee.goto('/app/agents');
  await expect(invitee.getByRole('heading', { level: 1, name: 'Agents' })).toBeVisible();
  await expect(invitee.getByRole('form', { name: 'Invite agent' })).toBeVisible();

  await page.reload();
  await expect(row).toBeVisible();
  await expect(row.getByText('No admin')).toHaveCount(0);

  // Staff withdraw the role from Users; the agency says again that it has no admin.
  await page.goto('/admin/users');
  await page.getByLabel('Find an account').fill(`dora-${id}`);
  const userRow = page.getByRole('table', { name: 'Users' }).getByRole('row', { name: new RegExp(`dora-${id}`) });
  await expect(userRow.getByText('Agency admin')).toBeVisible();
  await userRow.getByRole('button', { name: `Actions for dora-${id}` }).click();
  await page.getByRole('menuitem', { name: 'Withdraw agency admin' }).click();
  const confirm = page.getByRole('dialog', { name: `Withdraw Dora Matić ${id} as agency admin?` });
  await confirm.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('The account no longer manages its agency or company.')).toBeVisible();
  await expect(userRow.getByText('Agency admin')).toHaveCount(0);
  await invitee.context().close();
});
