import type { BookingRequest, UpdateTripResponse } from '@vozimo/contract';
import type { HttpSession } from './http-session.ts';
import { DUBROVNIK, SPLIT } from './quote-places.ts';

/** Split → Dubrovnik on 14 June 2030 as the trip form sends it for `quote`; `change` overrides fields. */
export function splitToDubrovnikBooking(quote: UpdateTripResponse, change: Partial<BookingRequest> = {}): BookingRequest {
  return {
    start_loc: SPLIT,
    end_loc: DUBROVNIK,
    start_locality: 'Split',
    end_locality: 'Dubrovnik',
    start_loc_details: 'Hotel Park, Hatzeov perivoj 3',
    end_loc_details: '',
    pickup_date: '2030-06-14T10:00:00.000Z',
    pickup_time: '09:30',
    passengers: 3,
    customer_first_name: 'Marta',
    customer_last_name: 'Kovač',
    customer_email: 'marta@example.com',
    customer_phone: '+385 91 123 4567',
    is_draft: false,
    info: { notes: '', airport_pickup: false, flight_number: '', child_seats: false, child_info: '' },
    stops: [],
    vehicle_type_id: quote.selected_vehicle_type,
    round_trip_id: null,
    round_trip_name: '',
    extra: { trip_price_id: quote.trip_price_id, vehicle_types: quote.vehicle_types, stops: quote.stops },
    ...change,
  };
}

/** Prices Split → Dubrovnik (3 passengers) the way the form's Update button does. */
export async function quoteSplitToDubrovnik(session: HttpSession): Promise<UpdateTripResponse> {
  const priced = await session.request('POST', '/api/update_trip/', { start_loc: SPLIT, end_loc: DUBROVNIK, passengers: 3, stops: [] });
  if (priced.statusCode !== 200) throw new Error(`pricing failed: ${priced.statusCode} ${priced.body}`);
  return priced.json();
}

/**
 * Prices Split → Dubrovnik and books it through the API as the trip form does (Update, then Book
 * Trip); answers the booking's HTTP response. `change` overrides fields of the form.
 */
export async function bookSplitToDubrovnik(session: HttpSession, change: Partial<BookingRequest> = {}) {
  return session.request('POST', '/api/trip/', splitToDubrovnikBooking(await quoteSplitToDubrovnik(session), change));
}
