import { z } from 'zod';
import { moneyStringSchema } from '../common/money.ts';
import { rowIdParamSchema, rowIdSchemaWith } from '../common/ids.ts';

/**
 * The marketplace (spec sections 2, 3, 4, 5, 7 and 8): driver companies see offered trips with their
 * payout, claim one with their own driver and vehicle, and may change them until 24 hours before
 * pickup. GET /api/offered_trips/, GET /api/upcoming_claimed_trips, GET /api/list_company_drivers,
 * GET /api/list_company_vehicles, POST /api/claim_trip/{tripId}/, POST /api/change_driver_vehicle/{tripId}/.
 */

/** Spec section 3 "Offered trip": what a company sees before claiming, its payout included. */
export const offeredTripSchema = z.object({
  trip_id: z.number().int(),
  reference: z.string().nullable(),
  /** YYYY-MM-DD and HH:MM, Zagreb wall clock. */
  pickup_date: z.string(),
  pickup_time: z.string(),
  start_locality: z.string(),
  end_locality: z.string(),
  /**
   * Null for a driver company except on a trip it claimed, from 24 hours before pickup: an offered
   * trip is shown to every company, and only the one that drives it needs to know whom it drives
   * (docs/decisions/0046-what-the-supply-side-sees.md). Staff always see them.
   */
  customer_first_name: z.string().nullable(),
  customer_last_name: z.string().nullable(),
  passengers: z.number().int(),
  vehicle_type__vehicle_type_name: z.string(),
  /** The booked vehicle type's id: the modals list the vehicles that may carry it (serves_vehicle_types). */
  vehicle_type: z.number().int(),
  price__price_gross: moneyStringSchema,
  /** What the company is paid for driving it. */
  price__driver_gross: moneyStringSchema,
  claimed_by_company_id: z.number().int().nullable(),
  // Beyond the spec's fields (ADR 0056): what a company weighs before claiming, and whether it may open the trip.
  /** Where exactly the driver meets the passengers (hotel reception, arrivals hall …); '' when not given. */
  start_loc_details: z.string(),
  /** Metres and seconds of the planned route, as on the trip's pages. */
  distance: z.number().int(),
  duration: z.number().int(),
  /** The stops on the way, with their minutes (their prices are the agent's). */
  stops: z.array(z.object({ name: z.string(), time: z.number().int() })),
  /**
   * Whether the viewer may open the driver side's trip page, /app/trips/{trip_id} (`trip.read`): the
   * company that claimed it and staff; never a company on an offer it does not hold (ADR 0046, 0056).
   */
  can_open_trip: z.boolean(),
});
export type OfferedTrip = z.infer<typeof offeredTripSchema>;
export const offeredTripListSchema = z.array(offeredTripSchema);

/** Spec section 3 "Claimed trip": an offered trip plus its assignment and whether it may change. */
export const claimedTripSchema = offeredTripSchema.extend({
  driver_id: z.number().int().nullable(),
  vehicle_id: z.number().int().nullable(),
  driver__driver_name: z.string().nullable(),
  vehicle__vehicle_make: z.string().nullable(),
  vehicle__vehicle_model: z.string().nullable(),
  vehicle__license_plate: z.string().nullable(),
  /** False from 24 hours before pickup (Zagreb time): 'Cannot change (less than 24h)'. */
  can_change_driver_vehicle: z.boolean(),
});
export type ClaimedTrip = z.infer<typeof claimedTripSchema>;
export const claimedTripListSchema = z.array(claimedTripSchema);

/**
 * Spec section 3 "Company driver option", plus the last day all its documents are valid (null:
 * none on file), so the modal can leave out drivers whose documents end before a trip (ADR 0061).
 */
export const companyDriverOptionSchema = z.object({
  driver_id: z.number().int(),
  driver_name: z.string(),
  documents_valid_until: z.string().nullable(),
});
export type CompanyDriverOption = z.infer<typeof companyDriverOptionSchema>;
export const companyDriverOptionListSchema = z.array(companyDriverOptionSchema);

/** Spec section 3 "Company vehicle option", plus the seats and the documents' last common valid day, so the modal can say what fits. */
export const companyVehicleOptionSchema = z.object({
  vehicle_id: z.number().int(),
  make: z.string(),
  model: z.string(),
  vehicle_type__vehicle_type_name: z.string(),
  license_plate: z.string(),
  vehicle_type: z.number().int(),
  vehicle_type__max_passengers: z.number().int(),
  /** The driver who usually drives it, or null: the modal lists the chosen driver's first. */
  driver: z.number().int().nullable(),
  documents_valid_until: z.string().nullable(),
  /** The booked vehicle types it may carry: its own, and any it is no step down from (ADR 0020). */
  serves_vehicle_types: z.array(z.number().int()),
});
export type CompanyVehicleOption = z.infer<typeof companyVehicleOptionSchema>;
export const companyVehicleOptionListSchema = z.array(companyVehicleOptionSchema);

/** Staff act on a company's behalf: GET …?company=ID (ignored for driver admins, who have one). */
export const companyOptionsQuerySchema = z.object({
  company: rowIdParamSchema.optional(),
});

export const CLAIM_MESSAGES = {
  driverRequired: 'Driver is required.',
  vehicleRequired: 'Vehicle is required.',
} as const;

/** Body of POST /api/claim_trip/{tripId}/ and POST /api/change_driver_vehicle/{tripId}/ (spec section 5). */
export const assignDriverVehicleRequestSchema = z.object({
  driver_id: rowIdSchemaWith(CLAIM_MESSAGES.driverRequired),
  vehicle_id: rowIdSchemaWith(CLAIM_MESSAGES.vehicleRequired),
});
export type AssignDriverVehicleRequest = z.infer<typeof assignDriverVehicleRequestSchema>;

/** 200 of POST /api/claim_trip/{tripId}/: the toast says 'Trip claimed and assigned to' + driver_name. */
export const claimTripResponseSchema = z.object({ trip_id: z.number().int(), driver_name: z.string() });
export type ClaimTripResponse = z.infer<typeof claimTripResponseSchema>;

/** 200 of POST /api/change_driver_vehicle/{tripId}/ (the spec shows no response; ours names the new pair). */
export const changeDriverVehicleResponseSchema = z.object({
  trip_id: z.number().int(),
  driver_name: z.string(),
  vehicle_id: z.number().int(),
});
export type ChangeDriverVehicleResponse = z.infer<typeof changeDriverVehicleResponseSchema>;

/** The screen's words (spec sections 2 and 8). */
export const OFFERS_SCREEN_TEXT = {
  claimedToast: 'Trip claimed and assigned to',
  claimFailed: 'Failed to claim trip',
  changed: 'Driver and vehicle changed successfully.',
  changeFailed: 'Failed to change driver/vehicle',
  cannotChange: 'Cannot change (less than 24h)',
  noOffered: 'No trips are currently offered to drivers.',
  noClaimed: 'No upcoming claimed trips.',
} as const;

/** The 409/422 answers of claim and change (ours: the spec shows only "server message"). */
export const CLAIM_REFUSALS = {
  alreadyClaimed: 'This trip has already been claimed.',
  notOffered: 'This trip is not offered to drivers.',
  closed: 'This trip is closed and can no longer be claimed.',
  pickupPassed: 'The pickup time has passed; this trip can no longer be claimed.',
  notClaimed: 'No company has claimed this trip yet.',
  notYourClaim: 'Only the company that claimed this trip can change its driver and vehicle.',
  tooLate: 'The driver and vehicle can no longer be changed less than 24 hours before pickup.',
  driverNotAssignable: 'Choose one of your approved, active drivers with valid documents.',
  vehicleNotAssignable: 'Choose one of your approved, active vehicles with valid documents.',
  vehicleTooSmall: 'This vehicle has too few seats for the passengers of this trip.',
  vehicleTypeMismatch: 'This vehicle is not of the booked vehicle type or a larger one.',
  driverBusy: 'This driver already has a trip at that time.',
  vehicleBusy: 'This vehicle already has a trip at that time.',
  /** A driver admin whose company staff have not approved (yet): 403 on every marketplace call. */
  companyNotApproved: 'Your company is waiting for approval; offered trips show once it is approved.',
  /** A driver admin whose company staff deactivated (back office): 403 on every marketplace call. */
  companyInactive: 'Your company is deactivated; contact Vozimo to see and claim offered trips again.',
} as const;

/** Staff choose the company whose options they want: GET /api/list_company_drivers?company=ID (422 at query.company without it). */
export const COMPANY_OPTIONS_MESSAGES = {
  companyRequired: 'Choose a company.',
} as const;

/** Hours before pickup (Zagreb time) after which the assignment can no longer change (spec section 9). */
export const CHANGE_CUTOFF_HOURS = 24;

/**
 * Beyond the spec (ADR 0020): staff's list of offered trips no company claimed with pickup within
 * 48 hours (GET /api/offers_at_risk/), soonest first, in the Offered trip shape.
 */
export const AT_RISK_WINDOW_HOURS = 48;

/** POST /api/release_trip/{tripId}/ (no body): the claiming company gives the trip back to the marketplace. */
export const releaseTripResponseSchema = z.object({ trip_id: z.number().int(), offer_drivers: z.literal(true) });
export type ReleaseTripResponse = z.infer<typeof releaseTripResponseSchema>;

/** Hours before pickup after which a company can no longer release a claimed trip (staff reassign it in the trip form). */
export const RELEASE_CUTOFF_HOURS = 48;

export const RELEASE_REFUSALS = {
  tooLate: 'A claimed trip can be released until 48 hours before pickup; ask staff to reassign it.',
} as const;
