import type { APIRequestContext, Page } from '@playwright/test';
import { accountSuffix, STRONG_PASSWORD } from '../../support/accounts.ts';
import { emailedLink } from '../../support/mailbox.ts';
import { expect, test } from '../../support/fixtures.ts';
import { drawnPng, fileField, PDF_DOCUMENT, pickDateAhead, uniqueSuffix } from '../../support/fleet-forms.ts';
import { signInByApi, signInRequest } from '../../support/sign-in.ts';

// Issue 15's "Done when" (docs/decisions/0023-back-office.md): a company applies, staff approve it
// from the Approvals queue, its representative opens the account the invitation e-mail links to,
// adds a driver and a vehicle, staff approve both, and the company sees them approved.

/** An application as /partners sends it (multipart), made through the API to keep the journey short. */
async function applyAsPartner(request: APIRequestContext, companyName: string, email: string) {
  await request.get('/api/health/');
  const csrf = (await request.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
  const response = await request.post('/api/partners/', {
    headers: { 'X-CSRFToken': csrf },
    multipart: {
      company_name: companyName,
      address: 'Put Brodarice 6, 21000 Split',
      vat: `HR${Date.now()}`,
      legal_representative: 'Marin Kovač',
      email,
      phone_number: '+38521123456',
      whatsapp: '',
      country: 'Croatia',
      hometown: 'Split',
      business_license: { name: 'licence.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * A demo company's admin adds a driver without documents (through the API: the form has its own
 * journey); it waits for approval. Returns its name, made unique.
 */
async function addWaitingDriver(request: APIRequestContext, name: string, companyAdmin: 'driver-admin' | 'driver-b' = 'driver-admin'): Promise<string> {
  const headers = await signInRequest(request, companyAdmin);
  const driverName = `${name} ${uniqueSuffix()}`;
  const created = await request.post('/api/create_driver/', {
    headers,
    multipart: { driver_name: driverName, email: `driver.${accountSuffix()}@example.com`, phone: '+385915550102', hometown: 'Split', whatsapp: '' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return driverName;
}

/** A list's first load can take a while on a busy machine (the whole suite runs in parallel). */
const LIST_LOAD = 30_000;

/** Opens a record from one of the queue's tabs, found by the search box. */
async function openFromQueue(page: Page, tab: RegExp, search: string, link: string | RegExp) {
  await page.goto('/admin/approvals');
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('searchbox').fill(search);
  // The list follows the search box (and the address) after a pause.
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2, { timeout: LIST_LOAD });
  await page.getByRole('link', { name: link }).click();
}

/** Approves the open record; the queue opens again on the tab it came from (issue 30), Partner applications by default. */
async function approve(page: Page, toast: string | RegExp, tab: RegExp = /Partner applications/) {
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(toast)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/approvals(\?|$)/);
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

test.describe('Approvals', () => {
  test('staff approve a partner; its representative signs up as driver admin, adds a driver and a vehicle, and sees both approved', async ({ page, browser, request }, testInfo) => {
    test.setTimeout(300_000);
    const id = accountSuffix();
    const companyName = `Kaštela Shuttle ${id}`;
    const email = `marin.${id}@kastela-shuttle.example`;
    await applyAsPartner(request, companyName, email);

    // Staff: /admin/ opens on the queue, with the application in it.
    await signInByApi(page, 'staff');
    await page.goto('/admin/');
    await expect(page).toHaveURL(/\/admin\/approvals$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /Partner applications/ })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('approvals-queue.png'), fullPage: true });
    await page.setViewportSize({ width: 820, height: 1180 });
    await page.screenshot({ path: testInfo.outputPath('approvals-queue-tablet.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('searchbox').fill(id);
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2, { timeout: LIST_LOAD });
    await page.getByRole('link', { name: companyName }).click();
    await expect(page.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download Business licence' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('partner-application.png'), fullPage: true });
    await approve(page, `${companyName} approved. The invitation was e-mailed to ${email}.`);

    // The representative opens the e-mailed invitation and lands signed in as the company's driver admin.
    const link = await emailedLink(email, '/invitation');
    const partnerContext = await browser.newContext();
    const partner = await partnerContext.newPage();
    await partner.goto(link);
    await partner.getByLabel('Username').fill(`marin-${id}`);
    await partner.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await partner.getByLabel('Repeat password').fill(STRONG_PASSWORD);
    await partner.getByRole('button', { name: 'Create account' }).click();
    await expect(partner).toHaveURL(/\/app\/trips/);

    // A driver and a vehicle, each waiting for approval.
    const driverName = `Toni Babić ${uniqueSuffix()}`;
    await partner.goto('/app/drivers');
    const driverForm = partner.getByRole('region', { name: 'Add new driver' });
    await driverForm.getByLabel('First name').fill('Toni');
    await driverForm.getByLabel('Last name').fill(driverName.slice('Toni '.length));
    await driverForm.getByLabel('Phone').fill('+385 91 555 0101');
    await driverForm.getByLabel('Hometown').fill('Kaštela');
    await driverForm.getByLabel('E-mail').fill(`toni.${id}@kastela-shuttle.example`);
    // Staff approve only with every document on file and valid (issue 30).
    await fileField(driverForm, 'licence_document').setInputFiles(PDF_DOCUMENT);
    await pickDateAhead(partner, driverForm, "Driver's licence: valid until", 400);
    await fileField(driverForm, 'id_document').setInputFiles(PDF_DOCUMENT);
    await pickDateAhead(partner, driverForm, 'ID card or passport: valid until', 400);
    await driverForm.getByRole('button', { name: 'Add driver' }).click();
    await expect(partner.getByRole('row', { name: new RegExp(driverName) }).getByText('Waiting for approval')).toBeVisible({ timeout: LIST_LOAD });

    const plate = `ST-${uniqueSuffix()}`;
    await partner.goto('/app/vehicles');
    const vehicleForm = partner.getByRole('region', { name: 'Add new vehicle' });
    await vehicleForm.getByRole('combobox', { name: 'Vehicle type' }).click();
    await partner.getByRole('option', { name: 'Van', exact: true }).click();
    await vehicleForm.getByLabel('Vehicle make').fill('Ford');
    await vehicleForm.getByLabel('Vehicle model').fill('Transit');
    await vehicleForm.getByLabel('License plate').fill(plate);
    await vehicleForm.getByRole('combobox', { name: 'Color' }).click();
    await partner.getByRole('option', { name: 'White', exact: true }).click();
    await vehicleForm.getByLabel('Production year').fill('2022');
    await fileField(vehicleForm, 'photo_1').setInputFiles(await drawnPng(partner, 'front.png', 'FRONT', '#495057'));
    await fileField(vehicleForm, 'photo_2').setInputFiles(await drawnPng(partner, 'side.png', 'SIDE', '#868e96'));
    await fileField(vehicleForm, 'vehicle_registration_photo').setInputFiles(PDF_DOCUMENT);
    await pickDateAhead(partner, vehicleForm, 'Registration: valid until', 200);
    await fileField(vehicleForm, 'vehicle_insurance_photo').setInputFiles(PDF_DOCUMENT);
    await pickDateAhead(partner, vehicleForm, 'Insurance: valid until', 200);
    await vehicleForm.getByRole('button', { name: 'Add vehicle' }).click();
    await expect(partner.getByRole('row', { name: new RegExp(plate) }).getByText('Waiting for approval')).toBeVisible({ timeout: LIST_LOAD });

    // Staff approve both from the queue.
    await openFromQueue(page, /Drivers/, driverName, driverName);
    await expect(page.getByRole('heading', { level: 1, name: driverName })).toBeVisible();
    await approve(page, `${driverName} approved.`, /Drivers/);
    await openFromQueue(page, /Vehicles/, plate, new RegExp(plate));
    await expect(page.getByRole('img', { name: 'Ford Transit, photo 1' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('vehicle-review.png'), fullPage: true });
    await approve(page, `${plate} approved.`, /Vehicles/);

    // The company sees both approved.
    await partner.goto('/app/drivers');
    await expect(partner.getByRole('row', { name: new RegExp(driverName) }).getByText('Approved', { exact: true })).toBeVisible({ timeout: LIST_LOAD });
    await partner.goto('/app/vehicles');
    await expect(partner.getByRole('row', { name: new RegExp(plate) }).getByText('Approved', { exact: true })).toBeVisible({ timeout: LIST_LOAD });
    await partnerContext.close();
  });

  test('a decision taken after another staff member decided is refused in its dialog, which says who decided first', async ({ page, request }, testInfo) => {
    test.setTimeout(150_000);
    const id = accountSuffix();
    const companyName = `Trogir Transfers ${id}`;
    await applyAsPartner(request, companyName, `office.${id}@trogir-transfers.example`);

    // Staff open the application; meanwhile a colleague (another session) rejects it.
    await signInByApi(page, 'staff');
    await openFromQueue(page, /Partner applications/, id, companyName);
    await expect(page.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
    const colleague = await signInRequest(request, 'staff');
    const listed = await request.get(`/api/admin/partner_applications/?search=${encodeURIComponent(companyName)}`);
    const applicationId = ((await listed.json()) as { items: { application_id: number }[] }).items[0]!.application_id;
    const rejected = await request.post(`/api/admin/partner_applications/${applicationId}/reject/`, { headers: colleague, data: { reason: 'We do not serve this region yet.' } });
    expect(rejected.status(), await rejected.text()).toBe(200);

    // The page still offers the decision; approving is refused with the colleague's decision, and the
    // page behind the dialog shows it.
    await page.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: `Approve ${companyName}?` });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(/^Petra Horvat already rejected this application at \d{2}:\d{2}\.$/);
    await expect(page.getByText('Rejected', { exact: true }).first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('decided-first.png'), fullPage: true });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Reason: We do not serve this region yet.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  });

  test('a driver without a licence on file cannot be approved: the dialog says which documents are missing', async ({ page, request }) => {
    // The other demo company's: a driver left waiting stays off the screen the Drivers journey checks with axe.
    const driverName = await addWaitingDriver(request, 'Ivo Šarić', 'driver-b');

    await signInByApi(page, 'staff');
    await openFromQueue(page, /Drivers/, driverName, driverName);
    await page.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog.getByText(/Driver's licence: not on file; ID card or passport: not on file\./)).toBeVisible();
    await expect(page).not.toHaveURL(/\/admin\/approvals$/);
  });

  test("a rejected driver shows the reason on the company's screen; other roles get the Unauthorized page", async ({ page, request }) => {
    test.setTimeout(150_000);
    const driverName = await addWaitingDriver(request, 'Petra Šimić');

    await signInByApi(page, 'staff');
    await openFromQueue(page, /Drivers/, driverName, driverName);
    await page.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: `Reject ${driverName}` });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByText('Write the reason in 5 to 1000 characters.')).toBeVisible();
    const reason = 'Please upload a photo of the driving licence.';
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText(`${driverName} rejected.`)).toBeVisible();

    await signInByApi(page, 'driver-admin');
    await page.goto('/app/drivers');
    const row = page.getByRole('row', { name: new RegExp(driverName) });
    await expect(row.getByText('Rejected', { exact: true })).toBeVisible({ timeout: LIST_LOAD });
    await expect(row.getByText(`Reason: ${reason}`)).toBeVisible();

    await page.goto('/admin/approvals');
    await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
  });
});
