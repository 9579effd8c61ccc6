import { screen, within } from '@testing-library/react';
import { DRIVER_TRIP_TEXT, type DriverTrip } from '@vozimo/contract';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { DriverTripPage } from './driver-trip-page.tsx';

const TRIP: DriverTrip = {
  trip_id: 7,
  reference: 'VZ-7K3Q9A',
  status: 'confirmed',
  start_locality: 'Split',
  end_locality: 'Dubrovnik',
  start_address: 'Split Airport (SPU), Kaštel Štafilić, Croatia',
  end_address: 'Dubrovnik, Croatia',
  start_loc_details: 'Arrivals hall',
  end_loc_details: '',
  pickup_date: '2026-06-05',
  pickup_time: '08:30',
  passengers: 3,
  distance: 229_000,
  duration: 11_400,
  info: { notes: 'Two surfboards', airport_pickup: true, flight_number: 'OU 650', child_seats: false, child_info: '' },
  stops: [{ name: 'Walls of Ston', time: 90 }],
  vehicle_type: { vehicle_type_id: 1, vehicle_type_name: 'Sedan', comparable_to: 'Škoda Superb', max_passengers: 3, baggage_note: '', image: null },
  driver: { driver_name: 'Marko Perić', phone: '+385 91 111 2222' },
  vehicle: { vehicle_make: 'Škoda', vehicle_model: 'Superb', license_plate: 'ST-123-AB', color: 'Black' },
  price_gross: '320.00',
  deposit_gross: '80.00',
  deposit_paid: true,
  driver_gross: '250.00',
  customer: null,
};

function renderPage(trip: DriverTrip | 'missing') {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => (trip === 'missing' ? jsonResponse({ detail: 'Trip not found.' }, 404) : jsonResponse(trip))),
  );
  return renderWithProviders(
    <Routes>
      <Route path="/app/trips/:tripId" element={<DriverTripPage />} />
    </Routes>,
    { route: '/app/trips/7', user: makeUser({ is_driver: true }) },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('DriverTripPage', () => {
  it('shows where, when and for how much, with no link to copy and no customer before the day', async () => {
    renderPage(TRIP);
    expect(await screen.findByRole('heading', { name: 'VZ-7K3Q9A' })).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary.textContent).toContain('Split Airport (SPU), Kaštel Štafilić, Croatia');
    expect(summary.textContent).toContain('Arrivals hall');
    expect(summary.textContent).toContain('OU 650');
    expect(screen.getByRole('region', { name: 'Other Information' }).textContent).toContain('Walls of Ston (90 min)');
    expect(screen.getByRole('region', { name: 'Customer' }).textContent).toBe(`Customer${DRIVER_TRIP_TEXT.customerHidden}`);
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment.textContent).toContain('€320.00');
    expect(payment.textContent).toContain('Paid');
    expect(payment.textContent).toContain('€240.00');
    expect(within(payment).getByText('€250.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Copy/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
  });

  it("shows the customer's name and phone when the server sends them", async () => {
    renderPage({ ...TRIP, customer: { first_name: 'Jane', last_name: 'Doe', phone: '+44 20 7946 0000' } });
    const customer = await screen.findByRole('region', { name: 'Customer' });
    expect(customer.textContent).toContain('Jane Doe');
    expect(within(customer).getByRole('link', { name: '+44 20 7946 0000' }).getAttribute('href')).toBe('tel:+442079460000');
  });

  it('says so when the trip is not the driver’s to see', async () => {
    renderPage('missing');
    expect(await screen.findByText('Trip not found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to trips' }).getAttribute('href')).toBe('/app/trips');
  });
});
