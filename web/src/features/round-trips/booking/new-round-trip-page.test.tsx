import { screen, waitFor, within } from '@testing-library/react';
import { defaultPickup, formatDate } from '@vozimo/contract';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { makeQuote, makeRoundTrip } from '../test/round-trip-fixture.ts';
import { NewRoundTripPage } from './new-round-trip-page.tsx';

interface Calls {
  quotes: Array<{ passengers: number; poi_id: number | null }>;
  bookings: Array<Record<string, unknown>>;
}

function stubApi({ roundTrip = jsonResponse(makeRoundTrip()), booking }: { roundTrip?: Response; booking?: () => Response } = {}): Calls {
  const calls: Calls = { quotes: [], bookings: [] };
  let quoteNumber = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      if (url === '/api/round_trips/7/') return roundTrip.clone();
      if (url === '/api/update_round_trip/') {
        const request = body as { passengers: number; poi_id: number | null };
        calls.quotes.push(request);
        quoteNumber += 1;
        return jsonResponse(makeQuote(request.passengers, request.poi_id !== null, `00000000-0000-4000-8000-00000000000${quoteNumber}`));
      }
      if (url === '/api/trip/') {
        calls.bookings.push(body);
        return booking ? booking() : jsonResponse({ reference: 'VZ-NEW123', token: 'tok/en' });
      }
      return jsonResponse({ detail: 'Not found.' }, 404);
    }),
  );
  return calls;
}

function ShowLocation() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(route = '/app/new-round-trip/7') {
  return renderWithProviders(
    <Routes>
      <Route path="/app/new-round-trip/:roundTripId" element={<NewRoundTripPage />} />
      <Route path="/trip/:reference" element={<ShowLocation />} />
    </Routes>,
    { route, user: makeUser({ is_agent: true }) },
  );
}

const radio = (name: RegExp) => screen.getByRole('radio', { name });
// The first price comes from a (stubbed) request after the form renders; a busy machine is slow at it.
const ASYNC = { timeout: 5000 };
const findRadio = (name: RegExp) => screen.findByRole('radio', { name }, ASYNC);
const isChecked = (element: HTMLElement) => element.getAttribute('aria-checked') === 'true';

beforeAll(() => {
  // jsdom has no font loading API; Mantine's autosizing Textarea listens to it.
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} }, configurable: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// Rendering the whole form and typing into it takes a few seconds on a busy machine.
describe('the new round trip page', { timeout: 20_000 }, () => {
  it('says the round trip failed to load', async () => {
    stubApi({ roundTrip: jsonResponse({ detail: 'Round trip not found.' }, 404) });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load round trip.');
  });

  it('says so for an id that is no number, without asking the server', async () => {
    const calls = stubApi();
    renderPage('/app/new-round-trip/abc');
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load round trip.');
    expect(calls.quotes).toHaveLength(0);
  });

  it('starts at the next bookable 12:00 for one passenger, with the prices of the fitting vehicles and the optional stop', async () => {
    const calls = stubApi();
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Krka waterfalls & Šibenik' });
    expect(screen.getByRole('button', { name: 'Date' }).textContent).toBe(formatDate(defaultPickup(new Date()).pickup_date));
    expect((screen.getByRole('spinbutton', { name: 'Hours' }) as HTMLInputElement).value).toBe('12');
    expect((screen.getByRole('spinbutton', { name: 'Minutes' }) as HTMLInputElement).value).toBe('00');
    expect((screen.getByLabelText('Passengers') as HTMLInputElement).value).toBe('1');
    expect(isChecked(await findRadio(/^Sedan, €245\.50$/))).toBe(true);
    expect(isChecked(radio(/^Van, €300\.00$/))).toBe(false);
    expect(screen.getByRole('checkbox', { name: 'Add Primošten for €45' })).toBeTruthy();
    expect(calls.quotes).toEqual([{ round_trip_id: 7, passengers: 1, poi_id: null }]);
  });

  it('prices the trip again when the stop is ticked', async () => {
    const calls = stubApi();
    const { events } = renderPage();
    await findRadio(/^Sedan, €245\.50$/);
    await events.click(screen.getByRole('checkbox', { name: 'Add Primošten for €45' }));
    await findRadio(/^Sedan, €290\.50$/);
    expect(calls.quotes.at(-1)).toEqual({ round_trip_id: 7, passengers: 1, poi_id: 34 });
    expect(screen.getByText('Total €290.50')).toBeTruthy();
  });

  it('prices the trip again for more passengers, leaving out the vehicles too small for them', async () => {
    const calls = stubApi();
    const { events } = renderPage();
    await findRadio(/^Sedan, /);
    const passengers = screen.getByLabelText('Passengers');
    await events.clear(passengers);
    await events.type(passengers, '5');
    await waitFor(() => expect(screen.queryByRole('radio', { name: /^Sedan, / })).toBeNull(), ASYNC);
    expect(isChecked(radio(/^Van, €300\.00$/))).toBe(true);
    expect(calls.quotes.at(-1)).toEqual({ round_trip_id: 7, passengers: 5, poi_id: null });
  });

  it('refuses more than 7 passengers in the spec’s words', async () => {
    stubApi();
    const { events } = renderPage();
    const passengers = await screen.findByLabelText('Passengers');
    await events.clear(passengers);
    await events.type(passengers, '9');
    expect(await screen.findByText('Passengers must be between 1 and 7.')).toBeTruthy();
  });

  it('books the trip with its quote and opens the trip page', async () => {
    const calls = stubApi();
    const { events } = renderPage();
    await findRadio(/^Sedan, /);
    await events.click(radio(/^Van, /));
    await events.click(screen.getByRole('checkbox', { name: 'Add Primošten for €45' }));
    await findRadio(/^Van, €345\.00$/);
    await events.type(screen.getByLabelText(/Pickup Location details/), 'Hotel Park');
    await events.type(screen.getByLabelText(/^First name/), 'Ana');
    await events.type(screen.getByLabelText(/^Last name/), 'Horvat');
    await events.type(screen.getByLabelText(/^Phone/), '+385 91 000 0000');
    await events.click(screen.getByRole('button', { name: 'Book Trip' }));

    expect((await screen.findByTestId('location', {}, ASYNC)).textContent).toBe('/trip/VZ-NEW123?token=tok%2Fen');
    expect(calls.bookings[0]).toMatchObject({
      is_draft: false,
      round_trip_id: 7,
      round_trip_name: 'Krka waterfalls & Šibenik',
      vehicle_type_id: 3,
      passengers: 1,
      stops: [{ poi_id: 34, time: 60 }],
      start_loc_details: 'Hotel Park',
      customer_last_name: 'Horvat',
      extra: { trip_price_id: '00000000-0000-4000-8000-000000000002' },
    });
  });

  it('keeps 12 passengers as typed, says why, and offers a custom trip (ADR 0016)', async () => {
    stubApi();
    const { events } = renderPage();
    const passengers = await screen.findByLabelText('Passengers');
    expect(screen.getByText(/1 to 7 passengers\. Larger group\?/)).toBeTruthy();
    await events.clear(passengers);
    await events.type(passengers, '12');
    await events.tab();
    expect((passengers as HTMLInputElement).value).toBe('12');
    expect(await screen.findByText('Passengers must be between 1 and 7.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a custom trip' }).getAttribute('href')).toBe('/contact');
  });

  it('does not book without the pickup details and a customer with a phone, and says what is missing (ADR 0017, ADR 0060)', async () => {
    const calls = stubApi();
    const { events } = renderPage();
    await findRadio(/^Sedan, /);
    await events.click(screen.getByRole('button', { name: 'Book Trip' }));
    expect(await screen.findByText("Enter the customer's first name.")).toBeTruthy();
    expect(screen.getByText("Enter the customer's last name.")).toBeTruthy();
    expect(screen.getByText("Enter the customer's phone number: the driver calls it at the pickup.")).toBeTruthy();
    expect(screen.getByText('Enter the pickup address, hotel or meeting point, so the driver finds the customer.')).toBeTruthy();
    expect(calls.bookings).toHaveLength(0);
  });

  it('does not book with an invalid e-mail, and says why', async () => {
    const calls = stubApi();
    const { events } = renderPage();
    await findRadio(/^Sedan, /);
    await events.type(screen.getByLabelText('E-mail'), 'ana@');
    await events.click(screen.getByRole('button', { name: 'Book Trip' }));
    expect(await screen.findByText('Invalid email format')).toBeTruthy();
    expect(calls.bookings).toHaveLength(0);
  });

  it('shows a refusal at its field, with the toast, and keeps everything typed', async () => {
    const refusal = () =>
      jsonResponse(
        {
          detail: [
            { loc: ['body', 'pickup_date'], msg: 'The pickup date and time must be in the future.', type: 'value_error' },
            { loc: ['body', 'extra', 'trip_price_id'], msg: 'This price has expired. Press Update to calculate the price again.', type: 'value_error' },
          ],
        },
        422,
      );
    const calls = stubApi({ booking: refusal });
    const { events } = renderPage();
    await findRadio(/^Sedan, /);
    await events.type(screen.getByLabelText(/Pickup Location details/), 'Hotel Park');
    await events.type(screen.getByLabelText(/^First name/), 'Ana');
    await events.type(screen.getByLabelText(/^Last name/), 'Horvat');
    await events.type(screen.getByLabelText(/^Phone/), '+385 91 000 0000');
    await events.type(screen.getByLabelText('Notes'), 'Window seat');
    await events.click(screen.getByRole('button', { name: 'Book Trip' }));

    expect(await screen.findByText('Please try again later', {}, ASYNC)).toBeTruthy();
    expect(screen.getByText('The pickup date and time must be in the future.')).toBeTruthy();
    const panel = screen.getByRole('region', { name: 'Vehicle and price' });
    expect(within(panel).getByText('This price has expired. Press Update to calculate the price again.')).toBeTruthy();
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Ana');
    expect((screen.getByLabelText('Notes') as HTMLTextAreaElement).value).toBe('Window seat');
    // The expired price is asked for again, so Book Trip works on the next press.
    await waitFor(() => expect(calls.quotes).toHaveLength(2), ASYNC);
  });
});
