import { z } from 'zod';
import { moneyStringSchema } from './money.ts';
import { cardProcessorSchema } from './card-processor.ts';
import { tripStatusFilterSchema, tripStatusSchema } from './trip-status.ts';

/** Month of the local (Europe/Zagreb) pickup date. */
export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must look like 2026-06');

/** GET /api/trips/ query: limit, offset, month, repeated status. */
export const listTripsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
  month: monthSchema.optional(),
  status: z
    .union([tripStatusFilterSchema, z.array(tripStatusFilterSchema)])
    .optional()
    .transform((s) => (s === undefined ? [] : Array.isArray(s) ? s : [s])),
});
export type ListTripsQuery = z.input<typeof listTripsQuerySchema>;

/** One row of the trips table (spec section 3, "Trip list row"). */
export const tripListRowSchema = z.object({
  trip_id: z.number().int(),
  reference: z.string().nullable(),
  token: z.string(),
  status: tripStatusSchema,
  start_locality: z.string(),
  end_locality: z.string(),
  /** Local date, YYYY-MM-DD. */
  pickup_date: z.string(),
  /** Local time, HH:MM. */
  pickup_time: z.string(),
  customer_first_name: z.string(),
  customer_last_name: z.string(),
  agent_name: z.string(),
  driver_name: z.string(),
  price_gross: moneyStringSchema,
  price_net: moneyStringSchema,
  agency_fee: moneyStringSchema,
  driver_gross: moneyStringSchema,
  deposit_gross: moneyStringSchema,
  bulk_payment: z.number().int().nullable(),
});
export type TripListRow = z.infer<typeof tripListRowSchema>;

export const listTripsResponseSchema = z.object({ items: z.array(tripListRowSchema), count: z.number().int() });
export type ListTripsResponse = z.infer<typeof listTripsResponseSchema>;

/** GET /api/stats/?month=YYYY-MM (spec section 3, "Stats"). */
export const statsQuerySchema = z.object({ month: monthSchema.optional() });
export const statsResponseSchema = z.object({
  completed_trips: z.number().int(),
  created_trips: z.number().int(),
  customers: z.number().int(),
  driver_gross: moneyStringSchema.nullable(),
  agency_fee: moneyStringSchema.nullable(),
  price_gross: moneyStringSchema.nullable(),
  deposit_gross: moneyStringSchema.nullable(),
  price_net: moneyStringSchema.nullable(),
});
export type StatsResponse = z.infer<typeof statsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Booking, editing and the public trip page (spec sections 3, 5 and 7).
// ---------------------------------------------------------------------------------------------

/** Countries a trip must start or end in (spec section 9). */
export const TRIP_HOME_COUNTRIES = ['HR', 'SI'] as const;

export const TRIP_MESSAGES = {
  country: 'A trip must start or end in Croatia or Slovenia.',
  email: 'Invalid email',
  roundTripEmail: 'Invalid email format',
  infoEmail: 'Invalid email format.',
  roundTripName: 'Round trip name is required',
  passengers: 'Passengers must be between 1 and 7.',
  pickupInPast: 'The pickup date and time must be in the future.',
  date: 'Give the date as YYYY-MM-DD.',
  time: 'Give the time as HH:MM.',
  tripPriceId: 'Press Update to calculate the price first.',
} as const;

export const MIN_PASSENGERS = 1;
export const MAX_PASSENGERS = 7;

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);

/**
 * The country rule (spec section 5): when both countries are known, one of them must be HR or SI.
 * An unknown country (empty code) does not fail it; the places search always gives one.
 */
export function meetsCountryRule(startCountry: string, endCountry: string): boolean {
  if (startCountry === '' || endCountry === '') return true;
  const home: readonly string[] = TRIP_HOME_COUNTRIES;
  return home.includes(startCountry.toUpperCase()) || home.includes(endCountry.toUpperCase());
}

/** Empty, or something that looks like an e-mail address (the check is done with the message in context). */
export function isEmailOrEmpty(value: string): boolean {
  return value === '' || z.regexes.email.test(value);
}

/** A city-level pick of the trip form (spec section 3, Location); `id` is the stored place, when editing. */
export const tripLocationSchema = z.object({
  id: z.number().int().positive().nullable().optional(),
  formatted_address: text(500).min(1, 'Choose a place.'),
  place_id: text(300).default(''),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  country_short_name: text(2).toUpperCase().default(''),
  country_long_name: text(100).default(''),
  locality: text(200).optional(),
});
export type TripLocation = z.infer<typeof tripLocationSchema>;

/** The form's "Additional Information" (and the airport pickup of "Basic information"). */
export const tripInfoSchema = z.object({
  notes: text(2000).default(''),
  airport_pickup: z.boolean().default(false),
  flight_number: text(20).default(''),
  child_seats: z.boolean().default(false),
  child_info: text(500).default(''),
});
export type TripInfoFields = z.infer<typeof tripInfoSchema>;

/** A chosen stop as the form sends it; name and price are shown, the server prices from the quote. */
export const tripStopInputSchema = z.object({
  poi_id: z.number().int().positive(),
  time: z.number().int().min(0).max(24 * 60),
  name: z.string().max(300).optional(),
});

/** Local (Europe/Zagreb) calendar date: 'YYYY-MM-DD', or an ISO instant (the date picker's noon) read in Zagreb. */
export const localDateSchema = z.string().transform((value, ctx) => {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : zagrebDateOfInstant(value);
  if (date === null || !isRealCalendarDate(date)) {
    ctx.addIssue({ code: 'custom', message: TRIP_MESSAGES.date });
    return z.NEVER;
  }
  return date;
});

/** Local time 'HH:MM' (seconds, if sent, are dropped). */
export const localTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, TRIP_MESSAGES.time)
  .transform((t) => t.slice(0, 5));

function isRealCalendarDate(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

function zagrebDateOfInstant(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Zagreb',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const passengersSchema = z
  .number({ error: TRIP_MESSAGES.passengers })
  .int(TRIP_MESSAGES.passengers)
  .min(MIN_PASSENGERS, TRIP_MESSAGES.passengers)
  .max(MAX_PASSENGERS, TRIP_MESSAGES.passengers);

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
  start_locality: text(200).default(''),
  end_locality: text(200).default(''),
  start_loc_details: text(500).default(''),
  end_loc_details: text(500).default(''),
  pickup_date: localDateSchema,
  pickup_time: localTimeSchema.default('12:00'),
  passengers: passengersSchema.default(1),
  customer_first_name: text(100).default(''),
  customer_last_name: text(100).default(''),
  customer_email: text(254).default(''),
  customer_phone: text(50).default(''),
  /** Save Quote sends true (a draft); Book Trip sends false (pending payment). */
  is_draft: z.boolean().default(false),
  info: tripInfoSchema.default({ notes: '', airport_pickup: false, flight_number: '', child_seats: false, child_info: '' }),
  stops: z.array(tripStopInputSchema).max(20).default([]),
  vehicle_type_id: z.number().int().positive(),
  round_trip_id: z.number().int().positive().nullable().default(null),
  round_trip_name: text(200).default(''),
  extra: tripExtraSchema.default({}),
  // Staff-only fields of the edit form; the booking endpoint ignores them.
  status: tripStatusSchema.optional(),
  driver_id: z.number().int().positive().nullable().optional(),
  vehicle_id: z.number().int().positive().nullable().optional(),
};

type BookingShape = {
  start_loc: TripLocation;
  end_loc: TripLocation;
  customer_email: string;
  round_trip_id: number | null;
  round_trip_name: string;
};

/** The cross-field rules of spec section 5: country rule, e-mail, round trip name. */
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
}

/** POST /api/trip/ (Save Quote / Book Trip) and POST /api/admin_update_trip/{tripId}/. */
export const bookingRequestSchema = z.object(bookingFields).superRefine(checkBookingRules);
export type BookingRequest = z.input<typeof bookingRequestSchema>;
export type BookingRequestParsed = z.output<typeof bookingRequestSchema>;

export const bookingResponseSchema = z.object({ reference: z.string(), token: z.string() });
export type BookingResponse = z.infer<typeof bookingResponseSchema>;

/** POST /api/admin_update_trip/{tripId}/: where the trip now stands (the form then opens the trip page). */
export const tripUpdateResponseSchema = z.object({
  trip_id: z.number().int(),
  reference: z.string(),
  token: z.string(),
  status: tripStatusSchema,
});
export type TripUpdateResponse = z.infer<typeof tripUpdateResponseSchema>;

export const tripIdParamsSchema = z.object({ tripId: z.coerce.number().int().positive().max(2_147_483_647) });

/** Price breakdown of spec section 3: euros and percents as numbers (25 means 25 %). */
export const tripPriceBreakdownSchema = z.object({
  base_price: z.number(),
  agency_percent: z.number(),
  agency_fee: z.number(),
  service_fee_percent: z.number(),
  service_fee: z.number(),
  vat_percent: z.number(),
  price_vat: z.number(),
  price_net: z.number(),
  price_gross: z.number(),
  deposit_percent: z.number(),
  deposit_net: z.number(),
  deposit_vat: z.number(),
  deposit_gross: z.number(),
  driver_gross: z.number(),
  platform_fee_percent: z.number(),
  platform_fee_net: z.number(),
  platform_fee_vat: z.number(),
  platform_fee_gross: z.number(),
  payment_processing_percent: z.number(),
  payment_processing_fee: z.number(),
});
export type TripPriceBreakdown = z.infer<typeof tripPriceBreakdownSchema>;

/** A stop of a saved trip, with the price it was booked at (euros). */
export const tripStopSchema = z.object({
  poi_id: z.number().int(),
  name: z.string(),
  time: z.number().int(),
  price: z.number(),
});

/** GET /api/trip/{tripId}: the trip form's fields, for editing (or reading, when can_edit is false). */
export const tripForEditingSchema = z.object({
  trip_id: z.number().int(),
  reference: z.string(),
  token: z.string(),
  status: tripStatusSchema,
  is_draft: z.boolean(),
  start_loc: tripLocationSchema.extend({ id: z.number().int() }),
  end_loc: tripLocationSchema.extend({ id: z.number().int() }),
  start_locality: z.string(),
  end_locality: z.string(),
  start_loc_details: z.string(),
  end_loc_details: z.string(),
  pickup_date: z.string(),
  pickup_time: z.string(),
  passengers: z.number().int(),
  customer_first_name: z.string(),
  customer_last_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  info: tripInfoSchema,
  stops: z.array(tripStopSchema),
  driver_id: z.number().int().nullable(),
  vehicle_id: z.number().int().nullable(),
  vehicle_type_id: z.number().int(),
  round_trip_id: z.number().int().nullable(),
  round_trip_name: z.string(),
  /** Whose commission the price carries: the form prices a changed route for this agency (staff send it as agency_id). */
  agency_id: z.number().int().nullable(),
  /** The route as priced: distance in metres, duration in seconds. No quote: the stored price stands until the route changes. */
  extra: z.object({ trip_price_id: z.null(), distance: z.number().int(), duration: z.number().int() }),
  price: tripPriceBreakdownSchema,
  deposit_paid: z.boolean(),
  offer_drivers: z.boolean(),
  /** Whether the signed-in user may save changes (staff: open trips; agents: their drafts). */
  can_edit: z.boolean(),
});
export type TripForEditing = z.infer<typeof tripForEditingSchema>;

/** Driver card of the trip page (spec section 3). */
export const tripDriverCardSchema = z.object({
  driver_name: z.string(),
  driver_photo: z.string().nullable(),
  phone: z.string(),
  email: z.string(),
});

export const tripVehicleCardSchema = z.object({
  vehicle_make: z.string(),
  vehicle_model: z.string(),
  license_plate: z.string(),
  color: z.string(),
});

/** The booked vehicle class (the vehicle type card). */
export const tripVehicleTypeCardSchema = z.object({
  vehicle_type_id: z.number().int(),
  vehicle_type_name: z.string(),
  comparable_to: z.string(),
  max_passengers: z.number().int(),
  baggage_note: z.string(),
  image: z.string().nullable(),
});

/** A point of interest the trip stops at, as the trip page shows it. */
export const tripPoiSchema = z.object({
  poi_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  photo: z.string().nullable(),
  category_id: z.number().int(),
  category_name: z.string(),
  poi_color: z.string(),
  location: z.object({ lat: z.number(), lng: z.number() }),
  /** Minutes at the stop. */
  time: z.number().int(),
});

/** GET /api/public/trip/{reference}?token=: the Trip detail of spec section 3 plus what the page shows. */
export const publicTripSchema = z.object({
  trip_id: z.number().int(),
  reference: z.string(),
  token: z.string(),
  status: tripStatusSchema,
  price_gross: moneyStringSchema,
  deposit_gross: moneyStringSchema,
  deposit_paid: z.boolean(),
  driver: tripDriverCardSchema.nullable(),
  vehicle: tripVehicleCardSchema.nullable(),
  vehicle_type: tripVehicleTypeCardSchema,
  pois: z.array(tripPoiSchema),
  round_trip_id: z.number().int().nullable(),
  round_trip_name: z.string(),
  offer_drivers: z.boolean(),
  /** The open card payment's client secret while the deposit is due, so the form resumes it. */
  payment_intent_client_secret: z.string().nullable(),
  /** Stripe's publishable key for the Payment Element; null with the offline test processor. */
  stripe_public: z.string().nullable(),
  /** 'test': the page shows the TEST MODE card form of the built-in processor instead of Stripe's. */
  card_processor: cardProcessorSchema,
  /** The agent pays this deposit by bank transfer (a bulk payment): no card form. */
  deposit_by_bank_transfer: z.boolean(),

  start_locality: z.string(),
  end_locality: z.string(),
  start_address: z.string(),
  end_address: z.string(),
  start_loc_details: z.string(),
  end_loc_details: z.string(),
  pickup_date: z.string(),
  pickup_time: z.string(),
  passengers: z.number().int(),
  distance: z.number().int(),
  duration: z.number().int(),
  customer_first_name: z.string(),
  customer_last_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  info: tripInfoSchema,
  stops: z.array(tripStopSchema),
  /** The price table, shown while the deposit is due (pending_payment); null otherwise. */
  price: tripPriceBreakdownSchema.nullable(),
  /** For the signed-in viewer: the 'Edit Trip' link and the Edit modal (spec section 2). */
  can_edit_trip: z.boolean(),
  can_edit_info: z.boolean(),
});
export type PublicTrip = z.infer<typeof publicTripSchema>;

export const publicTripParamsSchema = z.object({ reference: z.string().max(40) });
/** A missing token is answered like a wrong one (404), so it is optional here. */
export const tripTokenQuerySchema = z.object({ token: z.string().max(200).optional().default('') });

/** POST /api/update_trip_info/{trip_id}/?token=: the Edit modal (contact and extra info). */
export const updateTripInfoRequestSchema = z.object({
  customer_first_name: text(100).default(''),
  customer_last_name: text(100).default(''),
  customer_email: z
    .string({ error: TRIP_MESSAGES.infoEmail })
    .trim()
    .max(254, TRIP_MESSAGES.infoEmail)
    .pipe(z.email(TRIP_MESSAGES.infoEmail)),
  customer_phone: text(50).default(''),
  info: tripInfoSchema.default({ notes: '', airport_pickup: false, flight_number: '', child_seats: false, child_info: '' }),
});
export type UpdateTripInfoRequest = z.input<typeof updateTripInfoRequestSchema>;
export const updateTripInfoParamsSchema = z.object({ trip_id: z.coerce.number().int().positive().max(2_147_483_647) });
