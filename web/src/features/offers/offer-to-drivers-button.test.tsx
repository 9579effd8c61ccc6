import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fleetKeys } from '../../api/fleet/fleet-keys.ts';
import { offersKeys } from '../../api/offers/offers-keys.ts';
import { tripsKeys } from '../../api/trips/trips-keys.ts';
import { jsonResponse, makeUser, renderWithProviders } from '../../test/render-with-providers.tsx';
import { OfferToDriversButton } from './offer-to-drivers-button.tsx';

function stubOffer(status: number, body: unknown) {
  const calls: { url: string; method: string | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      calls.push({ url: String(input), method: init?.method });
      return jsonResponse(body, status);
    }),
  );
  return calls;
}

const staff = makeUser({ is_staff: true });

/** The button, then the dialog's own Offer to drivers. */
async function confirmOffer(events: ReturnType<typeof renderWithProviders>['events']) {
  await events.click(screen.getByRole('button', { name: 'Offer to drivers' }));
  const dialog = await screen.findByRole('dialog', { name: 'Offer this trip to drivers?' });
  await events.click(within(dialog).getByRole('button', { name: 'Offer to drivers' }));
}

describe('OfferToDriversButton', () => {
  it('asks first, and offers nothing when staff cancel', async () => {
    const calls = stubOffer(200, {});
    const { events } = renderWithProviders(<OfferToDriversButton tripId={12} />, { user: staff });
    await events.click(screen.getByRole('button', { name: 'Offer to drivers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer this trip to drivers?' });
    expect(within(dialog).getByText(/Every approved driver company sees it/)).toBeTruthy();
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
  });

  it('offers the trip once confirmed, toasts, calls back and marks the trip and offers queries stale', async () => {
    const calls = stubOffer(200, { trip_id: 12, offer_drivers: true, offered_at: '2030-05-20T10:00:00.000Z' });
    const onOffered = vi.fn();
    const { events, queryClient } = renderWithProviders(<OfferToDriversButton tripId={12} onOffered={onOffered} />, { user: staff });
    queryClient.setQueryData(tripsKeys.publicTrip('VZ-ABC123', 'token'), { offer_drivers: false });
    queryClient.setQueryData(tripsKeys.list('2030-05', [], 1), { items: [], count: 0 });
    queryClient.setQueryData(fleetKeys.drivers(), []);
    queryClient.setQueryData(offersKeys.offeredTrips(), []);
    queryClient.setQueryData(offersKeys.atRisk(), []);

    await confirmOffer(events);

    expect(await screen.findByText('Trip offered to drivers')).toBeTruthy();
    expect(calls).toEqual([{ url: '/api/offer_trip/12/', method: 'POST' }]);
    expect(onOffered).toHaveBeenCalledOnce();
    expect(queryClient.getQueryState(tripsKeys.publicTrip('VZ-ABC123', 'token'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(tripsKeys.list('2030-05', [], 1))?.isInvalidated).toBe(true);
    // Staff viewing Offers as driver see the trip there at once, past the list's 30-second cache.
    expect(queryClient.getQueryState(offersKeys.offeredTrips())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(offersKeys.atRisk())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(fleetKeys.drivers())?.isInvalidated).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('toasts "Error" with the spec\u2019s message and the server\u2019s reason on failure, and re-reads the trip', async () => {
    stubOffer(409, { detail: 'Trip is already offered to drivers.' });
    const onOffered = vi.fn();
    const { events, queryClient } = renderWithProviders(<OfferToDriversButton tripId={12} onOffered={onOffered} />, { user: staff });
    queryClient.setQueryData(tripsKeys.publicTrip('VZ-ABC123', 'token'), { offer_drivers: false });

    await confirmOffer(events);

    const message = await screen.findByText('Failed to offer trip to drivers');
    const toast = message.closest('.mantine-Notification-root') as HTMLElement;
    expect(within(toast).getByText('Error')).toBeTruthy();
    expect(within(toast).getByText('Trip is already offered to drivers.')).toBeTruthy();
    expect(onOffered).not.toHaveBeenCalled();
    expect(queryClient.getQueryState(tripsKeys.publicTrip('VZ-ABC123', 'token'))?.isInvalidated).toBe(true);
  });
});
