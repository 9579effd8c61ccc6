import type { APIRequestContext } from '@playwright/test';
import { formatEuros } from '@vozimo/contract';
import { expect, test } from '../../support/fixtures.ts';
import { signInByApi, signInRequest } from '../../support/sign-in.ts';
import { zagrebDateInDays } from '../../support/trip-factory.ts';

// The pricing journey of issue 15: staff change a tariff in /admin/pricing, the next quote uses it,
// and a trip booked before keeps its price. It changes the Bus (no other spec books one or asserts
// its price, so parallel specs on the same demo database see no change) and restores it after.

const BUS = 5;
// Every type with a seat for each passenger is offered, so a quote for two prices the Bus too.
const PASSENGERS = 2;
const SPLIT = { formatted_address: 'Split, Croatia', place_id: 'e2e-split', lat: 43.5081, lng: 16.4402, country_short_name: 'HR', country_long_name: 'Croatia', locality: 'Split' };
const DUBROVNIK = { formatted_address: 'Dubrovnik, Croatia', place_id: 'e2e-dubrovnik', lat: 42.6507, lng: 18.0944, country_short_name: 'HR', country_long_name: 'Croatia', locality: 'Dubrovnik' };

interface Offer {
  vehicle_type_id: number;
  price_cents: number;
  price_per_km?: number;
}

async function quoteBus(request: APIRequestContext, headers: { 'X-CSRFToken': string }) {
  const response = await request.post('/api/update_trip/', { headers, data: { start_loc: SPLIT, end_loc: DUBROVNIK, passengers: PASSENGERS, stops: [] } });
  expect(response.status(), await response.text()).toBe(200);
  const quote = (await response.json()) as { trip_price_id: string; vehicle_types: Offer[]; stops: unknown[] };
  const bus = quote.vehicle_types.find((t) => t.vehicle_type_id === BUS);
  expect(bus, 'the quote offers the Bus').toBeDefined();
  return { quote, bus: bus! };
}

test('staff change the Bus tariff: the next quote uses it, a trip booked before keeps its price', async ({ page, playwright, baseURL }) => {
  const agent = await playwright.request.newContext({ baseURL });
  const staff = await playwright.request.newContext({ baseURL });
  const agentHeaders = await signInRequest(agent, 'agent');
  const staffHeaders = await signInRequest(staff, 'staff');
  const tariffs = (await (await staff.get('/api/admin/pricing/')).json()) as { tariffs: { vehicle_type_id: number; price_per_km: number; minimum_fare: number }[] };
  const original = tariffs.tariffs.find((t) => t.vehicle_type_id === BUS)!;
  const raised = Math.round((original.price_per_km + 0.37) * 100) / 100;

  try {
    // A trip booked in the Bus before the change.
    const before = await quoteBus(agent, agentHeaders);
    const booked = await agent.post('/api/trip/', {
      headers: agentHeaders,
      data: {
        start_loc: SPLIT,
        end_loc: DUBROVNIK,
        start_locality: 'Split',
        end_locality: 'Dubrovnik',
        start_loc_details: 'Hotel Park',
        end_loc_details: '',
        pickup_date: zagrebDateInDays(45),
        pickup_time: '09:30',
        passengers: PASSENGERS,
        customer_first_name: 'Luka',
        customer_last_name: 'Horvat',
        customer_email: 'luka.horvat@example.com',
        customer_phone: '+385 91 222 3355',
        is_draft: false,
        info: { notes: '', airport_pickup: false, flight_number: '', child_seats: false, child_info: '' },
        stops: [],
        vehicle_type_id: BUS,
        round_trip_id: null,
        round_trip_name: '',
        extra: { trip_price_id: before.quote.trip_price_id, vehicle_types: before.quote.vehicle_types, stops: before.quote.stops },
      },
    });
    expect(booked.status(), await booked.text()).toBe(200);
    const { reference, token } = (await booked.json()) as { reference: string; token: string };
    const oldPrice = formatEuros(before.bus.price_cents / 100);

    // Staff raise the Bus's price per km on the Pricing screen.
    await signInByApi(page, 'staff');
    await page.goto('/admin/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    const perKm = page.getByRole('textbox', { name: 'Price per km of Bus' });
    await perKm.fill(String(raised));
    // The example follows what is typed, before anything is saved.
    await expect(page.getByText('With your changes, not saved')).toBeVisible();
    await page.getByRole('button', { name: 'Save the tariff of Bus' }).click();
    await expect(page.getByText('Tariff of Bus saved. New quotes use it.')).toBeVisible();
    // The change is in the recent history, with who made it.
    await expect(page.getByRole('table', { name: 'Recent pricing changes' }).getByRole('row', { name: /Tariff of Bus/ }).first()).toContainText(
      `Price per km ${formatEuros(original.price_per_km)} → ${formatEuros(raised)}`,
    );

    // The next quote uses the new figure.
    const after = await quoteBus(agent, agentHeaders);
    expect(after.bus.price_per_km).toBe(raised);
    expect(after.bus.price_cents).toBeGreaterThan(before.bus.price_cents);

    // The trip booked before keeps its price.
    await page.goto(`/trip/${reference}?token=${encodeURIComponent(token)}`);
    const price = page.getByRole('table', { name: 'Price table' });
    await expect(price.getByRole('row', { name: /Trip price/ })).toContainText(oldPrice);
  } finally {
    const restored = await staff.post(`/api/admin/vehicle_types/${BUS}/tariff/`, {
      headers: staffHeaders,
      data: { price_per_km: original.price_per_km, minimum_fare: original.minimum_fare },
    });
    expect(restored.status(), await restored.text()).toBe(200);
    await agent.dispose();
    await staff.dispose();
  }
});
