import { screen, waitFor, within } from '@testing-library/react';
import type { BookingRequest, CurrentUser, TripForEditing } from '@vozimo/contract';
import { Route, Routes, useLocation } from 'react-router';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { MUNICH, quoteResponse, SPLIT, tripForEditing, VIENNA } from '../test/fixtures.ts';
import { TripForm } from './trip-form.tsx';

// Leaflet needs a real browser; the map has its own browser test.
// This file mocks modules, and test files share a worker's modules (isolate: false): it starts from
// fresh ones, so that what it tests imports the mocks, and leaves fresh ones to the next file.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

vi.mock('./route-map.tsx', () => ({ default: () => <div>route map</div> }));

const agent = makeUser({ is_agent: true });
const staff = makeUser({ is_staff: true });
const PLACES: Record<string, unknown[]> = { Split: [SPLIT], Vienna: [VIENNA], Munich: [MUNICH], Dubrovnik: [] };

interface Call {
  url: string;
  body: unknown;
}

/** Answers the form's calls; `save` answers the booking call. */
function stubApi(save: () => Response = () => jsonResponse({ reference: 'VZ-NEW123', token: 'tok/en' })) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.startsWith('/api/places/')) return jsonResponse(PLACES[new URL(url, 'http://x').searchParams.get('q') ?? ''] ?? []);
      if (url === '/api/update_trip/') return jsonResponse(quoteResponse({ stops: [{ poi_id: 11, name: 'Trogir', price: 30, time: 60 }] }));
      if (url === '/api/update_round_trip/') return jsonResponse({ ...quoteResponse(), round_trip_id: 4, round_trip_name: 'Krka waterfalls' });
      if (url === '/api/poi_categories/') return jsonResponse([]);
      if (url === '/api/list_vehicle_types/') return jsonResponse([]);
      if (url === '/api/list_drivers' || url === '/api/list_vehicles') return jsonResponse([]);
      if (url === '/api/trip/' || url.startsWith('/api/admin_update_trip/')) return save();
      throw new Error(`unexpected call ${url}`);
    }),
  );
  return calls;
}

function ShowLocation() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderForm(mode: { kind: 'new' } | { kind: 'edit'; trip: TripForEditing }, user: CurrentUser = agent, now = new Date('2030-06-01T08:00:00Z')) {
  return renderWithProviders(
    <Routes>
      <Route path="/form" element={<TripForm mode={mode} user={user} now={now} />} />
      <Route path="/trip/:reference" element={<ShowLocation />} />
    </Routes>,
    { route: '/form', user },
  );
}

const buttonNames = () =>
  within(screen.getByRole('group', { name: 'Save the trip' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

async function pickPlace(events: ReturnType<typeof renderForm>['events'], label: 'From' | 'To', query: string, option: string) {
  await events.type(screen.getByRole('combobox', { name: label }), query);
  await events.click(await screen.findByRole('option', { name: option }));
}

describe('the buttons by state (spec section 2)', () => {
  it('offers Save Quote and Book Trip on a new trip, and no staff panels', () => {
    stubApi();
    renderForm({ kind: 'new' }, staff);
    expect(buttonNames()).toEqual(['Save Quote', 'Book Trip']);
    expect(screen.queryByRole('heading', { name: 'Trip Status' })).toBeNull();
  });

  it('offers Update Quote and Book Trip on a draft', async () => {
    stubApi();
    renderForm({ kind: 'edit', trip: tripForEditing() });
    expect(buttonNames()).toEqual(['Update Quote', 'Book Trip']);
    expect(await screen.findByText('VZ-7K3Q9A')).toBeTruthy();
  });

  it('offers nothing to save on a trip the user may not change, and says why', () => {
    stubApi();
    renderForm({ kind: 'edit', trip: tripForEditing({ status: 'confirmed', is_draft: false, can_edit: false }) });
    expect(screen.queryByRole('group', { name: 'Save the trip' })).toBeNull();
    expect(screen.getByText(/Only staff can change a booked trip/)).toBeTruthy();
  });

  it('asks before Update Trip saves a booked trip, then opens the trip page', async () => {
    const calls = stubApi(() => jsonResponse({ trip_id: 42, reference: 'VZ-7K3Q9A', token: 'secret-token', status: 'confirmed' }));
    const { events } = renderForm({ kind: 'edit', trip: tripForEditing({ status: 'confirmed', is_draft: false }) }, staff);
    expect(buttonNames()).toEqual(['Update Trip']);
    expect(screen.getByRole('heading', { name: 'Trip Status' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Driver and vehicle' })).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Update Trip' }) as HTMLButtonElement).disabled).toBe(false));

    await events.click(screen.getByRole('button', { name: 'Update Trip' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Are you sure you want to make changes to trip?');
    expect(calls.some((c) => c.url.startsWith('/api/admin_update_trip/'))).toBe(false);

    await events.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByTestId('location')).textContent).toContain('/trip/VZ-7K3Q9A?token=secret-token');
    const saved = calls.find((c) => c.url === '/api/admin_update_trip/42/')!.body as BookingRequest;
    expect(saved).toMatchObject({ is_draft: false, status: 'confirmed', driver_id: null, vehicle_id: null, start_loc: { id: 101 } });
  });
});

describe('the conditional fields', () => {
  it('shows Flight number only with Airport pickup, and Child info only with Child seats', async () => {
    stubApi();
    const { events } = renderForm({ kind: 'new' });
    expect(screen.queryByRole('textbox', { name: 'Flight number' })).toBeNull();
    await events.click(screen.getByRole('checkbox', { name: 'Airport pickup' }));
    expect(screen.getByRole('textbox', { name: 'Flight number' })).toBeTruthy();
    await events.click(screen.getByRole('checkbox', { name: 'Airport pickup' }));
    expect(screen.queryByRole('textbox', { name: 'Flight number' })).toBeNull();

    expect(screen.queryByRole('textbox', { name: /Child info/ })).toBeNull();
    await events.click(screen.getByRole('checkbox', { name: 'Child seats' }));
    expect(screen.getByRole('textbox', { name: /Child info/ })).toBeTruthy();
  });

  it('hides the drop-off details for a round trip, and names it', () => {
    stubApi();
    renderForm({ kind: 'edit', trip: tripForEditing({ round_trip_id: 4, round_trip_name: 'Krka waterfalls', stops: [] }) });
    expect(screen.getByRole('textbox', { name: /Pickup details/ })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Drop-off details/ })).toBeNull();
    expect(screen.getByText('Krka waterfalls')).toBeTruthy();
  });
});

describe('validation and errors', () => {
  it('shows the country rule for Vienna to Munich and asks for no price', async () => {
    const calls = stubApi();
    const { events } = renderForm({ kind: 'new' });
    await pickPlace(events, 'From', 'Vienna', 'Vienna, Austria');
    await pickPlace(events, 'To', 'Munich', 'Munich, Germany');
    expect((await screen.findByRole('alert')).textContent).toContain('A trip must start or end in Croatia or Slovenia.');
    expect((screen.getByRole('button', { name: 'Update' }) as HTMLButtonElement).disabled).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls.some((c) => c.url === '/api/update_trip/')).toBe(false);
  });

  it('refuses a bad e-mail with the server’s message and sends nothing', async () => {
    const calls = stubApi();
    const { events } = renderForm({ kind: 'edit', trip: tripForEditing() });
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await events.clear(email);
    await events.type(email, 'jane@');
    await events.tab();
    expect(await screen.findByText('Invalid email')).toBeTruthy();
    await events.click(screen.getByRole('button', { name: 'Update Quote' }));
    expect(calls.some((c) => c.url.startsWith('/api/admin_update_trip/'))).toBe(false);
  });

  it('puts a 422 message on its field, toasts, and keeps what was typed', async () => {
    stubApi(() =>
      jsonResponse({ detail: [{ loc: ['body', 'pickup_date'], msg: 'The pickup date and time must be in the future.', type: 'value_error' }] }, 422),
    );
    const { events } = renderForm({ kind: 'edit', trip: tripForEditing() });
    await events.type(screen.getByRole('textbox', { name: 'Notes' }), 'Two suitcases');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Book Trip' }) as HTMLButtonElement).disabled).toBe(false));
    await events.click(screen.getByRole('button', { name: 'Book Trip' }));

    expect(await screen.findByText('The pickup date and time must be in the future.')).toBeTruthy();
    expect(await screen.findByText('Please try again later')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Notes' }) as HTMLTextAreaElement).value).toBe('Two suitcases');
  });

  it('shows any other failure as an unexpected error with its details', async () => {
    stubApi(() => jsonResponse({ detail: 'The deposit is paid: the route and price of this trip can no longer change.' }, 409));
    const { events } = renderForm({ kind: 'edit', trip: tripForEditing() });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Update Quote' }) as HTMLButtonElement).disabled).toBe(false));
    await events.click(screen.getByRole('button', { name: 'Update Quote' }));
    expect(await screen.findByText('An unexpected error has happened: The deposit is paid: the route and price of this trip can no longer change.')).toBeTruthy();
  });
});

describe('passengers (ADR 0016)', () => {
  it('keeps 12 as typed, says why it cannot be booked, and shows the limit and the custom trip link', async () => {
    stubApi();
    const { events } = renderForm({ kind: 'new' });
    const passengers = screen.getByRole('textbox', { name: /Passengers/ });
    expect(screen.getByText(/1 to 7 passengers\. Larger group\?/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a custom trip' }).getAttribute('href')).toBe('/contact');
    await events.clear(passengers);
    await events.type(passengers, '12');
    await events.tab();
    expect((passengers as HTMLInputElement).value).toBe('12');
    expect(await screen.findByText('Passengers must be between 1 and 7.')).toBeTruthy();
  });
});

describe('the default pickup', () => {
  it('is tomorrow 12:00 once today’s noon in Zagreb has passed', () => {
    stubApi();
    // 14:00 UTC is 16:00 in Zagreb on 1 June 2030.
    renderForm({ kind: 'new' }, agent, new Date('2030-06-01T14:00:00Z'));
    expect(screen.getByRole('button', { name: /Date/ }).textContent).toContain('June 2, 2030');
  });
});

describe('a booking needs the pickup details and a customer with a phone (ADR 0017, ADR 0060)', () => {
  it('Book Trip with none of them shows each field’s message and sends nothing', async () => {
    const calls = stubApi();
    const { events } = renderForm({ kind: 'new' });
    await events.click(screen.getByRole('button', { name: 'Book Trip' }));
    expect(await screen.findByText("Enter the customer's first name.")).toBeTruthy();
    expect(screen.getByText("Enter the customer's last name.")).toBeTruthy();
    expect(screen.getByText("Enter the customer's phone number: the driver calls it at the pickup.")).toBeTruthy();
    expect(screen.getByText('Enter the pickup address, hotel or meeting point, so the driver finds the customer.')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/trip/')).toBe(false);
  });
});
