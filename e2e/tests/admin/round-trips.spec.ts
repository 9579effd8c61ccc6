import { expect, test } from '../../support/fixtures.ts';
import { signInRequest } from '../../support/sign-in.ts';

// The back office's Round trips (issue 29): the list, search, edit and the retire switch, as only a
// browser shows them. The trip is made through the API and retired at once, so agents in parallel
// specs see it only for the moment between its Bring back and its Retire.

const SPLIT = { formatted_address: 'Split, Croatia', place_id: 'e2e-split', lat: 43.5081, lng: 16.4402, country_short_name: 'HR', country_long_name: 'Croatia', locality: 'Split' };
const SEDAN = 1;

test('staff find a round trip, edit it, bring it back and retire it', async ({ page }) => {
  const name = `E2E Krka loop ${Date.now().toString(36)}`;
  const headers = await signInRequest(page.request, 'staff');
  const created = await page.request.post('/api/admin/round_trips/', {
    headers,
    multipart: {
      name,
      description: 'Falls, a mill and a swim.',
      start_place: JSON.stringify(SPLIT),
      duration_minutes: '540',
      distance_km: '180',
      prices: JSON.stringify([{ vehicle_type_id: SEDAN, price: '250' }]),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { round_trip_id: id } = (await created.json()) as { round_trip_id: number };
  expect((await page.request.post(`/api/admin/round_trips/${id}/set_active/`, { headers, data: { is_active: false } })).status()).toBe(200);

  await page.goto('/admin/round-trips');
  const table = page.getByRole('table', { name: 'Round trips' });
  await expect(table.getByText('Plitvice Lakes day trip from Split', { exact: true })).toBeVisible();
  await page.getByLabel('Find a round trip').fill(name);
  await expect(page).toHaveURL(/search=/);
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Sedan: €250.00')).toBeVisible();
  await expect(row.getByText('Retired', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
  await dialog.getByLabel('Description').fill('Falls, a mill, a swim and lunch in Skradin.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${name} saved.`)).toBeVisible();
  await expect(row.getByText('Falls, a mill, a swim and lunch in Skradin.')).toBeVisible();

  await row.getByRole('button', { name: `Bring back ${name}` }).click();
  await expect(page.getByText(`${name} is offered again.`)).toBeVisible();
  await row.getByRole('button', { name: `Retire ${name}` }).click();
  await page.getByRole('dialog', { name: `Retire ${name}?` }).getByRole('button', { name: 'Retire' }).click();
  await expect(page.getByText(`${name} is retired.`)).toBeVisible();
  await expect(row.getByText('Retired', { exact: true })).toBeVisible();
});
