import { updateTripInfoRequestSchema, type PublicTrip, type UpdateTripInfoRequest } from '@vozimo/contract';
import { fieldNamedByLastPart } from '../../../../lib/forms/form-messages.ts';
import { zodFormResolver } from '../../../../lib/forms/schema-resolver.ts';
import { tripInfoToSend } from '../../../../lib/forms/trip-info-to-send.ts';

/** The Edit modal's fields, flat: each is named as the last part of its API location (customer_email, notes…). */
export interface TripInfoFormValues {
  customer_first_name: string;
  customer_last_name: string;
  customer_phone: string;
  customer_email: string;
  notes: string;
  airport_pickup: boolean;
  flight_number: string;
  child_seats: boolean;
  child_info: string;
}

export const TRIP_INFO_FIELDS: ReadonlyArray<keyof TripInfoFormValues> = [
  'customer_first_name',
  'customer_last_name',
  'customer_phone',
  'customer_email',
  'notes',
  'airport_pickup',
  'flight_number',
  'child_seats',
  'child_info',
];

export function tripInfoFormValues(trip: PublicTrip): TripInfoFormValues {
  return {
    customer_first_name: trip.customer_first_name,
    customer_last_name: trip.customer_last_name,
    customer_phone: trip.customer_phone,
    customer_email: trip.customer_email,
    notes: trip.info.notes,
    airport_pickup: trip.info.airport_pickup,
    flight_number: trip.info.flight_number,
    child_seats: trip.info.child_seats,
    child_info: trip.info.child_info,
  };
}

/** The request body; a field hidden by its unticked box is sent empty, so no stale flight number stays behind. */
export function toUpdateTripInfoRequest(values: TripInfoFormValues): UpdateTripInfoRequest {
  return {
    customer_first_name: values.customer_first_name,
    customer_last_name: values.customer_last_name,
    customer_phone: values.customer_phone,
    customer_email: values.customer_email,
    info: tripInfoToSend(values),
  };
}

/** Where the modal shows a message: the field named by the last part of its location (['info', 'notes'] → notes). */
export const tripInfoFieldOf = fieldNamedByLastPart(TRIP_INFO_FIELDS);

/** Checks the form with the server's own schema and messages ('Invalid email format.'). */
export const validateTripInfoForm = zodFormResolver(updateTripInfoRequestSchema, { fieldOf: tripInfoFieldOf, toBody: toUpdateTripInfoRequest });
