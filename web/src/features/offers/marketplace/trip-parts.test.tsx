import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { makeClaimedTrip, makeOfferedTrip } from '../test/offers-fixtures.ts';
import { ClaimedTripCards, ClaimedTripsTable } from './claimed-trips.tsx';
import { OfferedTripCards, OfferedTripsTable } from './offered-trips.tsx';

const driverAdmin = makeUser({ is_driver: true, is_driver_admin: true });

// What a company weighs before claiming (ADR 0056): how far and how long, where the passengers are met, the stops.
const detailed = makeOfferedTrip({
  distance: 229_400,
  duration: 11_400,
  start_loc_details: 'Hotel Park, reception',
  stops: [
    { name: 'Krka National Park', time: 120 },
    { name: 'Šibenik', time: 90 },
  ],
});

describe('the Offers rows', () => {
  it('show an offer’s distance, duration, pickup detail and stops, and no link to a trip the company may not open', () => {
    renderWithProviders(<OfferedTripsTable trips={[detailed]} onClaim={vi.fn()} />, { user: driverAdmin });
    const row = screen.getByText('VZ-OFF041').closest('tr')!;
    expect(within(row).getByText('230 km · 3 h 10 min')).toBeTruthy();
    expect(within(row).getByText('Pickup: Hotel Park, reception')).toBeTruthy();
    expect(within(row).getByText('Stops: Krka National Park (2 h), Šibenik (1 h 30 min)')).toBeTruthy();
    expect(within(row).getByText('Split → Dubrovnik')).toBeTruthy();
    expect(within(row).queryByRole('link')).toBeNull();
  });

  it('link a claimed trip to the driver side’s trip page', () => {
    renderWithProviders(<ClaimedTripsTable trips={[makeClaimedTrip({ stops: [{ name: 'Krka National Park', time: 60 }] })]} onChange={vi.fn()} />, {
      user: driverAdmin,
    });
    const row = screen.getByText('VZ-CLM052').closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Zadar → Plitvice' }).getAttribute('href')).toBe('/app/trips/52');
    expect(within(row).getByText('Stop: Krka National Park (1 h)')).toBeTruthy();
  });

  it('link an offer to its page for staff, whom the server lets open it', () => {
    renderWithProviders(<OfferedTripsTable trips={[makeOfferedTrip({ can_open_trip: true })]} onClaim={vi.fn()} />, { user: makeUser({ is_staff: true }) });
    expect(screen.getByRole('link', { name: 'Split → Dubrovnik' }).getAttribute('href')).toBe('/app/trips/41');
  });

  it('say the same on a phone’s cards', () => {
    renderWithProviders(
      <>
        <OfferedTripCards trips={[detailed]} onClaim={vi.fn()} />
        <ClaimedTripCards trips={[makeClaimedTrip()]} onChange={vi.fn()} />
      </>,
      { user: driverAdmin },
    );
    const offer = within(screen.getByRole('list', { name: 'Offered Trips' })).getByRole('listitem');
    expect(within(offer).getByText('230 km · 3 h 10 min')).toBeTruthy();
    expect(within(offer).getByText('Pickup: Hotel Park, reception')).toBeTruthy();
    expect(within(offer).getByText('Stops: Krka National Park (2 h), Šibenik (1 h 30 min)')).toBeTruthy();
    expect(within(offer).queryByRole('link')).toBeNull();
    const claimed = within(screen.getByRole('list', { name: 'Upcoming Claimed Trips' })).getByRole('listitem');
    expect(within(claimed).getByRole('link', { name: 'Zadar → Plitvice' }).getAttribute('href')).toBe('/app/trips/52');
  });

  it('leave out the length of a trip priced without a route', () => {
    renderWithProviders(<OfferedTripsTable trips={[makeOfferedTrip({ distance: 0, duration: 0 })]} onClaim={vi.fn()} />, { user: driverAdmin });
    expect(screen.queryByText(/km ·/)).toBeNull();
  });
});
