import { screen, waitFor, within } from '@testing-library/react';
import type { PublicTrip } from '@vozimo/contract';
import { useEffect } from 'react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { makePublicTrip } from '../../../test/fixtures/public-trip.ts';
import { CardPayment } from './card-payment.tsx';
import { leavePageFor } from './leave-page.ts';

// This file mocks modules, and test files share a worker's modules (isolate: false): it starts from
// fresh ones, so that what it tests imports the mocks, and leaves fresh ones to the next file.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

vi.mock('./leave-page.ts', () => ({ leavePageFor: vi.fn() }));

// Stripe's script cannot load here; the two Stripe packages are replaced by stand-ins the tests steer.
const stripe = vi.hoisted(() => ({
  loadStripe: vi.fn(),
  confirmPayment: vi.fn(),
  elementFails: false,
}));
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: React.ReactNode; options: { clientSecret: string } }) => (
    <div data-testid="stripe-elements" data-client-secret={options.clientSecret}>
      {children}
    </div>
  ),
  PaymentElement: ({ options, onReady, onLoadError }: { options: { layout: string }; onReady: () => void; onLoadError: () => void }) => {
    useEffect(() => {
      if (stripe.elementFails) onLoadError();
      else onReady();
    }, [onReady, onLoadError]);
    return <div data-testid="payment-element" data-layout={options.layout} />;
  },
  useStripe: () => ({ confirmPayment: stripe.confirmPayment }),
  useElements: () => ({ kind: 'elements' }),
}));

const RETURN_URL = `${window.location.origin}/payment/return/41?reference=VZ-7K3Q9A&token=secret+token%2F%2B`;

interface Calls {
  url: string;
  method: string;
  body: unknown;
}

/** Answers the card form's calls; records them. */
function stubApi(answers: { intent?: () => Response | Promise<Response>; confirm?: () => Response }) {
  const calls: Calls[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.startsWith('/api/create-payment-intent/')) return answers.intent?.() ?? jsonResponse({ clientSecret: 'pi_1_secret_2' });
      if (url === '/api/test-processor/confirm/') return answers.confirm?.() ?? jsonResponse({ outcome: 'redirect', redirect_to: '/x' });
      return jsonResponse({ detail: 'Not found.' }, 404);
    }),
  );
  return calls;
}

function renderForm(trip: PublicTrip = makePublicTrip()) {
  return renderWithProviders(<CardPayment trip={trip} />);
}

async function payWith(events: ReturnType<typeof renderForm>['events'], card: string, expiry = '12/34', cvc = '123') {
  await events.type(await screen.findByLabelText('Card number'), card);
  await events.type(screen.getByLabelText('Expiry (MM/YY)'), expiry);
  await events.type(screen.getByLabelText('CVC'), cvc);
  await events.click(screen.getByRole('button', { name: 'Pay now €16.88' }));
}

beforeEach(() => {
  stripe.elementFails = false;
  stripe.loadStripe.mockReset();
  stripe.confirmPayment.mockReset();
});

afterEach(() => {
  vi.mocked(leavePageFor).mockReset();
});

describe('the TEST MODE card form', () => {
  it('opens the trip’s payment with the link’s token when the page has no client secret', async () => {
    const calls = stubApi({});
    renderForm();
    expect(await screen.findByRole('button', { name: 'Pay now €16.88' })).toBeTruthy();
    expect(calls).toEqual([{ url: '/api/create-payment-intent/41/?token=secret%20token%2F%2B', method: 'POST', body: undefined }]);
  });

  it('shows the card fields at once, with Pay now waiting until the payment is opened', async () => {
    let openPayment: (response: Response) => void = () => {};
    stubApi({ intent: () => new Promise<Response>((resolve) => (openPayment = resolve)) });
    renderForm();
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
    const payNow = screen.getByRole('button', { name: /Pay now €16\.88/ });
    expect(payNow.hasAttribute('disabled')).toBe(true);
    expect(within(payNow).getByLabelText('Preparing the payment form')).toBeTruthy();
    openPayment(jsonResponse({ clientSecret: 'pi_1_secret_2' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay now €16.88' }).hasAttribute('disabled')).toBe(false));
  });

  it('resumes the open payment without asking for another', async () => {
    const calls = stubApi({});
    renderForm(makePublicTrip({ payment_intent_client_secret: 'pi_open_secret_x' }));
    expect(await screen.findByRole('button', { name: 'Pay now €16.88' })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('is plainly labelled, lists the test cards and their outcomes, and has one Card tab', async () => {
    stubApi({});
    renderForm();
    expect(await screen.findByText('TEST MODE — no real card is charged')).toBeTruthy();
    const cards = screen.getByRole('table', { name: 'Test cards' });
    const rows = within(cards)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '4242 4242 4242 4242Succeeds',
      '4000 0000 0000 0002Declined',
      '4000 0000 0000 9995Insufficient funds',
      '4000 0000 0000 0077Processing, then succeeds',
      '4000 0027 6000 3184Authentication fails',
    ]);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Card']);
    expect(screen.getByLabelText('Card number').getAttribute('autocomplete')).toBe('cc-number');
    expect(screen.getByLabelText('Card number').getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByLabelText('Expiry (MM/YY)').getAttribute('autocomplete')).toBe('cc-exp');
    expect(screen.getByLabelText('CVC').getAttribute('autocomplete')).toBe('cc-csc');
  });

  it('formats what is typed the way a card is printed', async () => {
    stubApi({});
    const { events } = renderForm();
    await events.type(await screen.findByLabelText('Card number'), '4242424242424242');
    await events.type(screen.getByLabelText('Expiry (MM/YY)'), '1234');
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    expect((screen.getByLabelText('Expiry (MM/YY)') as HTMLInputElement).value).toBe('12/34');
  });

  it('sends the card, the client secret and the return address, then goes where the processor says', async () => {
    const calls = stubApi({ confirm: () => jsonResponse({ outcome: 'redirect', redirect_to: `${RETURN_URL}&redirect_status=succeeded` }) });
    const { events } = renderForm();
    await payWith(events, '4242424242424242');
    await waitFor(() => expect(leavePageFor).toHaveBeenCalledWith(`${RETURN_URL}&redirect_status=succeeded`));
    expect(calls.find((call) => call.url === '/api/test-processor/confirm/')).toEqual({
      url: '/api/test-processor/confirm/',
      method: 'POST',
      body: { client_secret: 'pi_1_secret_2', card_number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', return_url: RETURN_URL },
    });
    // The spinner stays while the browser leaves.
    expect(screen.getByRole('button', { name: /Pay now/ }).hasAttribute('data-loading')).toBe(true);
  });

  it('shows a declined card’s message and stays on the page', async () => {
    stubApi({ confirm: () => jsonResponse({ outcome: 'error', type: 'card_error', message: 'Your card was declined.' }) });
    const { events } = renderForm();
    await payWith(events, '4000000000000002');
    expect(await screen.findByText('Your card was declined.')).toBeTruthy();
    expect(screen.getByTestId('payment-message').getAttribute('role')).toBe('alert');
    expect(leavePageFor).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pay now €16.88' }).hasAttribute('data-loading')).toBe(false);
  });

  it('shows an input error in the provider’s words', async () => {
    stubApi({ confirm: () => jsonResponse({ outcome: 'error', type: 'validation_error', message: 'Your card number is incomplete.' }) });
    const { events } = renderForm();
    await payWith(events, '4242');
    expect(await screen.findByText('Your card number is incomplete.')).toBeTruthy();
  });

  it('says why the payment was refused, e.g. when a bank transfer took the trip over (ADR 0022)', async () => {
    const withdrawn = 'This card payment was canceled: the trip is being paid by bank transfer or its price changed. Reload the page to see what is due.';
    stubApi({ confirm: () => jsonResponse({ detail: withdrawn }, 409) });
    const { events } = renderForm();
    await payWith(events, '4242424242424242');
    expect(await screen.findByText(withdrawn)).toBeTruthy();
  });

  it('says only that something unexpected happened when the call itself fails', async () => {
    stubApi({ confirm: () => jsonResponse({ detail: 'Internal server error.' }, 500) });
    const { events } = renderForm();
    await payWith(events, '4242424242424242');
    expect(await screen.findByText('An unexpected error occurred.')).toBeTruthy();
  });
});

describe('opening the payment', () => {
  it.each([
    ['an empty client secret', () => jsonResponse({ clientSecret: '' })],
    ['no client secret', () => jsonResponse({ id: 'pi_1' })],
    ['a server error', () => jsonResponse({ detail: 'Stripe is down.' }, 503)],
  ])('fails with a red Error notification on %s', async (_case, intent) => {
    stubApi({ intent });
    renderForm();
    const toast = await screen.findByText('Error creating payment intent');
    expect(toast.closest('.mantine-Notification-root')?.textContent).toContain('Error');
    expect(screen.queryByRole('button', { name: /Pay now/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('a payment already under way', () => {
  it('says why no new payment can be opened, after the Error notification', async () => {
    stubApi({ intent: () => jsonResponse({ detail: 'A card payment of this trip is already being processed.' }, 409) });
    renderForm();
    expect(await screen.findByText('Error creating payment intent')).toBeTruthy();
    expect(screen.getByText('A card payment of this trip is already being processed.')).toBeTruthy();
  });
});

describe('the Stripe form', () => {
  const stripeTrip = makePublicTrip({ card_processor: 'stripe', stripe_public: 'pk_test_123' });

  it('loads Stripe with the trip’s publishable key and shows the Payment Element in tabs', async () => {
    stubApi({});
    stripe.loadStripe.mockResolvedValue({ kind: 'stripe' });
    renderForm(stripeTrip);
    const element = await screen.findByTestId('payment-element');
    expect(element.getAttribute('data-layout')).toBe('tabs');
    expect(screen.getByTestId('stripe-elements').getAttribute('data-client-secret')).toBe('pi_1_secret_2');
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_123');
  });

  it('confirms with the return address and shows a card error in Stripe’s words', async () => {
    stubApi({});
    stripe.loadStripe.mockResolvedValue({ kind: 'stripe' });
    stripe.confirmPayment.mockResolvedValue({ error: { type: 'card_error', message: 'Your card has insufficient funds.' } });
    const { events } = renderForm(stripeTrip);
    await events.click(await screen.findByRole('button', { name: 'Pay now €16.88' }));
    expect(await screen.findByText('Your card has insufficient funds.')).toBeTruthy();
    expect(stripe.confirmPayment).toHaveBeenCalledWith({ elements: { kind: 'elements' }, confirmParams: { return_url: RETURN_URL } });
  });

  it('hides any other Stripe error behind the unexpected-error sentence', async () => {
    stubApi({});
    stripe.loadStripe.mockResolvedValue({ kind: 'stripe' });
    stripe.confirmPayment.mockResolvedValue({ error: { type: 'api_error', message: 'Internal details' } });
    const { events } = renderForm(stripeTrip);
    await events.click(await screen.findByRole('button', { name: 'Pay now €16.88' }));
    expect(await screen.findByText('An unexpected error occurred.')).toBeTruthy();
    expect(screen.queryByText('Internal details')).toBeNull();
  });

  it('shows the preparation alert when the Payment Element cannot load', async () => {
    stubApi({});
    stripe.loadStripe.mockResolvedValue({ kind: 'stripe' });
    stripe.elementFails = true;
    renderForm(stripeTrip);
    expect(await screen.findByText('An error has happened during payment form preparation. Please contact the support.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay now/ })).toBeNull();
  });

  it('only logs a script that fails to load, and shows the preparation alert', async () => {
    stubApi({});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stripe.loadStripe.mockRejectedValue(new Error('Failed to load Stripe.js'));
    renderForm(makePublicTrip({ card_processor: 'stripe', stripe_public: 'pk_test_unloadable' }));
    expect(await screen.findByText('An error has happened during payment form preparation. Please contact the support.')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('Stripe.js failed to load', expect.any(Error));
  });

  it('shows the preparation alert when the server sent no publishable key', async () => {
    stubApi({});
    renderForm(makePublicTrip({ card_processor: 'stripe', stripe_public: null }));
    expect(await screen.findByText('An error has happened during payment form preparation. Please contact the support.')).toBeTruthy();
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });
});
