import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { accountSuffix } from '../support/accounts.ts';
import { expect, expectConsoleError, test } from '../support/fixtures.ts';
import { emailedLink } from '../support/mailbox.ts';
import { signInByApi, signInRequest } from '../support/sign-in.ts';
import { bookTripAsAgent } from '../support/trip-factory.ts';

test('staff see that the booking and bank-transfer e-mails went out, to whom and when, with the trip link hidden', async ({ page, request, browser }, testInfo) => {
  const customer = `outbox.${accountSuffix()}@example.com`;
  const trip = await bookTripAsAgent(request, { customer: { customer_email: customer } });
  // The agent pays its deposit by bank transfer, which sends the transfer details.
  const created = await request.post('/api/bulk_payment/', { data: { trip_ids: [trip.tripId] }, headers: await signInRequest(request, 'agent') });
  expect(created.status(), await created.text()).toBe(200);
  const { payment_reference: paymentReference } = (await created.json()) as { payment_reference: string };
  // The customer's e-mail carries the live link to the trip (ADR 0042: the tests read it as the customer does).
  const link = await emailedLink(customer, `/trip/${trip.reference}`);
  expect(link).toBe(`/trip/${trip.reference}?token=${trip.token}`);

  // The e-mail's frame refuses every script, the test tools' own probes included: Chromium's headless
  // shell reports that refusal on the console, which is the sandbox working (the full browser is silent).
  expectConsoleError(page, /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed and the 'allow-scripts' permission is not set\.$/);
  await signInByApi(page, 'staff');
  // The mail server took it; the app records that just after.
  await expect
    .poll(async () => {
      const { items } = (await (await page.request.get('/api/outbox/?limit=50&offset=0')).json()) as { items: Array<{ to: string; status: string }> };
      return items.find((item) => item.to === customer)?.status;
    })
    .toBe('sent');
  await page.goto('/app/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Outbox' });
  await expect(table.getByRole('columnheader')).toHaveText(['To', 'Subject', 'Status', 'Created']);
  const booked = table.getByRole('row').filter({ hasText: `Your trip ${trip.reference} is booked` });
  await expect(booked).toContainText(customer);
  await expect(booked).toContainText('Sent');
  await expect(table.getByRole('row').filter({ hasText: `Bank transfer details for payment ${paymentReference}` })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);

  await booked.getByRole('button', { name: `Your trip ${trip.reference} is booked` }).click();
  const message = page.getByRole('dialog', { name: `Your trip ${trip.reference} is booked` });
  await expect(message.getByText('Sent', { exact: true }).first()).toBeVisible();
  await expect(message.getByText('Links that open an account or a trip show as [hidden]: only the recipient gets them.')).toBeVisible();
  // The HTML is rendered in a frame with no rights: no script runs there, not even the test's.
  const frame = message.getByTitle(`E-mail: Your trip ${trip.reference} is booked`);
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(frame).toHaveAttribute('srcdoc', new RegExp(`<strong>${trip.reference}</strong>`));
  await expect(frame).toHaveAttribute('srcdoc', new RegExp(`/trip/${trip.reference}\\?token=\\[hidden\\]`));
  expect(await frame.getAttribute('srcdoc')).not.toContain(trip.token);
  expect(await frame.evaluate((element) => (element as HTMLIFrameElement).getBoundingClientRect().height)).toBeGreaterThan(300);
  await message.getByRole('tab', { name: 'Plain text' }).click();
  await expect(message.getByTestId('outbox-text')).toContainText(`/trip/${trip.reference}?token=[hidden]`);
  await expect(message.getByTestId('outbox-text')).not.toContainText(trip.token);
  await expectNoSeriousAccessibilityViolations(page);
  await page.screenshot({ path: testInfo.outputPath('outbox-message.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('outbox-message-phone.png') });

  // The customer follows the e-mailed link to the trip.
  const customerPage = await (await browser.newContext()).newPage();
  await customerPage.goto(link);
  await expect(customerPage.getByText(trip.reference).first()).toBeVisible();
  await customerPage.context().close();
});
