import { screen, waitFor, within } from '@testing-library/react';
import { CLAIM_MESSAGES, CLAIM_REFUSALS } from '@vozimo/contract';
import { describe, expect, it, vi } from 'vitest';
import { offersKeys } from '../../../api/offers/offers-keys.ts';
import { tripsKeys } from '../../../api/trips/trips-keys.ts';
import { jsonResponse, makeUser, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { makeClaimedTrip, makeOfferedTrip, stubOffersApi } from '../test/offers-fixtures.ts';
import { AssignmentModal, type AssignmentTarget } from './assignment-modal.tsx';

const driverAdmin = makeUser({ is_driver: true, is_driver_admin: true });
const offered = makeOfferedTrip();

function renderModal(target: AssignmentTarget, onClose = vi.fn(), staff = false) {
  const user = staff ? makeUser({ is_staff: true }) : driverAdmin;
  const rendered = renderWithProviders(<AssignmentModal target={target} staff={staff} onClose={onClose} />, { user });
  return { ...rendered, onClose };
}

const driverInput = () => screen.getByRole('combobox', { name: 'Driver' }) as HTMLInputElement;
const vehicleInput = () => screen.getByRole('combobox', { name: 'Vehicle' }) as HTMLInputElement;
type Events = ReturnType<typeof renderWithProviders>['events'];

async function pick(events: Events, input: HTMLElement, option: string | RegExp) {
  await events.click(input);
  await events.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: option }));
}

describe('the claim modal', () => {
  it('keeps the vehicle disabled until a driver is chosen, then offers the driver’s cars first and the too small ones disabled', async () => {
    stubOffersApi();
    const { events } = renderModal({ mode: 'claim', trip: offered });
    expect(await screen.findByText('Split → Dubrovnik')).toBeTruthy();
    expect(vehicleInput().disabled).toBe(true);
    expect(vehicleInput().placeholder).toBe('Choose a driver first');

    await pick(events, driverInput(), 'Marko Perić');
    await waitFor(() => expect(vehicleInput().disabled).toBe(false));
    await events.click(vehicleInput());
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Mercedes-Benz E-Class · ST-2222-BB (Sedan, 3 seats)',
      'Škoda Superb · ST-1111-AA (Sedan, 3 seats)',
      'Mercedes-Benz Vito · ST-3333-CC (Van, 8 seats)',
      'Toyota Aygo · ST-4444-DD (Sedan, 2 seats)',
    ]);
    expect(options.at(-1)?.getAttribute('data-combobox-disabled')).toBe('true');
  });

  it('clears the vehicle when another driver is chosen, and asks for both before sending', async () => {
    const calls = stubOffersApi();
    const { events } = renderModal({ mode: 'claim', trip: offered });
    await events.click(await screen.findByRole('button', { name: 'Claim trip' }));
    expect(screen.getByText(CLAIM_MESSAGES.driverRequired)).toBeTruthy();
    expect(screen.getByText(CLAIM_MESSAGES.vehicleRequired)).toBeTruthy();

    await pick(events, driverInput(), 'Ante Jurić');
    await pick(events, vehicleInput(), /ST-1111-AA/);
    expect(vehicleInput().value).toMatch(/ST-1111-AA/);
    await pick(events, driverInput(), 'Marko Perić');
    expect(vehicleInput().value).toBe('');
    await events.click(screen.getByRole('button', { name: 'Claim trip' }));
    expect(screen.getByText(CLAIM_MESSAGES.vehicleRequired)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('claims with the chosen pair, says who drives, closes and refreshes both lists and the trips screens', async () => {
    const calls = stubOffersApi();
    const { events, onClose, queryClient } = renderModal({ mode: 'claim', trip: offered });
    queryClient.setQueryData(offersKeys.offeredTrips(), [offered]);
    queryClient.setQueryData(offersKeys.claimedTrips(), []);
    queryClient.setQueryData(tripsKeys.list('2030-06', [], 1), { items: [], count: 0 });

    await pick(events, driverInput(), 'Marko Perić');
    await pick(events, vehicleInput(), /ST-2222-BB/);
    await events.click(screen.getByRole('button', { name: 'Claim trip' }));

    expect(await screen.findByText('Trip claimed and assigned to Marko Perić')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([{ url: '/api/claim_trip/41/', method: 'POST', body: { driver_id: 2, vehicle_id: 101 } }]);
    expect(onClose).toHaveBeenCalledOnce();
    expect(queryClient.getQueryState(offersKeys.offeredTrips())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(offersKeys.claimedTrips())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(tripsKeys.list('2030-06', [], 1))?.isInvalidated).toBe(true);
  });

  it('on a lost race shows the server’s message, refreshes the lists and closes: the trip is gone', async () => {
    stubOffersApi({ assign: () => jsonResponse({ detail: CLAIM_REFUSALS.alreadyClaimed }, 409) });
    const { events, onClose, queryClient } = renderModal({ mode: 'claim', trip: offered });
    queryClient.setQueryData(offersKeys.offeredTrips(), [offered]);
    await pick(events, driverInput(), 'Ante Jurić');
    await pick(events, vehicleInput(), /ST-1111-AA/);
    await events.click(screen.getByRole('button', { name: 'Claim trip' }));

    const toast = (await screen.findByText('Failed to claim trip')).closest('.mantine-Notification-root') as HTMLElement;
    expect(within(toast).getByText(CLAIM_REFUSALS.alreadyClaimed)).toBeTruthy();
    expect(onClose).toHaveBeenCalledOnce();
    expect(queryClient.getQueryState(offersKeys.offeredTrips())?.isInvalidated).toBe(true);
  });

  it('stays open with the choice kept when the server refuses the pair, its reason at the field', async () => {
    stubOffersApi({
      assign: () => jsonResponse({ detail: [{ loc: ['body', 'driver_id'], msg: CLAIM_REFUSALS.driverBusy, type: 'value_error' }] }, 422),
    });
    const { events, onClose } = renderModal({ mode: 'claim', trip: offered });
    await pick(events, driverInput(), 'Ante Jurić');
    await pick(events, vehicleInput(), /ST-1111-AA/);
    await events.click(screen.getByRole('button', { name: 'Claim trip' }));

    expect(await screen.findByText('Failed to claim trip')).toBeTruthy();
    expect(screen.getByText(CLAIM_REFUSALS.driverBusy)).toBeTruthy();
    expect(driverInput().getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
    expect(driverInput().value).toBe('Ante Jurić');
    expect(vehicleInput().value).toMatch(/ST-1111-AA/);
  });
});

describe('the change modal', () => {
  it('starts from the trip’s driver and vehicle and says so when saved', async () => {
    const calls = stubOffersApi();
    const { events, onClose } = renderModal({ mode: 'change', trip: makeClaimedTrip() });
    await waitFor(() => expect(driverInput().value).toBe('Ante Jurić'));
    await waitFor(() => expect(vehicleInput().value).toMatch(/ST-1111-AA/));
    await pick(events, vehicleInput(), /ST-3333-CC/);
    await events.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Driver and vehicle changed successfully.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([{ url: '/api/change_driver_vehicle/52/', method: 'POST', body: { driver_id: 1, vehicle_id: 102 } }]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('falls back to the spec’s words when the server gives no reason', async () => {
    stubOffersApi({ assign: () => new Response('oops', { status: 502 }) });
    const { events, onClose } = renderModal({ mode: 'change', trip: makeClaimedTrip() });
    await waitFor(() => expect(vehicleInput().value).toMatch(/ST-1111-AA/));
    await events.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to change driver/vehicle')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('staff acting for a company', () => {
  it('pick among every company’s drivers, grouped by company; the driver’s company’s cars are listed', async () => {
    const calls = stubOffersApi();
    const { events } = renderModal({ mode: 'claim', trip: offered }, vi.fn(), true);
    await events.click(driverInput());
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByText('Split Riviera Transfers')).toBeTruthy();
    expect(within(listbox).getByText('Ljubljana Drive')).toBeTruthy();
    await events.click(within(listbox).getByRole('option', { name: 'Luka Novak' }));

    await waitFor(() => expect(vehicleInput().disabled).toBe(false));
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/list_company_vehicles?company=20'));
    expect(calls.some((call) => call.url.startsWith('/api/list_company_drivers'))).toBe(false);
  });

  it('change a claimed trip among the claiming company’s drivers only', async () => {
    stubOffersApi();
    const { events } = renderModal({ mode: 'change', trip: makeClaimedTrip({ claimed_by_company_id: 20, driver_id: 3 }) }, vi.fn(), true);
    await waitFor(() => expect(driverInput().value).toBe('Luka Novak'));
    await events.click(driverInput());
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Luka Novak']);
  });
});
