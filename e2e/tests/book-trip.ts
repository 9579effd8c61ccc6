import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, expect, type DemoUser } from './fixtures.ts';

/** Signs an API request context in (its own cookies, apart from the page's); returns its CSRF token. */
export async function signInRequest(request: APIRequestContext, username: DemoUser): Promise<string> {
  await request.get('/api/health/');
  const csrf = (await request.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
  const response = await request.post('/api/auth/', { data: { username, password: DEMO_PASSWORD }, headers: { 'X-CSRFToken': csrf } });
  expect(response.status(), await response.text()).toBe(200);
  return csrf;
}

export function zagrebDateInDays(days: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zagreb', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    new Date(Date.now() + days * 86_400_000),
  );
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export interface BookedTrip {
  reference: string;
  token: string;
  url: string;
}

export interface BookingOptions {
  draft?: boolean;
  /** The agent who books (default 'agent'). */
  agent?: DemoUser;
  customer?: { customer_first_name?: string; customer_last_name?: string; customer_email?: string; customer_phone?: string };
}

/** A fresh trip of the agent's (a round trip from Split, as the booking form books it), so tests may change it freely. */
export async function bookTripAsAgent(request: APIRequestContext, options: BookingOptions = {}): Promise<BookedTrip> {
  const csrf = await signInRequest(request, options.agent ?? 'agent');
  const headers = { 'X-CSRFToken': csrf };
  const list = (await (await request.get('/api/round_trips/')).json()) as { items: Array<{ round_trip_id: number; name: string; start_loc: { locality: string } }> };
  const roundTrip = list.items.find((r) => r.name.startsWith('Plitvice'))!;
  const quoteResponse = await request.post('/api/update_round_trip/', { data: { round_trip_id: roundTrip.round_trip_id, passengers: 2 }, headers });
  expect(quoteResponse.status(), await quoteResponse.text()).toBe(200);
  const quote = (await quoteResponse.json()) as { trip_price_id: string; selected_vehicle_type: number };
  const response = await request.post('/api/trip/', {
    headers,
    data: {
      start_loc: roundTrip.start_loc,
      end_loc: roundTrip.start_loc,
      start_locality: roundTrip.start_loc.locality,
      end_locality: roundTrip.start_loc.locality,
      start_loc_details: 'Hotel Park, Put Firula 2',
      pickup_date: zagrebDateInDays(40),
      pickup_time: '08:30',
      passengers: 2,
      customer_first_name: 'Iva',
      customer_last_name: 'Kovač',
      customer_email: 'iva.kovac@example.com',
      customer_phone: '',
      is_draft: options.draft ?? false,
      vehicle_type_id: quote.selected_vehicle_type,
      round_trip_id: roundTrip.round_trip_id,
      round_trip_name: roundTrip.name,
      extra: { trip_price_id: quote.trip_price_id },
      ...options.customer,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { reference, token } = (await response.json()) as { reference: string; token: string };
  return { reference, token, url: `/trip/${reference}?token=${encodeURIComponent(token)}` };
}
