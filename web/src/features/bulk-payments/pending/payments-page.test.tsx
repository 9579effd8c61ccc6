import { screen, waitFor, within } from '@testing-library/react';
import type { PendingPaymentTrip } from '@vozimo/contract';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { makeBulkPayment, makePendingTrip } from '../test/bulk-payments-fixtures.ts';
import { PaymentsPage, STAFF_READ_ONLY_NOTE } from './payments-page.tsx';

const split = makePendingTrip({ trip_id: 101, reference: 'VZ-AAA111', deposit_gross: '16.88' });
const zagreb = makePendingTrip({
  trip_id: 102,
  reference: 'VZ-BBB222',
  start_locality: 'Zagreb',
  end_locality: 'Ljubljana',
  customer_first_name: 'Tom',
  customer_last_name: 'Berg',
  pickup_date: '2030-06-20',
  pickup_time: '14:00',
  deposit_gross: '25.00',
});
const inTransfer = makePendingTrip({
  trip_id: 103,
  reference: 'VZ-CCC333',
  bulk_payment: { bulk_payment_id: 5, payment_reference: 'VZB-5', is_paid: false },
});
const paid = makePendingTrip({
  trip_id: 104,
  reference: 'VZ-DDD444',
  status: 'confirmed',
  deposit_paid: true,
  bulk_payment: { bulk_payment_id: 4, payment_reference: 'VZB-4', is_paid: true },
});

interface Stub {
  trips: PendingPaymentTrip[] | 'fail' | 'never';
  create?: () => Response;
  payment?: (id: number) => Response;
}

/** Answers the payments screen's calls; records them with their bodies. */
function stubApi({ trips, create, payment }: Stub) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/pending_payment_trips/') {
        if (trips === 'never') return new Promise<Response>(() => {});
        return trips === 'fail' ? jsonResponse({ detail: 'Down.' }, 500) : jsonResponse({ items: trips, count: trips.length });
      }
      if (url === '/api/bulk_payment/' && method === 'POST') {
        return create?.() ?? jsonResponse({ bulk_payment_id: 7, payment_reference: 'VZB-20300601-7' });
      }
      const one = /^\/api\/bulk_payment\/(\d+)\/$/.exec(url);
      if (one) return payment?.(Number(one[1])) ?? jsonResponse(makeBulkPayment({ bulk_payment_id: Number(one[1]) }));
      return jsonResponse({ detail: 'Not found.' }, 404);
    }),
  );
  return calls;
}

function renderPage() {
  return renderWithProviders(<PaymentsPage />, { route: '/app/payments', user: makeUser({ is_agent: true }) });
}

const rowOf = (reference: string) => screen.getByRole('link', { name: reference }).closest('tr')!;
const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('the Pending Payments screen', () => {
  it('shows a spinner while loading', async () => {
    stubApi({ trips: 'never' });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Pending Payments' })).toBeTruthy();
    expect(await screen.findByLabelText('Loading payment data')).toBeTruthy();
  });

  it('says when the list cannot be loaded', async () => {
    stubApi({ trips: 'fail' });
    renderPage();
    expect(await screen.findByText('There was an error loading payment data.')).toBeTruthy();
  });

  it('says when no trip waits for a payment', async () => {
    stubApi({ trips: [] });
    renderPage();
    expect(await screen.findByText('No trips with pending payments found.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make Payment' })).toBeNull();
  });

  it('lists the trips with the spec’s columns', async () => {
    stubApi({ trips: [split, zagreb, inTransfer, paid] });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Pending Payments' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['', 'Reference', 'Route', 'Customer', 'Pickup Date', 'Amount', 'Payment']);
    const cells = within(rowOf('VZ-BBB222'))
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells.slice(1)).toEqual(['VZ-BBB222', 'Zagreb – Ljubljana', 'Tom Berg', 'June 20, 2030, 14:00', '€25.00', '—']);
    expect(screen.getByRole('link', { name: 'VZ-BBB222' }).getAttribute('href')).toBe('/trip/VZ-BBB222?token=tok-101');
  });

  it('does not let a trip in a bank transfer be chosen, and links its payment, with Paid once it arrived', async () => {
    stubApi({ trips: [split, inTransfer, paid] });
    renderPage();
    await screen.findByRole('table', { name: 'Pending Payments' });
    expect(checkbox('Select trip VZ-CCC333').disabled).toBe(true);
    expect(checkbox('Select trip VZ-DDD444').disabled).toBe(true);
    expect(checkbox('Select trip VZ-AAA111').disabled).toBe(false);
    expect(within(rowOf('VZ-CCC333')).getByRole('button', { name: 'Payment' })).toBeTruthy();
    expect(within(rowOf('VZ-CCC333')).queryByText('Paid')).toBeNull();
    expect(within(rowOf('VZ-DDD444')).getByText('Paid')).toBeTruthy();
  });

  it('selects all, some or none with the header checkbox, and adds up the deposits', async () => {
    stubApi({ trips: [split, zagreb, inTransfer] });
    const { events } = renderPage();
    await screen.findByRole('table', { name: 'Pending Payments' });
    const summary = () => screen.getByTestId('selection-summary').textContent;
    expect(summary()).toBe('0 trips selected · Total €0.00');

    await events.click(checkbox('Select trip VZ-AAA111'));
    expect(summary()).toBe('1 trip selected · Total €16.88');
    expect(checkbox('Select all trips').checked).toBe(false);
    expect(checkbox('Select all trips').getAttribute('data-indeterminate')).toBe('true');

    await events.click(checkbox('Select all trips'));
    expect(summary()).toBe('2 trips selected · Total €41.88');
    expect(checkbox('Select all trips').checked).toBe(true);
    expect(checkbox('Select trip VZ-CCC333').checked).toBe(false);

    await events.click(checkbox('Select all trips'));
    expect(summary()).toBe('0 trips selected · Total €0.00');
  });

  it('shows staff viewing as agent every trip read-only: no choosing, no Make Payment (ADR 0018)', async () => {
    stubApi({ trips: [split, inTransfer] });
    renderWithProviders(<PaymentsPage />, { route: '/app/payments', user: makeUser({ is_staff: true }) });
    expect(await screen.findByRole('link', { name: 'VZ-AAA111' })).toBeTruthy();
    expect(screen.getByText(STAFF_READ_ONLY_NOTE, { exact: false })).toBeTruthy();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Make Payment' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Payment' })).toBeTruthy();
  });

  it('asks for a trip first when none is selected', async () => {
    const calls = stubApi({ trips: [split] });
    const { events } = renderPage();
    await events.click(await screen.findByRole('button', { name: 'Make Payment' }));
    expect(await screen.findByText('No trips selected')).toBeTruthy();
    expect(screen.getByText('Please select at least one trip to make a payment')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('creates one payment for the chosen trips, says its reference and shows the bank details', async () => {
    const calls = stubApi({ trips: [split, zagreb, inTransfer] });
    const { events } = renderPage();
    await events.click(await screen.findByRole('checkbox', { name: 'Select all trips' }));
    await events.click(screen.getByRole('button', { name: 'Make Payment' }));

    expect(await screen.findByText('Payment created with reference VZB-20300601-7')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toEqual({ url: '/api/bulk_payment/', method: 'POST', body: { trip_ids: [101, 102] } });
    const dialog = await screen.findByRole('dialog', { name: 'Bank transfer' });
    const details = await within(dialog).findByRole('table', { name: 'Bank details' });
    const lines = within(details)
      .getAllByRole('row')
      .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getAllByRole('cell')[0]!.textContent]);
    expect(lines).toEqual([
      ['Bank name', 'Zagrebačka banka'],
      ['IBAN', 'HR1723600001101234565'],
      ['SWIFT', 'ZABAHR2X'],
      ['Account holder', 'Vozimo d.o.o.'],
      ['Reference', 'VZB-20300601-7'],
      ['Total', '€41.88'],
    ]);
    expect(within(dialog).getByText('Bank transfers are confirmed within 1-2 business days.')).toBeTruthy();
    expect(within(dialog).getAllByRole('button', { name: /^Copy / })).toHaveLength(6);
    expect(calls.map((call) => call.url)).toContain('/api/bulk_payment/7/');
    // The list is read again, so the new transfer's trips show their Payment link.
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/pending_payment_trips/')).toHaveLength(2));
  });

  it('copies a bank detail exactly', async () => {
    stubApi({ trips: [inTransfer] });
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    const { events } = renderPage();
    await events.click(await screen.findByRole('button', { name: 'Payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bank transfer' });
    await events.click(await within(dialog).findByRole('button', { name: 'Copy IBAN' }));
    expect(await navigator.clipboard.readText()).toBe('HR1723600001101234565');
    expect(within(dialog).getByRole('button', { name: 'IBAN copied' })).toBeTruthy();
  });

  it('says when the payment could not be created', async () => {
    stubApi({ trips: [split], create: () => jsonResponse({ detail: 'A trip is already in a bank transfer.' }, 409) });
    const { events } = renderPage();
    await events.click(await screen.findByRole('checkbox', { name: 'Select trip VZ-AAA111' }));
    await events.click(screen.getByRole('button', { name: 'Make Payment' }));
    expect(await screen.findByText('Failed to create payment. Please try again.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the bank details of a trip’s payment from its Payment link', async () => {
    const asked: number[] = [];
    stubApi({
      trips: [inTransfer],
      payment: (id) => {
        asked.push(id);
        return jsonResponse(makeBulkPayment({ bulk_payment_id: id, payment_reference: 'VZB-5', bank_info: { ...makeBulkPayment().bank_info, reference: 'VZB-5' } }));
      },
    });
    const { events } = renderPage();
    await events.click(await screen.findByRole('button', { name: 'Payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bank transfer' });
    expect(await within(dialog).findAllByText('VZB-5')).toHaveLength(1);
    expect(asked).toEqual([5]);
  });

  it('says when the payment details cannot be loaded', async () => {
    stubApi({ trips: [inTransfer], payment: () => jsonResponse({ detail: 'Down.' }, 500) });
    const { events } = renderPage();
    await events.click(await screen.findByRole('button', { name: 'Payment' }));
    expect(await screen.findByText('Error loading payment details', {}, { timeout: 5000 })).toBeTruthy();
  });
});
