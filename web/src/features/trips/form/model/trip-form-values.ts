import { defaultPickup, type Place, type TripForEditing, type TripInfoFields, type TripStatus } from '@vozimo/contract';

/** A picked place: the Location of spec section 3 plus its locality; `id` once it is stored with a trip. */
export type FormLocation = Place & { id?: number | null };

/** A chosen stop; the name is shown and sent, the price comes from the quote. */
export interface FormStop {
  poi_id: number;
  time: number;
  name: string;
}

/** Everything the trip form edits. Prices are never part of it: they come from the server's quote. */
export interface TripFormValues {
  start_loc: FormLocation | null;
  end_loc: FormLocation | null;
  start_loc_details: string;
  end_loc_details: string;
  /** Local calendar date, YYYY-MM-DD. */
  pickup_date: string;
  /** Local time, HH:MM. */
  pickup_time: string;
  /** NumberInput gives '' while the field is empty. */
  passengers: number | string;
  customer_first_name: string;
  customer_last_name: string;
  customer_email: string;
  customer_phone: string;
  info: TripInfoFields;
  stops: FormStop[];
  vehicle_type_id: number | null;
  /** Staff editing only (the Trip Status panel). */
  status: TripStatus | null;
  driver_id: number | null;
  vehicle_id: number | null;
}

export const EMPTY_INFO: TripInfoFields = { notes: '', airport_pickup: false, flight_number: '', child_seats: false, child_info: '' };

/** A new trip (spec sections 3 and 9): the next bookable 12:00 in Zagreb, one passenger, nothing else chosen. */
export function emptyTripForm(now: Date): TripFormValues {
  return {
    start_loc: null,
    end_loc: null,
    start_loc_details: '',
    end_loc_details: '',
    ...defaultPickup(now),
    passengers: 1,
    customer_first_name: '',
    customer_last_name: '',
    customer_email: '',
    customer_phone: '',
    info: { ...EMPTY_INFO },
    stops: [],
    vehicle_type_id: null,
    status: null,
    driver_id: null,
    vehicle_id: null,
  };
}

function storedLocation(location: TripForEditing['start_loc'], locality: string): FormLocation {
  return {
    id: location.id,
    formatted_address: location.formatted_address,
    place_id: location.place_id,
    lat: location.lat,
    lng: location.lng,
    country_short_name: location.country_short_name,
    country_long_name: location.country_long_name,
    // The town of the place; the trip's own From and To come from placeName when it is saved.
    locality: location.locality || locality,
  };
}

/** A saved trip (GET /api/trip/{tripId}) as form values. */
export function formValuesFromTrip(trip: TripForEditing): TripFormValues {
  return {
    start_loc: storedLocation(trip.start_loc, trip.start_locality),
    end_loc: storedLocation(trip.end_loc, trip.end_locality),
    start_loc_details: trip.start_loc_details,
    end_loc_details: trip.end_loc_details,
    pickup_date: trip.pickup_date,
    pickup_time: trip.pickup_time,
    passengers: trip.passengers,
    customer_first_name: trip.customer_first_name,
    customer_last_name: trip.customer_last_name,
    customer_email: trip.customer_email,
    customer_phone: trip.customer_phone,
    info: { ...trip.info },
    stops: trip.stops.map((s) => ({ poi_id: s.poi_id, time: s.time, name: s.name })),
    vehicle_type_id: trip.vehicle_type_id,
    status: trip.status,
    driver_id: trip.driver_id,
    vehicle_id: trip.vehicle_id,
  };
}

/** The whole number of passengers, or null while the field holds something else. */
export function passengerCount(value: number | string): number | null {
  const n = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  return Number.isInteger(n) ? n : null;
}
