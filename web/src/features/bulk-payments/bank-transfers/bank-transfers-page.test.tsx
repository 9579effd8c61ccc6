import { screen, waitFor, within } from '@testing-library/react';
import type { BulkPaymentListResponse } from '@vozimo/contract';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { makeBulkPayment, makeBulkPaymentRow } from '../test/bulk-payments-fixtures.ts';
import { BankTransfersPage } from './bank-transfers-page.tsx';

type Row = BulkPaymentListResponse['items'][number];

const unpaid = makeBulkPaymentRow();
const paid = makeBulkPaymentRow({ bulk_payment_id: 6, payment_reference: 'VZB-6', is_paid: true, paid_at: '2030-05-30T10:00:00Z', agency_name: null, trip_count: 1 });

/** Answers the list (one answer per call, the last repeating) and the mark-paid call; records the calls. */
function stubApi(lists: Array<Row[] | 'fail'>, markPaid: () => Response = () => jsonResponse({ ...makeBulkPayment({ is_paid: true }), outcomes: [] })) {
  const calls: Array<{ url: string; method: string }> = [];
  let listCalls = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ url, method });
      if (url.startsWith('/api/bulk_payments/')) {
        const items = lists[Math.min(listCalls++, lists.length - 1)]!;
        return items === 'fail' ? jsonResponse({ detail: 'Down.' }, 500) : jsonResponse({ items, count: items.length });
      }
      if (url === '/api/bulk_payment/7/mark_paid/' && method === 'POST') return markPaid();
      if (url === '/api/bulk_payment/7/') return jsonResponse(makeBulkPayment());
      return jsonResponse({ detail: 'Not found.' }, 404);
    }),
  );
  return calls;
}

function renderPage() {
  return renderWithProviders(<BankTransfersPage />, { route: '/app/bank-transfers', user: makeUser({ is_staff: true }) });
}

const rowOf = (reference: string) => screen.getByRole('button', { name: reference }).closest('tr')!;

describe('the Bank transfers screen', () => {
  it('lists the transfers with their agent, agency, trips, total, date and status', async () => {
    const calls = stubApi([[unpaid, paid]]);
    renderPage();
    await screen.findByRole('table', { name: 'Bank transfers' });
    expect(calls[0]?.url).toBe('/api/bulk_payments/?limit=50&offset=0');
    const cells = within(rowOf('VZB-20300601-7'))
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells).toEqual(['VZB-20300601-7', 'Marin Babić', 'Adriatic Travel', '2', '€41.88', 'June 1, 2030, 10:15', 'Unpaid', 'Mark as paid']);
    expect(within(rowOf('VZB-6')).getByText('Paid')).toBeTruthy();
    expect(within(rowOf('VZB-6')).getAllByRole('cell')[2]?.textContent).toBe('—');
    expect(within(rowOf('VZB-6')).queryByRole('button', { name: /Mark as paid/ })).toBeNull();
  });

  it('marks a transfer paid after confirming, says so and reads the list again', async () => {
    const calls = stubApi([[unpaid, paid], [{ ...unpaid, is_paid: true, paid_at: '2030-06-02T09:00:00Z' }, paid]]);
    const { events } = renderPage();
    await events.click(await screen.findByRole('button', { name: 'Mark as paid: VZB-20300601-7' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark as paid' });
    expect(dialog.textContent).toContain('Has the transfer of €41.88 with the reference VZB-20300601-7 arrived on the account?');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await events.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    expect(await screen.findByText('Payment VZB-20300601-7 marked as paid')).toBeTruthy();
    expect(calls).toContainEqual({ url: '/api/bulk_payment/7/mark_paid/', method: 'POST' });
    await waitFor(() => expect(screen.queryByRole('button', { name: /Mark as paid: / })).toBeNull());
    expect(within(rowOf('VZB-20300601-7')).getByText('Paid')).toBeTruthy();
  });

  it('keeps a refund warning on screen for trips the transfer paid without confirming', async () => {
    stubApi([[unpaid], [{ ...unpaid, is_paid: true }]], () =>
      jsonResponse({
        ...makeBulkPayment({ is_paid: true }),
        outcomes: [
          { trip_id: 1, reference: 'VZ-AAAAAA', outcome: 'confirmed' },
          { trip_id: 2, reference: 'VZ-BBBBBB', outcome: 'already_paid' },
        ],
      }),
    );
    const { events } = renderPage();
    await events.click(await screen.findByRole('button', { name: 'Mark as paid: VZB-20300601-7' }));
    await events.click(within(screen.getByRole('dialog', { name: 'Mark as paid' })).getByRole('button', { name: 'Mark as paid' }));
    expect(await screen.findByText('Check for refunds')).toBeTruthy();
    expect(screen.getByText('VZ-BBBBBB: its deposit had already been paid by card.')).toBeTruthy();
    expect(screen.queryByText(/VZ-AAAAAA/)).toBeNull();
  });

  it('marks nothing when the dialog is cancelled', async () => {
    const calls = stubApi([[unpaid]]);
    const { events } = renderPage();
    await events.click(await screen.findByRole('button', { name: 'Mark as paid: VZB-20300601-7' }));
    await events.click(within(screen.getByRole('dialog', { name: 'Mark as paid' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says when marking fails, with the server’s reason', async () => {
    stubApi([[unpaid]], () => jsonResponse({ detail: 'This payment is already paid.' }, 409));
    const { events } = renderPage();
    await events.click(await screen.findByRole('button', { name: 'Mark as paid: VZB-20300601-7' }));
    await events.click(within(screen.getByRole('dialog', { name: 'Mark as paid' })).getByRole('button', { name: 'Mark as paid' }));
    expect(await screen.findByText('Failed to mark the payment as paid.')).toBeTruthy();
    expect(screen.getByText('This payment is already paid.')).toBeTruthy();
  });

  it('opens a transfer’s details from its reference', async () => {
    stubApi([[unpaid]]);
    const { events } = renderPage();
    await events.click(await screen.findByRole('button', { name: 'VZB-20300601-7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bank transfer' });
    expect(await within(dialog).findByText('2 trips in this payment')).toBeTruthy();
  });

  it('says when there are none, and when the list cannot be loaded', async () => {
    stubApi([[]]);
    const { unmount } = renderPage();
    expect(await screen.findByText('No bank transfers yet.')).toBeTruthy();
    unmount();
    stubApi(['fail']);
    renderPage();
    expect(await screen.findByText('There was an error loading payment data.')).toBeTruthy();
  });
});
