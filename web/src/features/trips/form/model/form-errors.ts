import { bookingRequestSchema, TRIP_MESSAGES } from '@vozimo/contract';
import { isApiError } from '../../../../lib/api-client.ts';
import { fieldAtPath } from '../../../../lib/forms/form-messages.ts';
import { zodFormResolver } from '../../../../lib/forms/schema-resolver.ts';
import { serverFormMessages, unexpectedFailureMessage } from '../../../../lib/forms/server-messages.ts';
import { buildBookingPayload, type PayloadContext } from './booking-payload.ts';
import type { SubmitAction } from './submit-actions.ts';
import type { TripFormValues } from './trip-form-values.ts';

/** The form's fields that can carry a message, as @mantine/form paths. */
const FORM_FIELDS = [
  'start_loc',
  'end_loc',
  'start_loc_details',
  'end_loc_details',
  'pickup_date',
  'pickup_time',
  'passengers',
  'customer_first_name',
  'customer_last_name',
  'customer_email',
  'customer_phone',
  'info.notes',
  'info.airport_pickup',
  'info.flight_number',
  'info.child_seats',
  'info.child_info',
  'stops',
  'vehicle_type_id',
  'extra.trip_price_id',
  'status',
  'driver_id',
  'vehicle_id',
];

/** Fields whose problems are shown in the Vehicle section (the price). */
export const PRICE_FIELDS = ['extra.trip_price_id', 'vehicle_type_id'] as const;

/**
 * The form field a message belongs to, from a 422 `loc` (without its leading "body") or a zod path:
 * the longest leading part that names a field, so ['start_loc', 'lat'] lands on the From picker and
 * ['stops', 0, 'time'] on the stops. Null: no field shows it, it is a global error.
 */
export const formFieldOfLoc = fieldAtPath(FORM_FIELDS);

/** Before saving, the price fields are left to the caller, which knows whether a fresh quote is needed. */
const fieldCheckedBeforeSaving = fieldAtPath(FORM_FIELDS.filter((field) => !(PRICE_FIELDS as readonly string[]).includes(field)));

/**
 * The form's `validate`: the contract's booking schema run on what would be sent, with the same
 * messages as the server ('Invalid email', the country rule, passengers …), for the button pressed:
 * a booking needs the customer, a quote does not (ADR 0017); while typing, a quote's rules.
 */
export function tripFormResolver(roundTrip: PayloadContext['roundTrip'], action: SubmitAction = 'save-quote') {
  return zodFormResolver<TripFormValues>(bookingRequestSchema, {
    fieldOf: fieldCheckedBeforeSaving,
    toBody: (values) => buildBookingPayload(values, { action, quote: null, staffPanels: false, roundTrip }),
  });
}

/** The price problem to show before saving, or null: a price is needed and there is none for this route. */
export function missingPriceError(priceNeeded: boolean, hasQuote: boolean, vehicleTypeId: number | null): string | null {
  if (!priceNeeded) return null;
  return hasQuote && vehicleTypeId !== null ? null : TRIP_MESSAGES.tripPriceId;
}

export interface SaveFailure {
  fieldErrors: Record<string, string>;
  globalError: string | null;
}

/**
 * Spec section 8, a failed save: a `detail` list puts each message on the field its loc names
 * (messages of no field are global); anything else is 'An unexpected error has happened:' and the details.
 */
export function describeSaveFailure(error: unknown): SaveFailure {
  const messages = serverFormMessages(error, formFieldOfLoc);
  if (messages) return { fieldErrors: messages.fields, globalError: messages.other.length > 0 ? messages.other.join(' ') : null };
  return { fieldErrors: {}, globalError: unexpectedFailureMessage(error) };
}

/** Why a price could not be calculated, in the server's words where it gave any. */
export function describeQuoteFailure(error: unknown): string {
  if (isApiError(error)) {
    if (error.issues.length > 0) return error.issues.map((issue) => issue.msg).join(' ');
    if (error.globalErrors.length > 0) return error.globalErrors.join(' ');
  }
  return 'The price could not be calculated. Press Update to try again.';
}
