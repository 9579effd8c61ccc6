import type { APIRequestContext } from '@playwright/test';
import { addDays, zagrebToday } from '@vozimo/contract';
import { expect } from './fixtures.ts';
import { signInRequest, type DemoUser } from './sign-in.ts';

/**
 * Trips a test makes for itself through the API, as the screens would make them: an agent books,
 * staff confirm, complete and assign. Each helper signs its request context in as the user who
 * acts (a context holds one session), so the calls can follow each other in any order.
 */

type WriteHeaders = { 'X-CSRFToken': string };

/** A date on Zagreb's calendar, `days` from today. */
export function zagrebDateInDays(days: number): string {
  return addDays(zagrebToday(), days);
}

export interface BookedTrip {
  tripId: number;
  reference: string;
  token: string;
  /** The public trip page, token and all. */
  url: string;
}

export interface BookingOptions {
  draft?: boolean;
  /** The agent who books (default 'agent'). */
  agent?: DemoUser;
  /** Local pickup date 'YYYY-MM-DD' (default: 40 days from today). */
  pickupDate?: string;
  /** Local pickup time 'HH:MM' (default: 08:30). */
  pickupTime?: string;
  customer?: { customer_first_name?: string; customer_last_name?: string; customer_email?: string; customer_phone?: string };
}

/** A fresh trip of the agent's (a round trip from Split, as the booking form books it), so tests may change it freely. */
export async function bookTripAsAgent(request: APIRequestContext, options: BookingOptions = {}): Promise<BookedTrip> {
  const headers = await signInRequest(request, options.agent ?? 'agent');
  return bookTrip(request, headers, options);
}

/** `count` fresh trips of one agent's, with one sign-in. */
export async function bookTripsAsAgent(request: APIRequestContext, count: number, options: BookingOptions = {}): Promise<BookedTrip[]> {
  const headers = await signInRequest(request, options.agent ?? 'agent');
  const trips: BookedTrip[] = [];
  for (let i = 0; i < count; i++) trips.push(await bookTrip(request, headers, options));
  return trips;
}

async function bookTrip(request: APIRequestContext, headers: WriteHeaders, options: BookingOptions): Promise<BookedTrip> {
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
      pickup_date: options.pickupDate ?? zagrebDateInDays(40),
      pickup_time: options.pickupTime ?? '08:30',
      passengers: 2,
      customer_first_name: 'Iva',
      customer_last_name: 'Kovač',
      customer_email: 'iva.kovac@example.com',
      customer_phone: '+385 91 222 3344',
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
  const publicTrip = await request.get(`/api/public/trip/${reference}?token=${encodeURIComponent(token)}`);
  expect(publicTrip.status(), await publicTrip.text()).toBe(200);
  const { trip_id: tripId } = (await publicTrip.json()) as { trip_id: number };
  return { tripId, reference, token, url: `/trip/${reference}?token=${encodeURIComponent(token)}` };
}

/** Staff offer a booked trip nobody drives yet to the driver companies, as the trip page's 'Offer to drivers' does. */
export async function offerTripAsStaff(request: APIRequestContext, trip: BookedTrip): Promise<void> {
  const headers = await signInRequest(request, 'staff');
  const response = await request.post(`/api/offer_trip/${trip.tripId}/`, { headers });
  expect(response.status(), await response.text()).toBe(200);
}

/** What staff change in the trip form's status and driver panels. */
export interface StaffTripChanges {
  status?: 'confirmed' | 'completed';
  driver_id?: number;
  vehicle_id?: number;
}

/** Saves the trip form as staff do: the trip as stored, with `changes` on top. */
async function saveTripFormAsStaff(request: APIRequestContext, headers: WriteHeaders, trip: BookedTrip, changes: StaffTripChanges): Promise<void> {
  const stored = await request.get(`/api/trip/${trip.tripId}`);
  expect(stored.status(), await stored.text()).toBe(200);
  const response = await request.post(`/api/admin_update_trip/${trip.tripId}/`, { headers, data: { ...(await stored.json()), ...changes } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Staff confirm a booked trip by hand (as when its deposit arrived), and complete it if asked. */
export async function moveTripAsStaff(request: APIRequestContext, trip: BookedTrip, status: 'confirmed' | 'completed'): Promise<void> {
  const headers = await signInRequest(request, 'staff');
  // A trip is completed only once it is confirmed.
  await saveTripFormAsStaff(request, headers, trip, { status: 'confirmed' });
  if (status === 'completed') await saveTripFormAsStaff(request, headers, trip, { status: 'completed' });
}

/** Staff assign the driver of this name, with a vehicle of the driver's company (their usual one when they have one). */
export async function assignDriverAsStaff(request: APIRequestContext, trip: BookedTrip, driverName: string): Promise<void> {
  const headers = await signInRequest(request, 'staff');
  const drivers = (await (await request.get('/api/list_drivers')).json()) as Array<{ driver_id: number; driver_name: string; company: number }>;
  const driver = drivers.find((d) => d.driver_name === driverName);
  expect(driver, `a driver named ${driverName}`).toBeDefined();
  const vehicles = (await (await request.get('/api/list_vehicles')).json()) as Array<{ vehicle_id: number; company: number; driver: number | null }>;
  const vehicle = vehicles.find((v) => v.driver === driver!.driver_id) ?? vehicles.find((v) => v.company === driver!.company);
  expect(vehicle, `a vehicle of ${driverName}'s company`).toBeDefined();
  await saveTripFormAsStaff(request, headers, trip, { driver_id: driver!.driver_id, vehicle_id: vehicle!.vehicle_id });
}
