import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { makeClaimedTrip, makeOfferedTrip, stubOffersApi, type OffersApiStub } from '../test/offers-fixtures.ts';
import { OffersPage } from './offers-page.tsx';

function renderPage(stub: OffersApiStub) {
  const calls = stubOffersApi(stub);
  return { ...renderWithProviders(<OffersPage />, { route: '/app/offers', user: makeUser({ is_driver: true, is_driver_admin: true }) }), calls };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the Offers screen', () => {
  it('shows a spinner per list while loading', async () => {
    renderPage({ offered: 'never', claimed: 'never' });
    expect(screen.getByRole('heading', { name: 'Offers', level: 1 })).toBeTruthy();
    expect(await screen.findByLabelText('Loading offered trips')).toBeTruthy();
    expect(screen.getByLabelText('Loading claimed trips')).toBeTruthy();
  });

  it('says which list failed to load', async () => {
    renderPage({ offered: 'fail', claimed: [] });
    const alert = await within(section('Offered Trips')).findByRole('alert');
    expect(alert.textContent).toContain('There was an error loading offered trips.');
    expect(await within(section('Upcoming Claimed Trips')).findByText('No upcoming claimed trips.')).toBeTruthy();
  });

  it('tells a company waiting for approval why it sees no offers, once', async () => {
    const waiting = 'Your company is waiting for approval; offered trips show once it is approved.';
    renderPage({ offered: () => jsonResponse({ detail: waiting }, 403), claimed: () => jsonResponse({ detail: waiting }, 403) });
    expect(await screen.findByText(waiting)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Offered Trips' })).toBeNull();
  });

  it('says when there is nothing offered and nothing claimed', async () => {
    renderPage({ offered: [], claimed: [] });
    expect(await screen.findByText('No trips are currently offered to drivers.')).toBeTruthy();
    expect(await screen.findByText('No upcoming claimed trips.')).toBeTruthy();
  });

  it('lists offered trips with the payout and claimed trips with their driver, vehicle and whether they may change', async () => {
    renderPage({
      offered: [makeOfferedTrip()],
      claimed: [
        makeClaimedTrip(),
        makeClaimedTrip({ trip_id: 53, reference: 'VZ-CLM053', can_change_driver_vehicle: false, customer_first_name: 'Iva', customer_last_name: 'Kovač' }),
      ],
    });
    const offeredRow = (await within(section('Offered Trips')).findByText('VZ-OFF041')).closest('tr')!;
    const cells = within(offeredRow)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['June 14, 2030', '09:30', 'Split → Dubrovnik229 km · 3 h 10 min', 'VZ-OFF041', '—', 'Sedan', '3', '€240.00', '€180.50', 'Claim']);

    const claimed = section('Upcoming Claimed Trips');
    const open = (await within(claimed).findByText('VZ-CLM052')).closest('tr')!;
    expect(within(open).getByRole('cell', { name: 'Ante Jurić Škoda Superb · ST-1111-AA' })).toBeTruthy();
    expect(within(open).getByRole('button', { name: /^Change/ })).toBeTruthy();
    // On the day of a claimed trip the server sends the customer's name: the list shows it.
    expect(within(claimed).getByText('VZ-CLM053').closest('tr')!.textContent).toContain('Iva Kovač');
    const late = within(claimed).getByText('VZ-CLM053').closest('tr')!;
    expect(within(late).queryByRole('button')).toBeNull();
    expect(within(late).getByText('Cannot change (less than 24h)')).toBeTruthy();
  });

  it('opens the claim modal for the trip chosen', async () => {
    const { events } = renderPage({ offered: [makeOfferedTrip()], claimed: [] });
    await events.click(await screen.findByRole('button', { name: 'Claim VZ-OFF041' }));
    const dialog = await screen.findByRole('dialog', { name: 'Claim trip' });
    expect(within(dialog).getByText('Split → Dubrovnik')).toBeTruthy();
    expect(within(dialog).getByText('€180.50')).toBeTruthy();
  });
});
