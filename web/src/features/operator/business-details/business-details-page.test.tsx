import { screen, waitFor } from '@testing-library/react';
import { EMPTY_BUSINESS_DETAILS, type BusinessDetails } from '@vozimo/contract';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { BusinessDetailsPage } from './business-details-page.tsx';

/** Answers the details (empty, as on a fresh install) and the save with what the server would store; records the saves. */
function stubApi() {
  const saved: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      if (String(input) !== '/api/admin/business_details/') return jsonResponse({ detail: 'Not found.' }, 404);
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as BusinessDetails;
        saved.push(body);
        return jsonResponse({ ...body, vat_number: body.vat_number.replace(/\s+/g, '').toUpperCase() });
      }
      return jsonResponse(EMPTY_BUSINESS_DETAILS);
    }),
  );
  return saved;
}

describe('Admin → Business details', () => {
  it('refuses a VAT number without its prefix before sending, then saves and shows how e-mails sign off', async () => {
    const saved = stubApi();
    const { events } = renderWithProviders(<BusinessDetailsPage />, { route: '/admin/business', user: makeUser({ is_staff: true }) });
    expect(await screen.findByText('Nothing yet: fill in the details above.')).toBeTruthy();

    await events.type(screen.getByLabelText(/Legal name/), 'Jadran Prijevoz d.o.o.');
    await events.type(screen.getByLabelText(/Street address/), 'Obala 3');
    await events.type(screen.getByLabelText(/Postal code/), '23000');
    await events.type(screen.getByLabelText(/Town or city/), 'Zadar');
    await events.type(screen.getByLabelText(/Country/), 'Croatia');
    await events.type(screen.getByLabelText(/VAT number/), '12345678901');
    await events.type(screen.getByLabelText(/Support e-mail/), 'help@jadran.example');
    await events.click(screen.getByRole('button', { name: 'Save business details' }));
    expect(await screen.findByText('Enter the VAT number with its country prefix (e.g. HR12345678901).')).toBeTruthy();
    expect(saved).toEqual([]);

    await events.clear(screen.getByLabelText(/VAT number/));
    await events.type(screen.getByLabelText(/VAT number/), 'hr 12345678901');
    await events.click(screen.getByRole('button', { name: 'Save business details' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await screen.findByText('Business details saved.')).toBeTruthy();
    expect((screen.getByLabelText(/VAT number/) as HTMLInputElement).value).toBe('HR12345678901');
    expect(screen.getByText('Jadran Prijevoz d.o.o., Obala 3, 23000 Zadar, Croatia · VAT HR12345678901 · help@jadran.example')).toBeTruthy();
  });
});
