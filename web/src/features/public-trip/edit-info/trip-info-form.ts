import { updateTripInfoRequestSchema, type PublicTrip, type UpdateTripInfoRequest } from '@vozimo/contract';

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
    info: {
      notes: values.notes,
      airport_pickup: values.airport_pickup,
      flight_number: values.airport_pickup ? values.flight_number : '',
      child_seats: values.child_seats,
      child_info: values.child_seats ? values.child_info : '',
    },
  };
}

function isFormField(name: string): name is keyof TripInfoFormValues {
  return (TRIP_INFO_FIELDS as readonly string[]).includes(name);
}

/** Checks the form with the server's own schema and messages ('Invalid email format.'). */
export function validateTripInfoForm(values: TripInfoFormValues): Partial<Record<keyof TripInfoFormValues, string>> {
  const result = updateTripInfoRequestSchema.safeParse(toUpdateTripInfoRequest(values));
  if (result.success) return {};
  const errors: Partial<Record<keyof TripInfoFormValues, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[issue.path.length - 1] ?? '');
    if (isFormField(field)) errors[field] ??= issue.message;
  }
  return errors;
}

/** A server's 422 field messages split into the form's fields and the rest (shown above the buttons). */
export function splitServerErrors(fieldErrors: Record<string, string>): {
  fields: Partial<Record<keyof TripInfoFormValues, string>>;
  other: string[];
} {
  const fields: Partial<Record<keyof TripInfoFormValues, string>> = {};
  const other: string[] = [];
  for (const [name, message] of Object.entries(fieldErrors)) {
    if (isFormField(name)) fields[name] = message;
    else other.push(message);
  }
  return { fields, other };
}
