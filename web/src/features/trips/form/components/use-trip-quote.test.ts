import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../test/render-with-providers.tsx';
import { transferQuoteTarget, type QuoteTarget } from '../model/quote-target.ts';
import { routeInputsOf } from '../model/route-inputs.ts';
import { emptyTripForm } from '../model/trip-form-values.ts';
import { DUBROVNIK, quoteResponse, SPLIT } from '../test/fixtures.ts';
import { useTripQuote } from './use-trip-quote.ts';

const target = (passengers: number, stops: { poi_id: number; time: number; name: string }[] = []): QuoteTarget =>
  transferQuoteTarget(routeInputsOf({ ...emptyTripForm(new Date('2030-06-01T08:00:00Z')), start_loc: SPLIT, end_loc: DUBROVNIK, passengers, stops })!, {
    vehicleTypeId: null,
    agencyId: null,
  });

/** A fetch whose answers the test releases one by one, in any order. */
function heldFetch() {
  const pending: { body: { passengers: number; trip_price_id: string | null }; answer: (response: Response) => void }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(
      (_input, init) =>
        new Promise<Response>((resolve) => {
          pending.push({ body: JSON.parse(String(init?.body)), answer: resolve });
        }),
    ),
  );
  return pending;
}

describe('useTripQuote', () => {
  it('asks once after a pause, and ignores an answer overtaken by a newer request', async () => {
    const pending = heldFetch();
    const onQuoted = vi.fn();
    const { result, rerender } = renderHook(({ t }: { t: QuoteTarget | null }) => useTripQuote(t, onQuoted), { initialProps: { t: target(1) } });
    expect(result.current.isQuoting).toBe(true);
    rerender({ t: target(2) });
    rerender({ t: target(3) });
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(pending[0]!.body.passengers).toBe(3);

    rerender({ t: target(4) });
    await waitFor(() => expect(pending).toHaveLength(2));
    // The older answer arrives last but after the newer one was asked for: it is dropped.
    await act(async () => pending[0]!.answer(jsonResponse(quoteResponse({ trip_price_id: '11111111-1111-4111-8111-111111111111' }))));
    expect(result.current.quote).toBeNull();
    expect(result.current.isQuoting).toBe(true);

    await act(async () => pending[1]!.answer(jsonResponse(quoteResponse({ trip_price_id: '22222222-2222-4222-8222-222222222222' }))));
    await waitFor(() => expect(result.current.isCurrent).toBe(true));
    expect(result.current.quote?.tripPriceId).toBe('22222222-2222-4222-8222-222222222222');
    expect(result.current.isQuoting).toBe(false);
    expect(onQuoted).toHaveBeenCalledTimes(1);

    // The next request sends the quote's id, so the server updates it in place.
    rerender({ t: target(5) });
    await waitFor(() => expect(pending).toHaveLength(3));
    expect(pending[2]!.body.trip_price_id).toBe('22222222-2222-4222-8222-222222222222');
  });

  it('keeps a failure without asking again, until Update or another route', async () => {
    const pending = heldFetch();
    const initialProps: { t: QuoteTarget | null } = { t: target(2) };
    const { result, rerender } = renderHook(({ t }) => useTripQuote(t, () => {}), { initialProps });
    await waitFor(() => expect(pending).toHaveLength(1));
    await act(async () => pending[0]!.answer(jsonResponse({ detail: 'The maps service is not available right now.' }, 503)));
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(result.current.isQuoting).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(pending).toHaveLength(1);

    act(() => result.current.refresh());
    expect(pending).toHaveLength(2);
    await act(async () => pending[1]!.answer(jsonResponse(quoteResponse())));
    await waitFor(() => expect(result.current.isCurrent).toBe(true));
    expect(result.current.error).toBeNull();

    rerender({ t: null });
    expect(result.current.isCurrent).toBe(false);
    expect(result.current.isQuoting).toBe(false);
  });

  it('counts the route as priced without the stops the server left out', async () => {
    const pending = heldFetch();
    const asked = target(2, [
      { poi_id: 11, time: 60, name: 'Trogir' },
      { poi_id: 99, time: 60, name: 'Far away' },
    ]);
    const { result, rerender } = renderHook(({ t }: { t: QuoteTarget }) => useTripQuote(t, () => {}), { initialProps: { t: asked } });
    await waitFor(() => expect(pending).toHaveLength(1));
    await act(async () => pending[0]!.answer(jsonResponse(quoteResponse({ stops: [{ poi_id: 11, name: 'Trogir', price: 30, time: 60 }] }))));
    // The form then drops the far stop: that route is the one priced, so no new request follows.
    rerender({ t: target(2, [{ poi_id: 11, time: 60, name: 'Trogir' }]) });
    expect(result.current.isCurrent).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(pending).toHaveLength(1);
  });

  it('prices nothing for a route it cannot price', () => {
    const pending = heldFetch();
    const { result } = renderHook(() => useTripQuote(null, () => {}));
    expect(result.current).toMatchObject({ quote: null, isCurrent: false, isQuoting: false, error: null });
    act(() => result.current.refresh());
    expect(pending).toHaveLength(0);
  });
});
