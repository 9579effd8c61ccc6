import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { PAGE_DATA_ELEMENT_ID, type CurrentUser, type PublicTrip } from '@vozimo/contract';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { makePublicTrip } from '../../test/fixtures/public-trip.ts';
import { jsonResponse, makeUser, renderWithProviders } from '../../test/render-with-providers.tsx';
import { PublicTripRoute } from './public-trip-route.tsx';

const URL_OF_TRIP = '/trip/VZ-7K3Q9A?token=secret%20token%2F%2B';

interface Stub {
  trip: PublicTrip | { status: number; detail: unknown };
  save?: (body: unknown) => Response;
}

/** Answers the trip page's calls; records the saves' URLs and bodies. */
function stubApi({ trip, save }: Stub) {
  const saves: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/public/trip/')) {
        return 'detail' in trip ? jsonResponse({ detail: trip.detail }, trip.status) : jsonResponse(trip);
      }
      // The card form opens the trip's payment (payments/card/card-payment.test.tsx covers it).
      if (url.startsWith('/api/create-payment-intent/')) return jsonResponse({ clientSecret: 'pi_1_secret_2' });
      if (url.startsWith('/api/update_trip_info/')) {
        const body: unknown = JSON.parse(String(init?.body));
        saves.push({ url, body });
        return save ? save(body) : jsonResponse(trip);
      }
      return jsonResponse({ detail: 'Not signed in.' }, 401);
    }),
  );
  return saves;
}

function renderPage(user: CurrentUser | null = null, queryClient?: QueryClient) {
  return renderWithProviders(
    <Routes>
      <Route path="/trip/:reference" element={<PublicTripRoute />} />
    </Routes>,
    { route: URL_OF_TRIP, user, queryClient },
  );
}

/** What the server puts after #root for a trip page's URL (server/src/platform/http/page-data.ts). */
function putPageData(path: string, body: unknown) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_DATA_ELEMENT_ID;
  element.textContent = JSON.stringify({ path, body });
  document.body.append(element);
}

function valueOf(section: string, label: string): string {
  const region = screen.getByRole('region', { name: section });
  const term = within(region).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

beforeAll(() => {
  // jsdom has no font loading API; Mantine's autosizing Textarea listens to it.
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} }, configurable: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the public trip page', () => {
  it('asks for the trip with the reference and the token from the link', async () => {
    stubApi({ trip: makePublicTrip() });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'VZ-7K3Q9A' });
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).toContain('/api/public/trip/VZ-7K3Q9A?token=secret%20token%2F%2B');
  });

  it('shows the trip the server sent inside the page in its first render, without asking for it (ADR 0033)', () => {
    stubApi({ trip: makePublicTrip({ status: 'confirmed' }) });
    putPageData('/api/public/trip/VZ-7K3Q9A?token=secret%20token%2F%2B', makePublicTrip());
    // The app's own client: the trip just served is fresh by its rules, so it is not asked for again.
    renderPage(null, createQueryClient());
    // No waiting: the first render has the trip, with no loading state before it.
    expect(screen.getByRole('heading', { level: 1, name: 'VZ-7K3Q9A' })).toBeTruthy();
    expect(screen.getByText('Pending Payment')).toBeTruthy();
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/public/trip/'))).toEqual([]);
    expect(document.getElementById(PAGE_DATA_ELEMENT_ID)).toBeNull();
  });

  it("asks the API when the page came with another link's trip, or with one that does not fit the contract", async () => {
    for (const [path, body] of [
      ['/api/public/trip/VZ-7K3Q9A?token=another', makePublicTrip({ status: 'confirmed' })],
      ['/api/public/trip/VZ-7K3Q9A?token=secret%20token%2F%2B', { reference: 'VZ-7K3Q9A' }],
    ] as const) {
      stubApi({ trip: makePublicTrip() });
      putPageData(path, body);
      const { unmount } = renderPage();
      expect(await screen.findByText('Pending Payment')).toBeTruthy();
      expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).toContain('/api/public/trip/VZ-7K3Q9A?token=secret%20token%2F%2B');
      unmount();
      document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
    }
  });

  it('shows the summary, with a dash for each empty value', async () => {
    stubApi({ trip: makePublicTrip() });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'VZ-7K3Q9A' });
    expect(screen.getByText('Pending Payment')).toBeTruthy();
    expect(valueOf('Summary', 'From')).toBe('SplitHotel Park');
    expect(valueOf('Summary', 'To')).toBe('Split Airport');
    expect(valueOf('Summary', 'Date and time')).toBe('June 15, 2030, 09:30');
    expect(valueOf('Summary', 'Passengers')).toBe('4');
    expect(within(screen.getByRole('region', { name: 'Summary' })).queryByText('Flight number')).toBeNull();
    expect(valueOf('Other Information', 'Child seats')).toBe('No');
    expect(valueOf('Other Information', 'Notes')).toBe('-');
    expect(valueOf('Other Information', 'Stops')).toBe('-');
    expect(valueOf('Customer', 'Name')).toBe('Chloe Nguyen');
    expect(valueOf('Customer', 'Phone')).toBe('-');
    expect(valueOf('Customer', 'E-mail')).toBe('chloe@example.net');
    expect(document.title).toBe('Trip VZ-7K3Q9A | Vozimo');
  });

  it('shows the flight number of an airport pickup, and the stops by name', async () => {
    const trip = makePublicTrip({
      info: { notes: 'Late', airport_pickup: true, flight_number: 'OU 654', child_seats: true, child_info: '2 years' },
      stops: [
        { poi_id: 1, name: 'Krka', time: 90, price: 40 },
        { poi_id: 2, name: 'Šibenik', time: 60, price: 30 },
      ],
    });
    stubApi({ trip });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'VZ-7K3Q9A' });
    expect(valueOf('Summary', 'Flight number')).toBe('OU 654');
    expect(valueOf('Other Information', 'Child seats')).toBe('Yes (2 years)');
    expect(valueOf('Other Information', 'Stops')).toBe('Krka, Šibenik');
    expect(screen.getByText('Stop of 1 h 30 min')).toBeTruthy();
  });

  it('shows the price table and the place of the card payment while the deposit is due', async () => {
    stubApi({ trip: makePublicTrip() });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Price table' });
    expect(within(table).getByText('€67.50')).toBeTruthy();
    expect(within(table).getByText('Balance to pay the driver')).toBeTruthy();
    expect(within(table).getByText('€50.62')).toBeTruthy();
    expect(screen.getByTestId('deposit-state').textContent).toContain('Pending');
    expect(screen.getByTestId('payment-section').textContent).toContain('Pay the deposit');
    expect(await screen.findByRole('button', { name: 'Pay now €16.88' })).toBeTruthy();
  });

  it('shows no card form once the deposit is paid, even before the trip is confirmed', async () => {
    stubApi({ trip: makePublicTrip({ deposit_paid: true }) });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'VZ-7K3Q9A' });
    expect(screen.getByTestId('deposit-state').textContent).toContain('Paid');
    expect(screen.queryByTestId('payment-section')).toBeNull();
  });

  it('says the agent pays by bank transfer, and offers no card form, for a trip in a bank transfer', async () => {
    stubApi({ trip: makePublicTrip({ deposit_by_bank_transfer: true }) });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'VZ-7K3Q9A' });
    expect(screen.getByTestId('bank-transfer-notice').textContent).toContain('Your agent pays the deposit of this trip by bank transfer.');
    expect(screen.queryByTestId('payment-section')).toBeNull();
  });

  it('shows the deposit as paid, no payment section and the balance for the driver once the trip is confirmed', async () => {
    stubApi({ trip: makePublicTrip({ status: 'confirmed', deposit_paid: true, price: null, offer_drivers: true }) });
    renderPage(makeUser({ is_agent: true }));
    await screen.findByRole('heading', { level: 1, name: 'VZ-7K3Q9A' });
    expect(screen.getByTestId('deposit-state').textContent).toContain('Paid');
    expect(screen.queryByTestId('payment-section')).toBeNull();
    // Issue 11: what is left to pay the driver stays on the page after paying.
    expect(screen.getByText('Balance to pay the driver')).toBeTruthy();
    expect(screen.getByTestId('balance-due').textContent).toMatch(/Pay the driver the balance of €[\d,]+\.\d{2} in cash/);
    expect(screen.getByText('Offered to drivers')).toBeTruthy();
  });

  it('shows the driver card, and the default photo and vehicle image when there are none', async () => {
    const driver = { driver_name: 'Ivan Matić', driver_photo: null, phone: '+385 98 555 0103', email: '' };
    stubApi({ trip: makePublicTrip({ status: 'confirmed', price: null, driver }) });
    renderPage();
    const card = await screen.findByRole('region', { name: 'Driver' });
    expect(within(card).getByText('Ivan Matić')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '+385 98 555 0103' }).getAttribute('href')).toBe('tel:+385985550103');
    expect(within(card).getByRole('img', { name: 'Ivan Matić (no photo)' }).getAttribute('src')).toContain('default-driver');
    const vehicle = screen.getByRole('region', { name: 'Vehicle' });
    expect(within(vehicle).getByRole('img', { name: 'Van (no photo)' }).getAttribute('src')).toContain('default-vehicle');
    expect(within(vehicle).getByText('Seats 7 people')).toBeTruthy();
    expect(within(vehicle).getByText('Comparable to Mercedes-Benz Vito')).toBeTruthy();
  });

  it('says the trip was not found for a wrong token', async () => {
    stubApi({ trip: { status: 404, detail: 'Trip not found.' } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Trip not found' })).toBeTruthy();
    expect(screen.getByText(/We could not find this trip/)).toBeTruthy();
  });

  it('offers to try again when the server fails', async () => {
    stubApi({ trip: { status: 503, detail: 'Down for maintenance.' } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'We could not load this trip' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('never shows a customer that the trip is offered to drivers, and their link reads as a trip link once the deposit is paid', async () => {
    stubApi({ trip: makePublicTrip({ status: 'confirmed', deposit_paid: true, price: null, offer_drivers: true }) });
    renderPage(null);
    await screen.findByRole('heading', { level: 1, name: 'VZ-7K3Q9A' });
    expect(screen.getByRole('button', { name: 'Copy Trip Link' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy Payment Link' })).toBeNull();
    expect(screen.queryByText('Offered to drivers')).toBeNull();
  });

  it('gives a customer only the copy link and print buttons', async () => {
    stubApi({ trip: makePublicTrip() });
    renderPage(null);
    await screen.findByRole('heading', { level: 1, name: 'VZ-7K3Q9A' });
    expect(screen.getByRole('button', { name: 'Copy Payment Link' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit Trip' })).toBeNull();
  });

  it('links staff and agents to the trip form when the server says they may edit the trip', async () => {
    stubApi({ trip: makePublicTrip({ status: 'draft', price: null, can_edit_trip: true, can_edit_info: true }) });
    renderPage(makeUser({ is_agent: true }));
    expect((await screen.findByRole('link', { name: 'Edit Trip' })).getAttribute('href')).toBe('/app/edit-trip/41');
    expect(screen.getByRole('button', { name: 'Copy Quote Link' })).toBeTruthy();
  });

  it('gives staff Offer to drivers on a booked trip nobody drives yet', async () => {
    stubApi({ trip: makePublicTrip({ can_edit_trip: true, can_edit_info: true }) });
    renderPage(makeUser({ is_staff: true }));
    expect(await screen.findByRole('button', { name: 'Offer to drivers' })).toBeTruthy();
  });

  it('gives staff Withdraw offer on an offered trip no company has claimed, and agents neither button', async () => {
    stubApi({ trip: makePublicTrip({ offer_drivers: true, can_edit_info: true }) });
    renderPage(makeUser({ is_staff: true }));
    expect(await screen.findByRole('button', { name: 'Withdraw offer' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Offer to drivers' })).toBeNull();
  });

  it('gives agents no Offer to drivers', async () => {
    stubApi({ trip: makePublicTrip({ can_edit_info: true }) });
    renderPage(makeUser({ is_agent: true }));
    await screen.findByRole('button', { name: 'Edit' });
    expect(screen.queryByRole('button', { name: 'Offer to drivers' })).toBeNull();
  });

  it('copies the whole link with its token and says so', async () => {
    stubApi({ trip: makePublicTrip() });
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    // user-event puts a clipboard of its own on navigator when the page renders.
    const { events } = renderPage();
    await events.click(await screen.findByRole('button', { name: 'Copy Payment Link' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/trip/VZ-7K3Q9A?token=secret%20token%2F%2B`);
  });
});

describe('the Edit modal', () => {
  async function openModal(stub: Stub) {
    const saves = stubApi(stub);
    const rendered = renderPage(makeUser({ is_agent: true }));
    await rendered.events.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit contact and extra info' });
    return { ...rendered, saves, dialog };
  }

  const editable = makePublicTrip({ can_edit_info: true });

  it('checks the e-mail with the spec’s message before saving', async () => {
    const { events, dialog, saves } = await openModal({ trip: editable });
    await events.clear(within(dialog).getByLabelText(/E-mail/));
    await events.type(within(dialog).getByLabelText(/E-mail/), 'chloe@');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Invalid email format.')).toBeTruthy();
    expect(saves).toHaveLength(0);
  });

  it('shows the flight number and child age fields only when their box is ticked', async () => {
    const { events, dialog } = await openModal({ trip: editable });
    expect(within(dialog).queryByLabelText('Flight number')).toBeNull();
    await events.click(within(dialog).getByRole('checkbox', { name: 'Airport pickup' }));
    expect(within(dialog).getByLabelText('Flight number')).toBeTruthy();
    expect(within(dialog).queryByLabelText(/Child age/)).toBeNull();
    await events.click(within(dialog).getByRole('checkbox', { name: 'Child seats' }));
    expect(within(dialog).getByLabelText(/Child age/)).toBeTruthy();
  });

  it('saves with the link’s token and shows the saved trip', async () => {
    const saved = makePublicTrip({ can_edit_info: true, customer_phone: '+385 91 222 3333' });
    const { events, dialog, saves } = await openModal({ trip: editable, save: () => jsonResponse(saved) });
    await events.type(within(dialog).getByLabelText('Phone'), '+385 91 222 3333');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saves[0]?.url).toBe('/api/update_trip_info/41/?token=secret%20token%2F%2B');
    expect(saves[0]?.body).toMatchObject({ customer_phone: '+385 91 222 3333', info: { airport_pickup: false } });
  });

  it('keeps the modal open with the server’s messages at their fields and everything typed', async () => {
    const refusal = () => jsonResponse({ detail: [{ loc: ['body', 'info', 'notes'], msg: 'At most 2000 characters.', type: 'value_error' }] }, 422);
    const { events, dialog } = await openModal({ trip: editable, save: refusal });
    await events.type(within(dialog).getByLabelText('Notes'), 'A long story');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('At most 2000 characters.')).toBeTruthy();
    expect((within(dialog).getByLabelText('Notes') as HTMLTextAreaElement).value).toBe('A long story');
  });

  it('says when a save fails for another reason, and keeps what was typed', async () => {
    const failure = () => jsonResponse({ detail: 'Internal server error.' }, 500);
    const { events, dialog } = await openModal({ trip: editable, save: failure });
    await events.type(within(dialog).getByLabelText('Notes'), 'Kept');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Your changes were not saved.');
    expect((within(dialog).getByLabelText('Notes') as HTMLTextAreaElement).value).toBe('Kept');
  });

  it('is not offered on a trip the server does not let the user edit', async () => {
    stubApi({ trip: makePublicTrip({ status: 'completed', price: null, can_edit_info: false }) });
    renderPage(makeUser({ is_agent: true }));
    await screen.findByRole('heading', { level: 1, name: 'VZ-7K3Q9A' });
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
