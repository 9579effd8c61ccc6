import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { expect, test } from '../support/fixtures.ts';
import { signInByApi, signInRequest } from '../support/sign-in.ts';
import { bookTripAsAgent } from '../support/trip-factory.ts';

test('staff read the booking and bank-transfer e-mails in the outbox', async ({ page, request }) => {
  const trip = await bookTripAsAgent(request, { customer: { customer_email: 'outbox.reader@example.com' } });
  // The agent pays its deposit by bank transfer, which sends the transfer details.
  const created = await request.post('/api/bulk_payment/', { data: { trip_ids: [trip.tripId] }, headers: await signInRequest(request, 'agent') });
  expect(created.status(), await created.text()).toBe(200);
  const { payment_reference: paymentReference } = (await created.json()) as { payment_reference: string };

  await signInByApi(page, 'staff');
  await page.goto('/app/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await expect(page.getByText('No mail server is configured: messages are kept here and not sent.')).toBeVisible();
  const table = page.getByRole('table', { name: 'Outbox' });
  await expect(table.getByRole('columnheader')).toHaveText(['To', 'Subject', 'Status', 'Created']);
  const booked = table.getByRole('row').filter({ hasText: `Your trip ${trip.reference} is booked` });
  await expect(booked).toContainText('outbox.reader@example.com');
  await expect(booked).toContainText('Queued');
  await expect(table.getByRole('row').filter({ hasText: `Bank transfer details for payment ${paymentReference}` })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);

  await booked.getByRole('button', { name: `Your trip ${trip.reference} is booked` }).click();
  const message = page.getByRole('dialog', { name: `Your trip ${trip.reference} is booked` });
  // The HTML is rendered in a frame with no rights: no script runs there, not even the test's.
  const frame = message.getByTitle(`E-mail: Your trip ${trip.reference} is booked`);
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(frame).toHaveAttribute('srcdoc', new RegExp(`<strong>${trip.reference}</strong>`));
  expect(await frame.evaluate((element) => (element as HTMLIFrameElement).getBoundingClientRect().height)).toBeGreaterThan(300);
  await message.getByRole('tab', { name: 'Plain text' }).click();
  await expect(message.getByTestId('outbox-text')).toContainText(`/trip/${trip.reference}?token=`);
  await expectNoSeriousAccessibilityViolations(page);
});
