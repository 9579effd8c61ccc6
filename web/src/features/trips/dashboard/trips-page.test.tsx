import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { DriverListItem, TripsPageRow, VehicleListItem } from '@vozimo/contract';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { TripsPage } from './trips-page.tsx';

const STATS = {
  completed_trips: 3,
  created_trips: 9,
  customers: 7,
  driver_gross: '900.00',
  agency_fee: '120.50',
  price_gross: '1500.00',
  deposit_gross: '375.00',
  price_net: '1200.00',
};

function row(overrides: Partial<TripsPageRow> = {}): TripsPageRow {
  return {
    trip_id: 1,
    reference: 'VZ-7K3Q9A',
    token: 'tok en',
    status: 'completed',
    start_locality: 'Split',
    end_locality: 'Dubrovnik',
    pickup_date: '2026-06-05',
    pickup_time: '08:30',
    customer_first_name: 'Jane',
    customer_last_name: 'Doe',
    agent_name: 'Marin Babić',
    driver_name: 'Marko Perić',
    price_gross: '320.00',
    price_net: '256.00',
    agency_fee: '24.00',
    driver_gross: '240.00',
    deposit_gross: '80.00',
    bulk_payment: null,
    ...overrides,
  };
}

function ShowSearch() {
  return <output data-testid="search">{useLocation().search}</output>;
}

const RECORD = { is_approved: true, rejection_reason: null, documents_under_review: false, is_active: true, is_assignable: true, company: 1, company__company_name: 'Split Riviera Transfers', documents: [] };
const TRIP_COUNTS = { pending_trips: 0, confirmed_trips: 0, completed_trips: 0, canceled_trips: 0 };
/** A company's driver as GET /api/drivers/ lists it; only its approval matters here. */
const listedDriver = (is_approved: boolean): DriverListItem => ({
  ...RECORD,
  ...{ driver_id: 11, driver_name: 'Ivan Kovač', hometown: 'Split', email: 'ivan@example.com', phone: '+385911234567', whatsapp: '' },
  ...{ driver_photo: null, stats: TRIP_COUNTS, has_account: false, is_approved },
});
const listedVehicle = (): VehicleListItem => ({
  ...RECORD,
  ...{ vehicle_id: 21, vehicle_make: 'Ford', vehicle_model: 'Transit', license_plate: 'ST-1', color: 'White', production_year: 2021 },
  ...{ vehicle_type: 3, vehicle_type__vehicle_type_name: 'Van', driver: null, photo_1: null, photo_2: null, photo_3: null, photo_4: null },
});

/** What the first-steps panel reads besides the trips: every month's trips, the company's drivers and vehicles. */
interface FirstScreen {
  /** The trips of every month (no month, no search); one trip unless said. */
  anyMonth?: { items: TripsPageRow[]; count: number };
  drivers?: DriverListItem[];
  vehicles?: VehicleListItem[];
}

/** Answers the two dashboard calls (and the first-steps panel's); records their URLs. */
function stubApi(trips: { items: TripsPageRow[]; count: number } | 'fail', stats: typeof STATS | 'fail' = STATS, first: FirstScreen = {}) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      calls.push(url);
      if (url.startsWith('/api/stats/')) return stats === 'fail' ? jsonResponse({ detail: 'boom' }, 500) : jsonResponse(stats);
      if (url === '/api/trips/?limit=20&offset=0') return jsonResponse(first.anyMonth ?? { items: [row()], count: 1 });
      if (url === '/api/drivers/') return jsonResponse(first.drivers ?? []);
      if (url === '/api/vehicles/') return jsonResponse(first.vehicles ?? []);
      return trips === 'fail' ? jsonResponse({ detail: 'boom' }, 500) : jsonResponse(trips);
    }),
  );
  return calls;
}

function renderPage(route: string, user = makeUser({ is_agent: true })) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/app/trips"
        element={
          <>
            <TripsPage />
            <ShowSearch />
          </>
        }
      />
    </Routes>,
    { route, user },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('TripsPage', () => {
  it('shows an agent the agent columns, the agency fee as Your Part when completed, and the agent cards', async () => {
    stubApi({ items: [row(), row({ trip_id: 2, status: 'confirmed', reference: 'VZ-AAAAAA' })], count: 2 });
    renderPage('/app/trips?month=2026-06');
    const table = await screen.findByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['From - To', 'Date', 'Reference', 'Customer', 'Agent', 'Gross Price', 'Net Price', 'Your Part', 'Status']);
    const [, completed, confirmed] = within(table).getAllByRole('row');
    expect(within(completed!).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Split - Dubrovnik',
      'June 5, 2026, 08:30',
      'VZ-7K3Q9A',
      'Jane Doe',
      'Marin Babić',
      '€320.00',
      '€256.00',
      '€24.00',
      'Completed',
    ]);
    expect(within(confirmed!).getAllByRole('cell')[7]!.textContent).toBe('');
    expect(within(completed!).getByRole('link', { name: 'Split - Dubrovnik' }).getAttribute('href')).toBe('/trip/VZ-7K3Q9A?token=tok%20en');
    expect(screen.getByRole('group', { name: 'Agency Commission' }).textContent).toContain('€120.50');
    expect(screen.getByRole('group', { name: 'Net price' }).textContent).toContain('€1,200.00');
  });

  it('shows a driver the driver columns and the driver share as Your Part', async () => {
    localStorage.setItem('role', 'driver');
    stubApi({ items: [row()], count: 1 });
    renderPage('/app/trips?month=2026-06', makeUser({ is_driver: true }));
    const table = await screen.findByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['From - To', 'Date', 'Reference', 'Customer', 'Driver', 'Gross Price', 'platform commission (deposit)', 'Your Part', 'Status']);
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell').map((c) => c.textContent);
    expect(cells[4]).toBe('Marko Perić');
    expect(cells[6]).toBe('€80.00');
    expect(cells[7]).toBe('€240.00');
    expect(screen.getByRole('group', { name: 'Your part' }).textContent).toContain('€900.00');
    expect(screen.getByRole('group', { name: 'platform commission' }).textContent).toContain('€375.00');
  });

  it("leads a driver to the driver's page of a trip it only drives, and shows a dash for a customer it may not see yet", async () => {
    localStorage.setItem('role', 'driver');
    const drivenOnly = { token: null, agent_name: null, price_net: null, agency_fee: null, bulk_payment: null };
    stubApi({ items: [row({ ...drivenOnly, trip_id: 7, customer_first_name: null, customer_last_name: null })], count: 1 });
    renderPage('/app/trips?month=2026-06', makeUser({ is_driver: true }));
    const table = await screen.findByRole('table');
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell').map((c) => c.textContent);
    expect(cells[3]).toBe('—');
    expect(within(table).getByRole('link', { name: 'Split - Dubrovnik' }).getAttribute('href')).toBe('/app/trips/7');
  });

  it('asks for the month, page and statuses of the URL', async () => {
    const calls = stubApi({ items: [row()], count: 45 });
    renderPage('/app/trips?month=2026-06&page=3&status=confirmed&status=completed');
    await screen.findByRole('table');
    expect(calls).toContain('/api/trips/?month=2026-06&limit=20&offset=40&status=confirmed&status=completed');
    expect(calls).toContain('/api/stats/?month=2026-06');
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
  });

  it('goes back to page 1 when the month changes', async () => {
    stubApi({ items: [row()], count: 45 });
    const { events } = renderPage('/app/trips?month=2026-06&page=3&status=draft');
    await screen.findByRole('table');
    await events.click(screen.getByRole('button', { name: /Next month/ }));
    expect(screen.getByTestId('search').textContent).toBe('?month=2026-07&status=draft');
    await events.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByTestId('search').textContent).toBe('?month=2026-07&page=2&status=draft');
    await events.click(screen.getByRole('button', { name: /Previous month/ }));
    expect(screen.getByTestId('search').textContent).toBe('?month=2026-06&status=draft');
  });

  it('searches every month with the q of the URL, keeps the cards on the month, and puts what is typed into the URL on page 1', async () => {
    const calls = stubApi({ items: [row()], count: 45 });
    const { events } = renderPage('/app/trips?month=2026-06&page=3&q=VZ-AB');
    await screen.findByRole('table');
    expect(calls).toContain('/api/trips/?limit=20&offset=40&q=VZ-AB');
    expect(screen.getByText('45 trips in all months')).toBeTruthy();
    expect(calls).toContain('/api/stats/?month=2026-06');
    const box = screen.getByRole('searchbox', { name: 'Search trips' });
    expect((box as HTMLInputElement).value).toBe('VZ-AB');
    await events.clear(box);
    await events.type(box, ' Kovač ');
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?month=2026-06&q=Kova%C4%8D'));
    await waitFor(() => expect(calls).toContain('/api/trips/?limit=20&offset=0&q=Kova%C4%8D'));
  });

  it('does not search for one letter, and says which search found nothing', async () => {
    const calls = stubApi({ items: [], count: 0 });
    renderPage('/app/trips?month=2026-02&q=k');
    expect(await screen.findByText('No trips in February 2026.')).toBeTruthy();
    expect(calls).toContain('/api/trips/?month=2026-02&limit=20&offset=0');
    expect(screen.getByText('Type at least 2 characters')).toBeTruthy();
    cleanup();
    stubApi({ items: [], count: 0 });
    renderPage('/app/trips?month=2026-02&q=Kova');
    expect(await screen.findByText('No trips match “Kova” in any month.')).toBeTruthy();
  });

  it('says so when the month has no trips, instead of an empty table', async () => {
    stubApi({ items: [], count: 0 });
    renderPage('/app/trips?month=2026-02');
    expect(await screen.findByText('No trips in February 2026.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a new agent with no trip in any month how to start: Create your first trip', async () => {
    stubApi({ items: [], count: 0 }, STATS, { anyMonth: { items: [], count: 0 } });
    renderPage('/app/trips?month=2026-02');
    const panel = await screen.findByRole('region', { name: 'No trips yet' });
    expect(within(panel).getByRole('link', { name: 'Create your first trip' }).getAttribute('href')).toBe('/app/new-trip');
    expect(screen.queryByText('No trips in February 2026.')).toBeNull();
  });

  it('sends a new driver admin to add a driver and a vehicle first', async () => {
    stubApi({ items: [], count: 0 }, STATS, { anyMonth: { items: [], count: 0 } });
    renderPage('/app/trips?month=2026-02', makeUser({ is_driver: true, is_driver_admin: true }));
    const panel = await screen.findByRole('region', { name: 'Add your drivers and vehicles' });
    expect(within(panel).getByRole('link', { name: 'Add a driver' }).getAttribute('href')).toBe('/app/drivers');
    expect(within(panel).getByRole('link', { name: 'Add a vehicle' }).getAttribute('href')).toBe('/app/vehicles');
  });

  it('tells a driver admin with approved drivers and vehicles but no trip what happens next', async () => {
    stubApi({ items: [], count: 0 }, STATS, { anyMonth: { items: [], count: 0 }, drivers: [listedDriver(true)], vehicles: [listedVehicle()] });
    renderPage('/app/trips?month=2026-02', makeUser({ is_driver: true, is_driver_admin: true }));
    const panel = await screen.findByRole('region', { name: 'No trips yet' });
    expect(panel.textContent).toContain('when a trip is offered to driver companies, it appears under Offers');
    expect(panel.textContent).not.toContain('wait for approval');
    expect(within(panel).getByRole('link', { name: 'Open Offers' }).getAttribute('href')).toBe('/app/offers');
  });

  it('says the drivers and vehicles wait for approval while none is approved', async () => {
    stubApi({ items: [], count: 0 }, STATS, { anyMonth: { items: [], count: 0 }, drivers: [listedDriver(false)], vehicles: [listedVehicle()] });
    renderPage('/app/trips?month=2026-02', makeUser({ is_driver: true, is_driver_admin: true }));
    const panel = await screen.findByRole('region', { name: 'No trips yet' });
    expect(panel.textContent).toContain('Your drivers and vehicles wait for approval by Vozimo staff');
  });

  it('shows the Bummer alert when the trips cannot be loaded', async () => {
    stubApi('fail');
    renderPage('/app/trips?month=2026-06');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Bummer');
    expect(alert.textContent).toContain('There was an error with loading trips.');
  });

  it('shows the Bummer alert when the figures cannot be loaded', async () => {
    stubApi({ items: [row()], count: 1 }, 'fail');
    renderPage('/app/trips?month=2026-06');
    expect((await screen.findByRole('alert')).textContent).toContain('There was an error with loading trips.');
  });
});
