import { z } from 'zod';
import { rowIdSchema } from '../common/ids.ts';
import { isEmailOrEmpty, trimmedText } from '../common/text-fields.ts';
import { tripStatusSchema } from '../common/trip-status.ts';
import {
  EMPTY_TRIP_INFO,
  localDateSchema,
  localTimeSchema,
  passengersSchema,
  tripInfoSchema,
  tripLocationSchema,
  tripStopInputSchema,
  type TripLocation,
} from './trip-fields.ts';
import { meetsCountryRule, missingCustomerContact, missingPickupDetails, TRIP_MESSAGES, type CustomerContact } from './trip-rules.ts';

/** Save Quote and Book Trip (spec sections 5 and 7); staff's edit form sends the same body. */

/**
 * What the form sends beside the trip: the quote it was priced with (trip_price_id) and what the
 * quote screen showed. Only trip_price_id is read; the rest (prices included) is ignored.
 */
export const tripExtraSchema = z.looseObject({
  trip_price_id: z.uuid(TRIP_MESSAGES.tripPriceId).nullable().optional(),
});

const bookingFields = {
  start_loc: tripLocationSchema,
  end_loc: tripLocationSchema,
  start_locality: trimmedText(200).default(''),
  end_locality: trimmedText(200).default(''),
  start_loc_details: trimmedText(500).default(''),
  end_loc_details: trimmedText(500).default(''),
  pickup_date: localDateSchema,
  pickup_time: localTimeSchema.default('12:00'),
  passengers: passengersSchema.default(1),
  customer_first_name: trimmedText(100).default(''),
  customer_last_name: trimmedText(100).default(''),
  customer_email: trimmedText(254).default(''),
  customer_phone: trimmedText(50).default(''),
  /** Save Quote sends true (a draft); Book Trip sends false (pending payment). */
  is_draft: z.boolean().default(false),
  info: tripInfoSchema.default(EMPTY_TRIP_INFO),
  stops: z.array(tripStopInputSchema).max(20).default([]),
  vehicle_type_id: rowIdSchema,
  round_trip_id: rowIdSchema.nullable().default(null),
  round_trip_name: trimmedText(200).default(''),
  extra: tripExtraSchema.default({}),
  // Staff-only fields of the edit form; the booking endpoint ignores them.
  status: tripStatusSchema.optional(),
  driver_id: rowIdSchema.nullable().optional(),
  vehicle_id: rowIdSchema.nullable().optional(),
};

type BookingShape = CustomerContact & {
  start_loc: TripLocation;
  start_loc_details: string;
  end_loc: TripLocation;
  is_draft: boolean;
  round_trip_id: number | null;
  round_trip_name: string;
};

/** The cross-field rules of spec section 5: country rule, e-mail, round trip name; a booking (not a quote) needs the pickup details and a customer with a phone (ADR 0017, ADR 0060). */
function checkBookingRules(value: BookingShape, ctx: z.core.$RefinementCtx<BookingShape>): void {
  if (!meetsCountryRule(value.start_loc.country_short_name, value.end_loc.country_short_name)) {
    ctx.addIssue({ code: 'custom', path: ['end_loc'], message: TRIP_MESSAGES.country });
  }
  if (!isEmailOrEmpty(value.customer_email)) {
    // The round trip form words it differently (spec section 5).
    const message = value.round_trip_id === null ? TRIP_MESSAGES.email : TRIP_MESSAGES.roundTripEmail;
    ctx.addIssue({ code: 'custom', path: ['customer_email'], message });
  }
  if (value.round_trip_id !== null && value.round_trip_name === '') {
    ctx.addIssue({ code: 'custom', path: ['round_trip_name'], message: TRIP_MESSAGES.roundTripName });
  }
  if (!value.is_draft) {
    for (const problem of [...missingPickupDetails(value), ...missingCustomerContact(value)]) {
      ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }
  }
}

/** POST /api/trip/ (Save Quote / Book Trip) and POST /api/admin_update_trip/{tripId}/. */
export const bookingRequestSchema = z.object(bookingFields).superRefine(checkBookingRules);
export type BookingRequest = z.input<typeof bookingRequestSchema>;
export type BookingRequestParsed = z.output<typeof bookingRequestSchema>;

export const bookingResponseSchema = z.object({ reference: z.string(), token: z.string() });
export type BookingResponse = z.infer<typeof bookingResponseSchema>;
