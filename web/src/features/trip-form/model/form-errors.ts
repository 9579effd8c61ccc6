import { bookingRequestSchema, TRIP_MESSAGES } from '@vozimo/contract';
import { isApiError } from '../../../lib/api-client.ts';
import { buildBookingPayload, type PayloadContext } from './booking-payload.ts';
import type { TripFormValues } from './trip-form-values.ts';

/** The form's fields that can carry a message, as @mantine/form paths. */
const FORM_FIELDS = new Set([
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
]);

/** Fields whose problems are shown in the Vehicle section (the price). */
export const PRICE_FIELDS = ['extra.trip_price_id', 'vehicle_type_id'] as const;

export const UNEXPECTED_ERROR_PREFIX = 'An unexpected error has happened:';

/**
 * The form field a message belongs to, from a 422 `loc` (without its leading "body") or a zod path:
 * the longest leading part that names a field, so ['start_loc', 'lat'] lands on the From picker and
 * ['stops', 0, 'time'] on the stops. Null: no field shows it, it is a global error.
 */
export function formFieldOfLoc(loc: readonly (string | number | symbol)[]): string | null {
  const parts = loc.map(String);
  for (let length = parts.length; length > 0; length -= 1) {
    const path = parts.slice(0, length).join('.');
    if (FORM_FIELDS.has(path)) return path;
  }
  return null;
}

/**
 * The contract's booking schema run on what would be sent: the same messages as the server
 * ('Invalid email', the country rule, passengers …). The price fields are checked by the caller,
 * which knows whether a fresh quote is needed.
 */
export function validateTripValues(values: TripFormValues, roundTrip: PayloadContext['roundTrip']): Record<string, string> {
  const payload = buildBookingPayload(values, { action: 'book', quote: null, staffPanels: false, roundTrip });
  const result = bookingRequestSchema.safeParse(payload);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = formFieldOfLoc(issue.path);
    if (field === null || field === 'vehicle_type_id' || field === 'extra.trip_price_id') continue;
    errors[field] ??= issue.message;
  }
  return errors;
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
  if (isApiError(error) && error.issues.length > 0) {
    const fieldErrors: Record<string, string> = {};
    const global: string[] = [];
    for (const issue of error.issues) {
      const loc = issue.loc[0] === 'body' ? issue.loc.slice(1) : issue.loc;
      const field = formFieldOfLoc(loc);
      if (field === null) global.push(issue.msg);
      else fieldErrors[field] ??= issue.msg;
    }
    return { fieldErrors, globalError: global.length > 0 ? global.join(' ') : null };
  }
  const details = error instanceof Error ? error.message : String(error);
  return { fieldErrors: {}, globalError: `${UNEXPECTED_ERROR_PREFIX} ${details}` };
}

/** Why a price could not be calculated, in the server's words where it gave any. */
export function describeQuoteFailure(error: unknown): string {
  if (isApiError(error)) {
    if (error.issues.length > 0) return error.issues.map((issue) => issue.msg).join(' ');
    if (error.globalErrors.length > 0) return error.globalErrors.join(' ');
  }
  return 'The price could not be calculated. Press Update to try again.';
}
