import {
  bookingRequestSchema,
  defaultPickup,
  isEmailOrEmpty,
  placeName,
  TRIP_MESSAGES,
  type BookingRequest,
  type RoundTrip,
} from '@vozimo/contract';
import { z } from 'zod';
import { fieldNamedByLastPart, type FormMessages } from '../../../lib/forms/form-messages.ts';
import { schemaMessages, zodFormResolver } from '../../../lib/forms/schema-resolver.ts';
import { tripInfoToSend } from '../../../lib/forms/trip-info-to-send.ts';

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

/** Spec sections 3 and 9: the next bookable 12:00 in Zagreb (today's while it is ahead), one passenger. */
export function initialRoundTripFormValues(now: Date = new Date()): RoundTripFormValues {
  return {
    ...defaultPickup(now),
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

/** Where the form shows a message: the field named by the last part of its location (['info', 'notes'] → notes). */
export const roundTripFieldOf = fieldNamedByLastPart(Object.keys(initialRoundTripFormValues(new Date(0))));

export const FORM_MESSAGES = {
  date: 'Choose the pickup date.',
  time: 'Choose the pickup time.',
} as const;

/** The booking's own passengers rule (a whole number from 1 to 7) and message. */
const passengersSchema = bookingRequestSchema.shape.passengers;

/** The passenger count when it is a whole number from 1 to 7, else null. */
export function validPassengers(value: number | string): number | null {
  const result = passengersSchema.safeParse(value);
  return result.success ? result.data : null;
}

/**
 * The field checks of spec section 5 while the form is filled in, in this form's words (the request
 * needs a price first); the whole request is checked with the booking schema on Book Trip.
 */
const roundTripFieldsSchema = z.object({
  pickup_date: z.string({ error: FORM_MESSAGES.date }).min(1, FORM_MESSAGES.date),
  pickup_time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, FORM_MESSAGES.time),
  passengers: passengersSchema,
  customer_email: z.string().refine((email) => isEmailOrEmpty(email.trim()), TRIP_MESSAGES.roundTripEmail),
});

export const validateRoundTripForm = zodFormResolver<RoundTripFormValues>(roundTripFieldsSchema, { fieldOf: roundTripFieldOf });

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
    start_locality: placeName(place),
    end_locality: placeName(place),
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
    info: tripInfoToSend(values),
    stops: stop,
    vehicle_type_id: priced.vehicleTypeId,
    round_trip_id: roundTrip.round_trip_id,
    round_trip_name: roundTrip.name,
    extra: { trip_price_id: priced.tripPriceId },
  };
}

/** The server's own checks of the booking (spec section 5 messages: 'Round trip name is required', …) before sending. */
export function checkBookingRequest(body: BookingRequest): FormMessages {
  return schemaMessages(bookingRequestSchema, body, roundTripFieldOf);
}
