import { screen, waitFor, within } from '@testing-library/react';
import type { PublicTrip } from '@vozimo/contract';
import { Route, Routes } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render-with-providers.tsx';
import { makePublicTrip } from '../../test/fixtures/public-trip.ts';
import { PaymentReturnPage } from './payment-return-page.tsx';

const stripe = vi.hoisted(() => ({ loadStripe: vi.fn(), retrievePaymentIntent: vi.fn() }));
// This file mocks modules, and test files share a worker's modules (isolate: false): it starts from
// fresh ones, so that what it tests imports the mocks, and leaves fresh ones to the next file.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));

const SECRET = 'pi_3Abc_secret_XyZ';
const RETURN = `/payment/return/41?reference=VZ-7K3Q9A&token=secret+token%2F%2B&payment_intent=pi_3Abc&payment_intent_client_secret=${SECRET}&redirect_status=succeeded`;

const pending = makePublicTrip({ payment_intent_client_secret: SECRET });
const confirmed = makePublicTrip({ status: 'confirmed', deposit_paid: true, price: null, payment_intent_client_secret: null });

/** Answers the trip and the test processor's intent, each from a list (the last answer repeats); records the URLs. */
function stubApi(trips: PublicTrip[], statuses: Array<string | Response>) {
  const calls: string[] = [];
  let tripCalls = 0;
  let intentCalls = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      calls.push(url);
      if (url.startsWith('/api/public/trip/')) return jsonResponse(trips[Math.min(tripCalls++, trips.length - 1)]);
      if (url.startsWith('/api/test-processor/payment-intent/')) {
        const answer = statuses[Math.min(intentCalls++, statuses.length - 1)]!;
        return typeof answer === 'string' ? jsonResponse({ id: 'pi_3Abc', status: answer, amount: 1688, currency: 'eur' }) : answer.clone();
      }
      if (url.startsWith('/api/create-payment-intent/')) return jsonResponse({ clientSecret: SECRET });
      return jsonResponse({ detail: 'Not signed in.' }, 401);
    }),
  );
  return calls;
}

function renderPage(route = RETURN) {
  return renderWithProviders(
    <Routes>
      <Route path="/payment/return/:tripId" element={<PaymentReturnPage />} />
    </Routes>,
    { route, user: null },
  );
}

async function outcome(): Promise<HTMLElement> {
  return screen.findByTestId('payment-outcome');
}

beforeAll(() => {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} }, configurable: true });
});

describe('the payment return page', () => {
  it('asks the processor about the intent from the address, and shows success with the paid deposit', async () => {
    const calls = stubApi([confirmed], ['succeeded']);
    renderPage();
    expect(within(await outcome()).getByText('Payment succeeded!')).toBeTruthy();
    expect(calls).toContain(`/api/test-processor/payment-intent/?client_secret=${SECRET}`);
    expect(calls).toContain('/api/public/trip/VZ-7K3Q9A?token=secret%20token%2F%2B');
    expect(screen.getByText('Confirmed')).toBeTruthy();
    expect(screen.getByTestId('deposit-state').textContent).toBe('Paid');
    expect(screen.queryByTestId('payment-section')).toBeNull();
    expect(within(await outcome()).getByRole('link', { name: 'Back to the trip page' }).getAttribute('href')).toBe(
      '/trip/VZ-7K3Q9A?token=secret%20token%2F%2B',
    );
  });

  it('says a refused payment was not successful and offers the card form again', async () => {
    stubApi([pending], ['requires_payment_method']);
    renderPage();
    expect(within(await outcome()).getByText('Your payment was not successful, please try again.')).toBeTruthy();
    expect(screen.getByTestId('deposit-state').textContent).toBe('Pending');
    expect(await screen.findByRole('button', { name: 'Pay now €16.88' })).toBeTruthy();
  });

  it(
    'says a processing payment is processing, then shows the trip confirmed once the deposit is recorded',
    async () => {
      const calls = stubApi([pending, pending, confirmed], ['processing', 'succeeded']);
      renderPage();
      expect(within(await outcome()).getByText('Your payment is processing.')).toBeTruthy();
      expect(screen.queryByTestId('payment-section')).toBeNull();
      await waitFor(() => expect(screen.getByTestId('deposit-state').textContent).toBe('Paid'), { timeout: 8000 });
      expect(screen.getByText('Confirmed')).toBeTruthy();
      expect(within(await outcome()).getByText('Payment succeeded!')).toBeTruthy();
      expect(calls.filter((url) => url.startsWith('/api/public/trip/')).length).toBeGreaterThanOrEqual(3);
    },
    15_000,
  );

  it.each([
    ['the processor does not know the intent', [jsonResponse({ detail: 'No such payment intent.' }, 404)], RETURN],
    ['the intent was canceled', ['canceled'], RETURN],
    ['the address has no client secret', ['succeeded'], '/payment/return/41?reference=VZ-7K3Q9A&token=secret+token%2F%2B'],
  ])('says something went wrong when %s', async (_case, statuses, route) => {
    stubApi([pending], statuses as Array<string | Response>);
    renderPage(route);
    expect(within(await outcome()).getByText('Something went wrong.')).toBeTruthy();
  });

  it('says something went wrong when the address names no trip', async () => {
    stubApi([pending], ['succeeded']);
    renderPage(`/payment/return/41?payment_intent_client_secret=${SECRET}`);
    expect(await screen.findByRole('heading', { name: 'Something went wrong.' })).toBeTruthy();
  });

  it('asks Stripe, with the trip’s publishable key, when the trip is paid through Stripe', async () => {
    const stripeTrip = { card_processor: 'stripe' as const, stripe_public: 'pk_test_987' };
    const calls = stubApi([{ ...confirmed, ...stripeTrip }], []);
    stripe.retrievePaymentIntent.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    stripe.loadStripe.mockResolvedValue({ retrievePaymentIntent: stripe.retrievePaymentIntent });
    renderPage();
    expect(within(await outcome()).getByText('Payment succeeded!')).toBeTruthy();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_987');
    expect(stripe.retrievePaymentIntent).toHaveBeenCalledWith(SECRET);
    expect(calls.some((url) => url.includes('test-processor'))).toBe(false);
  });
});
