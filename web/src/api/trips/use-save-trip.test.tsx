import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { BookingRequest } from '@vozimo/contract';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, jsonResponse } from '../../test/render-with-providers.tsx';
import { tripsKeys } from './trips-keys.ts';
import { useSaveTrip } from './use-save-trip.ts';

afterEach(() => vi.unstubAllGlobals());

describe('useSaveTrip', () => {
  // The journey of issue 11: Save Quote, open the trip page, Edit Trip, Book Trip: the trip page, the
  // lists and the form's copy of the trip must all be read again, not shown from the cache.
  it.each([
    ['a new trip', null],
    ['a saved trip', 7],
  ])('marks stale every query that shows trips after saving %s', async (_, tripId) => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => jsonResponse({ trip_id: 7, reference: 'VZ-ABC123', token: 'token', status: 'pending_payment' })));
    const queryClient = createTestQueryClient(null);
    const shown = [tripsKeys.publicTrip('VZ-ABC123', 'token'), tripsKeys.list('2030-05', [], 1), tripsKeys.stats('2030-05'), tripsKeys.forEditing(7)];
    for (const key of shown) queryClient.setQueryData(key, { shown: true });
    const { result } = renderHook(() => useSaveTrip(tripId), {
      wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
    });

    await act(() => result.current.mutateAsync({} as BookingRequest));

    for (const key of shown) expect(queryClient.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
  });
});
