import { expect, test } from '../../support/fixtures.ts';
import { signInByApi } from '../../support/sign-in.ts';
import { bookTripAsAgent, moveTripAsStaff } from '../../support/trip-factory.ts';

// The demo staff member ('staff'), as the log names people.
const STAFF_NAME = 'Petra Horvat';

test.describe('Trips and the audit log in the back office', () => {
  test('staff find a trip by its reference, read its history, and find its status change in the audit log', async ({ page, request }) => {
    const trip = await bookTripAsAgent(request);
    await signInByApi(page, 'staff');

    await page.goto('/admin/trips');
    await expect(page.getByRole('heading', { level: 1, name: 'Trips' })).toBeVisible();
    await page.getByLabel('Find a trip').fill(trip.reference);
    await expect(page).toHaveURL(new RegExp(`search=${trip.reference}`));
    const table = page.getByRole('table', { name: 'Trips' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await table.getByRole('link', { name: trip.reference }).click();

    await expect(page).toHaveURL(new RegExp(`/admin/trips/${trip.tripId}$`));
    await expect(page.getByRole('heading', { level: 1, name: trip.reference })).toBeVisible();
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByText('Created as Pending Payment')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit trip' })).toHaveAttribute('href', `/app/edit-trip/${trip.tripId}`);
    await expect(page.getByRole('link', { name: 'Public page' })).toHaveAttribute('href', trip.url);

    // Staff confirm it (as the edit screen's status panel does): the record and the log show it.
    await moveTripAsStaff(request, trip, 'confirmed');
    await page.reload();
    await expect(history.getByText('Pending Payment → Confirmed')).toBeVisible();
    await expect(history.getByText(new RegExp(`by ${STAFF_NAME}`))).toBeVisible();
    await expect(page.getByRole('table', { name: 'Audit lines of the trip' }).getByText("Changed the trip's status")).toBeVisible();

    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'trip', exact: true }).click();
    await expect(page).toHaveURL(/kind=trip/);
    await page.getByRole('combobox', { name: 'Person' }).fill('Petra');
    await page.getByRole('option', { name: new RegExp(STAFF_NAME) }).click();
    await expect(page).toHaveURL(/actor=\d+/);

    const line = page.getByRole('table', { name: 'Audit log' }).getByTestId('audit-line').filter({ hasText: trip.reference });
    await expect(line).toHaveCount(1);
    await expect(line.getByText("Changed the trip's status")).toBeVisible();
    await expect(line.getByText('trip.status.change')).toBeVisible();
    await expect(line.getByRole('table', { name: 'Changed fields' }).getByRole('row', { name: /status/ })).toContainText(/pending_payment.*confirmed/);
    await line.getByRole('link', { name: trip.reference }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/trips/${trip.tripId}$`));
  });
});
