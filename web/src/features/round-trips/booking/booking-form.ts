import {
  bookingRequestSchema,
  isEmailOrEmpty,
  MAX_PASSENGERS,
  MIN_PASSENGERS,
  TRIP_MESSAGES,
  type BookingRequest,
  type RoundTrip,
} from '@vozimo/contract';
import { zagrebToday } from './zagreb-today.ts';

/** The round trip booking form; each field is named as the last part of its API location. */
export interface RoundTripFormValues {
  pickup_date: string | null;
  pickup_time: string;
  /** NumberInput gives '' while the box is empty. */
  passengers: number | string;
  start_loc_details: string;
  with_stop: boolean;
  customer_first_name: string;
  customer_last_name: string;
  customer_email: string;
  customer_phone: string;
  notes: string;
  airport_pickup: boolean;
  flight_number: string;
  child_seats: boolean;
  child_info: string;
}

export type RoundTripFormField = keyof RoundTripFormValues;
export type RoundTripFormErrors = Partial<Record<RoundTripFormField, string>>;

/** Spec sections 3 and 9: today, 12:00, one passenger. */
export function initialRoundTripFormValues(now: Date = new Date()): RoundTripFormValues {
  return {
    pickup_date: zagrebToday(now),
    pickup_time: '12:00',
    passengers: 1,
    start_loc_details: '',
    with_stop: false,
    customer_first_name: '',
    customer_last_name: '',
    customer_email: '',
    customer_phone: '',
    notes: '',
    airport_pickup: false,
    flight_number: '',
    child_seats: false,
    child_info: '',
  };
}

const FORM_FIELDS = Object.keys(initialRoundTripFormValues(new Date(0))) as RoundTripFormField[];

export function isFormField(name: string): name is RoundTripFormField {
  return (FORM_FIELDS as string[]).includes(name);
}

export const FORM_MESSAGES = {
  date: 'Choose the pickup date.',
  time: 'Choose the pickup time.',
} as const;

/** The passenger count when it is a whole number from 1 to 7, else null. */
export function validPassengers(value: number | string): number | null {
  const count = typeof value === 'number' ? value : Number.NaN;
  return Number.isInteger(count) && count >= MIN_PASSENGERS && count <= MAX_PASSENGERS ? count : null;
}

/** The field checks of spec section 5, with its words; the whole request is checked again on Book Trip. */
export function validateRoundTripForm(values: RoundTripFormValues): RoundTripFormErrors {
  const errors: RoundTripFormErrors = {};
  if (!values.pickup_date) errors.pickup_date = FORM_MESSAGES.date;
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(values.pickup_time)) errors.pickup_time = FORM_MESSAGES.time;
  if (validPassengers(values.passengers) === null) errors.passengers = TRIP_MESSAGES.passengers;
  if (!isEmailOrEmpty(values.customer_email.trim())) errors.customer_email = TRIP_MESSAGES.roundTripEmail;
  return errors;
}

export interface PricedChoice {
  tripPriceId: string;
  vehicleTypeId: number;
}

/** POST /api/trip/'s body: the round trip starts and ends at its own place, and is booked (not a draft). */
export function toBookingRequest(values: RoundTripFormValues, roundTrip: RoundTrip, priced: PricedChoice): BookingRequest {
  const place = roundTrip.start_loc;
  const stop = values.with_stop && roundTrip.stop ? [{ poi_id: roundTrip.stop.poi_id, time: roundTrip.stop.time, name: roundTrip.stop.name }] : [];
  return {
    start_loc: place,
    end_loc: place,
    start_locality: place.locality,
    end_locality: place.locality,
    start_loc_details: values.start_loc_details,
    end_loc_details: '',
    pickup_date: values.pickup_date ?? '',
    pickup_time: values.pickup_time,
    passengers: validPassengers(values.passengers) ?? Number(values.passengers),
    customer_first_name: values.customer_first_name,
    customer_last_name: values.customer_last_name,
    customer_email: values.customer_email,
    customer_phone: values.customer_phone,
    is_draft: false,
    info: {
      notes: values.notes,
      airport_pickup: values.airport_pickup,
      flight_number: values.airport_pickup ? values.flight_number : '',
      child_seats: values.child_seats,
      child_info: values.child_seats ? values.child_info : '',
    },
    stops: stop,
    vehicle_type_id: priced.vehicleTypeId,
    round_trip_id: roundTrip.round_trip_id,
    round_trip_name: roundTrip.name,
    extra: { trip_price_id: priced.tripPriceId },
  };
}

/** Messages by form field, and those that belong to no field (shown by the Book Trip button). */
export interface SortedErrors {
  fields: RoundTripFormErrors;
  other: string[];
}

/** Sorts field messages (keyed by the last part of their location) into the form's fields and the rest. */
export function sortFieldErrors(fieldErrors: Record<string, string>): SortedErrors {
  const sorted: SortedErrors = { fields: {}, other: [] };
  for (const [name, message] of Object.entries(fieldErrors)) {
    if (isFormField(name)) sorted.fields[name] ??= message;
    else if (!sorted.other.includes(message)) sorted.other.push(message);
  }
  return sorted;
}

/** The server's own checks of the booking (spec section 5 messages: 'Round trip name is required', …) before sending. */
export function checkBookingRequest(body: BookingRequest): SortedErrors {
  const result = bookingRequestSchema.safeParse(body);
  if (result.success) return { fields: {}, other: [] };
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[issue.path.length - 1] ?? '');
    byField[name] ??= issue.message;
  }
  return sortFieldErrors(byField);
}
