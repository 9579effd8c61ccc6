import { bookingRequestSchema } from '@vozimo/contract';
import { describe, expect, it } from 'vitest';
import { DUBROVNIK, quoteResponse, SPLIT, tripForEditing } from '../test/fixtures.ts';
import { buildBookingPayload, type PayloadContext } from './booking-payload.ts';
import { emptyTripForm, formValuesFromTrip, type TripFormValues } from './trip-form-values.ts';
import { quoteFromTransfer } from './trip-quote.ts';

const quote = quoteFromTransfer(quoteResponse({ stops: [{ poi_id: 11, name: 'Trogir', price: 30, time: 60 }] }));

const filled: TripFormValues = {
  ...emptyTripForm(new Date('2030-06-01T08:00:00Z')),
  start_loc: SPLIT,
  end_loc: DUBROVNIK,
  start_loc_details: 'Hotel Park',
  end_loc_details: 'Villa Dubrovnik',
  passengers: 2,
  customer_first_name: 'Jane',
  customer_last_name: 'Doe',
  customer_email: 'jane@example.com',
  customer_phone: '+385 91 555 0100',
  stops: [{ poi_id: 11, time: 60, name: 'Trogir' }],
  vehicle_type_id: 3,
};

const context = (more: Partial<PayloadContext> = {}): PayloadContext => ({ action: 'book', quote, staffPanels: false, roundTrip: null, ...more });

describe('buildBookingPayload', () => {
  it('names an airport pickup by the airport, not by the town it serves (issue 30, point 4)', () => {
    const airport = { ...SPLIT, formatted_address: 'Split Airport (SPU), Croatia', place_id: 'airport:SPU', lat: 43.5389, lng: 16.298 };
    const payload = buildBookingPayload({ ...filled, start_loc: airport }, context());
    expect(payload.start_locality).toBe('Split Airport (SPU)');
    expect(payload.start_loc.locality).toBe('Split');
  });

  it('sends the places, their localities, the stops and the quote id, and passes the contract’s schema', () => {
    const payload = buildBookingPayload(filled, context());
    expect(payload).toMatchObject({
      start_loc: { formatted_address: 'Split, Croatia', place_id: 'geonames:3190261', country_short_name: 'HR', locality: 'Split' },
      end_loc: { formatted_address: 'Dubrovnik, Croatia' },
      start_locality: 'Split',
      end_locality: 'Dubrovnik',
      pickup_date: '2030-06-01',
      pickup_time: '12:00',
      passengers: 2,
      stops: [{ poi_id: 11, time: 60, name: 'Trogir' }],
      vehicle_type_id: 3,
      round_trip_id: null,
      extra: { trip_price_id: quote.tripPriceId, selected_vehicle_type: 3, passengers: 2, distance: 230_000, duration: 11_400 },
    });
    expect(payload).not.toHaveProperty('status');
    expect(payload).not.toHaveProperty('driver_id');
    expect(bookingRequestSchema.safeParse(payload).success).toBe(true);
  });

  it.each([
    ['save-quote', true],
    ['update-quote', true],
    ['book', false],
    ['update-trip', false],
  ] as const)('%s sends is_draft %s', (action, draft) => {
    expect(buildBookingPayload(filled, context({ action })).is_draft).toBe(draft);
  });

  it.each<[string, TripFormValues['info'], Partial<TripFormValues['info']>]>([
    ['airport pickup ticked keeps the flight number', { notes: 'n', airport_pickup: true, flight_number: 'OU 660', child_seats: false, child_info: 'twins, 3' }, { flight_number: 'OU 660', child_info: '' }],
    ['airport pickup unticked drops it', { notes: '', airport_pickup: false, flight_number: 'OU 660', child_seats: true, child_info: 'twins, 3' }, { flight_number: '', child_info: 'twins, 3' }],
  ])('%s', (_what, info, expected) => {
    expect(buildBookingPayload({ ...filled, info }, context()).info).toMatchObject(expected);
  });

  it('sends no drop-off details for a round trip, and its id and name', () => {
    const payload = buildBookingPayload(filled, context({ roundTrip: { id: 4, name: 'Krka waterfalls' } }));
    expect(payload).toMatchObject({ end_loc_details: '', round_trip_id: 4, round_trip_name: 'Krka waterfalls' });
  });

  it('keeps the stored place ids when editing, and sends the staff panels only when shown', () => {
    const trip = tripForEditing({ status: 'confirmed', is_draft: false, driver_id: 3, vehicle_id: 8 });
    const values = formValuesFromTrip(trip);
    const staff = buildBookingPayload(values, context({ action: 'update-trip', quote: null, staffPanels: true }));
    expect(staff).toMatchObject({ start_loc: { id: 101 }, end_loc: { id: 102 }, status: 'confirmed', driver_id: 3, vehicle_id: 8, extra: { trip_price_id: null } });
    expect(buildBookingPayload(values, context({ quote: null }))).not.toHaveProperty('driver_id');
  });

  it('sends nothing the schema would take for a price when no quote or vehicle is chosen', () => {
    const payload = buildBookingPayload({ ...filled, vehicle_type_id: null }, context({ quote: null }));
    expect(payload.extra).toEqual({ trip_price_id: null });
    expect(bookingRequestSchema.safeParse(payload).success).toBe(false);
  });
});
