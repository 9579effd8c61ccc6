import type { AdminTripRecord } from '@vozimo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { offersKeys } from '../../api/offers/offers-keys.ts';
import { tripsKeys } from '../../api/trips/trips-keys.ts';
import { jsonResponse, makeUser, renderWithProviders } from '../../test/render-with-providers.tsx';
import { TripOfferActions } from './trip-offer-actions.tsx';

type OfferState = Pick<AdminTripRecord, 'trip_id' | 'status' | 'driver' | 'vehicle' | 'offer_drivers' | 'claimed_at'>;

// Only what the actions read of the record; the rest of it is the trips area's.
const record = (values: Partial<OfferState> = {}) =>
  ({ trip_id: 12, status: 'confirmed', driver: null, vehicle: null, offer_drivers: false, claimed_at: null, ...values }) as AdminTripRecord;

function stubWithdraw(status: number, body: unknown) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
      return jsonResponse(body, status);
    }),
  );
  return calls;
}

const staff = makeUser({ is_staff: true });

describe('the trip record’s offer actions', () => {
  it('offer an open trip nobody drives', () => {
    renderWithProviders(<TripOfferActions trip={record()} />, { user: staff });
    expect(screen.getByRole('button', { name: 'Offer to drivers' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw offer' })).toBeNull();
  });

  it.each([
    ['a trip with a driver', record({ driver: { driver_id: 1, name: 'Ante' } as AdminTripRecord['driver'] })],
    ['a quote', record({ status: 'draft' })],
    ['a canceled trip', record({ status: 'canceled' })],
    ['a claimed offer', record({ offer_drivers: true, claimed_at: '2030-05-20T10:00:00.000Z' })],
  ])('offer nothing for %s', (_name, trip) => {
    renderWithProviders(<TripOfferActions trip={trip} />, { user: staff });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('withdraw an unclaimed offer once staff say yes, and mark the trip and the offers stale', async () => {
    const calls = stubWithdraw(200, { trip_id: 12, offer_drivers: false });
    const { events, queryClient } = renderWithProviders(<TripOfferActions trip={record({ offer_drivers: true })} />, { user: staff });
    queryClient.setQueryData(tripsKeys.adminRecord(12), {});
    queryClient.setQueryData(offersKeys.offeredTrips(), []);
    queryClient.setQueryData(offersKeys.atRisk(), []);

    await events.click(screen.getByRole('button', { name: 'Withdraw offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the offer to drivers?' });
    expect(within(dialog).getByText(/no longer see this trip on their Offers screen/)).toBeTruthy();
    await events.click(within(dialog).getByRole('button', { name: 'Withdraw offer' }));

    expect(await screen.findByText('Offer withdrawn')).toBeTruthy();
    expect(calls).toEqual(['POST /api/withdraw_offer/12/']);
    expect(queryClient.getQueryState(tripsKeys.adminRecord(12))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(offersKeys.offeredTrips())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(offersKeys.atRisk())?.isInvalidated).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('say why a withdrawal was refused (a company claimed it meanwhile)', async () => {
    stubWithdraw(409, { detail: 'A driver company has already claimed this trip; it can no longer be withdrawn.' });
    const { events } = renderWithProviders(<TripOfferActions trip={record({ offer_drivers: true })} />, { user: staff });
    await events.click(screen.getByRole('button', { name: 'Withdraw offer' }));
    await events.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw offer' }));
    expect(await screen.findByText('Failed to withdraw the offer')).toBeTruthy();
    expect(screen.getByText('A driver company has already claimed this trip; it can no longer be withdrawn.')).toBeTruthy();
  });
});
