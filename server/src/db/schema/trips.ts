import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  time,
  timestamp,
} from 'drizzle-orm/pg-core';
import { agencies, users } from './accounts.ts';
import { bulkPayments } from './bulk-payments.ts';
import { driverCompanies, drivers, vehicles, vehicleTypes } from './fleet.ts';
import { places } from './places.ts';
import { roundTrips } from './round-trips.ts';
import { customerFullName, foldForSearch, phoneDigitsReversed } from '../trip-search.ts';

/** Spec section 4. "pending" in the docs diagram is pending_payment. */
export const tripStatus = pgEnum('trip_status', [
  'draft',
  'pending_payment',
  'confirmed',
  'completed',
  'canceled',
  'no_show',
]);

export type TripStatus = (typeof tripStatus.enumValues)[number];

/** Additional information from the trip form; keys are the API's, so it round-trips unchanged. */
export interface TripInfo {
  notes: string;
  airport_pickup: boolean;
  flight_number: string;
  child_seats: boolean;
  child_info: string;
}

/** A chosen stop; name and price are copied so a later POI edit does not change a booked trip. */
export interface TripStop {
  poi_id: number;
  name: string;
  /** Stop length in minutes: a multiple of 30, at least 60. */
  time: number;
  price_cents: number;
}

const EMPTY_TRIP_INFO: TripInfo = {
  notes: '',
  airport_pickup: false,
  flight_number: '',
  child_seats: false,
  child_info: '',
};

/** Money amounts of the price snapshot; each must be >= 0 (checked below). */
const PRICE_AMOUNT_COLUMNS = [
  'base_price_cents',
  'agency_fee_cents',
  'service_fee_cents',
  'price_vat_cents',
  'price_net_cents',
  'price_gross_cents',
  'deposit_net_cents',
  'deposit_vat_cents',
  'deposit_gross_cents',
  'driver_gross_cents',
  'platform_fee_net_cents',
  'platform_fee_vat_cents',
  'platform_fee_gross_cents',
  'payment_processing_fee_cents',
] as const;

/**
 * A quote (draft) or a booking. Ownership for permissions: agent_user_id and agency_id on the
 * selling side; company_id, driver_id and vehicle_id on the driving side.
 *
 * The price snapshot (the *_cents and *_percent_bp columns) is computed once by
 * computePriceBreakdown (modules/pricing/rules/price-breakdown.ts) when the trip is saved, and
 * never recomputed from today's settings, so a trip keeps the price the customer agreed to.
 */
export const trips = pgTable(
  'trips',
  {
    id: serial('id').primaryKey(),
    /** Human booking reference such as VZ-7K3Q9A; given to drafts too, so a quote link works. */
    reference: text('reference').notNull().unique(),
    /** 43-character url-safe secret: together with the reference it opens the public trip page. */
    token: text('token').notNull(),
    status: tripStatus('status').notNull().default('draft'),

    /** Who sold it: an agent, or staff booking directly. Restrict: users are deactivated, not deleted. */
    agentUserId: integer('agent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The agent's agency when the trip was created (null for agents without one and for staff). */
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'restrict' }),

    /** The company that claimed the trip (or staff assigned); its driver admin manages the assignment. */
    companyId: integer('company_id').references(() => driverCompanies.id, { onDelete: 'restrict' }),
    driverId: integer('driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    /** The class the customer booked; the assigned vehicle should be of it (or better). */
    vehicleTypeId: integer('vehicle_type_id')
      .notNull()
      .references(() => vehicleTypes.id, { onDelete: 'restrict' }),

    startPlaceId: integer('start_place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'restrict' }),
    /** Equal to start_place_id for round trips. */
    endPlaceId: integer('end_place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'restrict' }),
    /** Short names shown in lists ("Split Airport"); copied so lists need no join. */
    startLocality: text('start_locality').notNull(),
    endLocality: text('end_locality').notNull(),
    /** Exact pickup and drop-off point in words (hotel, street, terminal). */
    startLocDetails: text('start_loc_details').notNull().default(''),
    endLocDetails: text('end_loc_details').notNull().default(''),

    /** Pickup date and time as the customer said them, local to Europe/Zagreb (what lists show). */
    pickupDate: date('pickup_date', { mode: 'string' }).notNull(),
    pickupTime: time('pickup_time').notNull(),
    /** The same moment as an instant, for "less than 24 hours before" rules and ordering. */
    pickupAt: timestamp('pickup_at', { withTimezone: true }).notNull(),
    passengers: integer('passengers').notNull().default(1),

    customerFirstName: text('customer_first_name').notNull().default(''),
    customerLastName: text('customer_last_name').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    customerPhone: text('customer_phone').notNull().default(''),

    info: jsonb('info').$type<TripInfo>().notNull().default(EMPTY_TRIP_INFO),
    stops: jsonb('stops').$type<TripStop[]>().notNull().default([]),
    /** Route length and driving time from the route service when priced. */
    distanceM: integer('distance_m').notNull().default(0),
    durationS: integer('duration_s').notNull().default(0),

    // Price snapshot, integer cents; percentages in basis points (2500 = 25.00 %).
    /** Tariff (or round-trip price) plus stop prices, before commission, service fee and VAT. */
    basePriceCents: integer('base_price_cents').notNull(),
    agencyPercentBp: integer('agency_percent_bp').notNull(),
    /** The agency's commission: part of the price and paid out of the deposit. */
    agencyFeeCents: integer('agency_fee_cents').notNull(),
    serviceFeePercentBp: integer('service_fee_percent_bp').notNull(),
    serviceFeeCents: integer('service_fee_cents').notNull(),
    vatPercentBp: integer('vat_percent_bp').notNull(),
    priceVatCents: integer('price_vat_cents').notNull(),
    priceNetCents: integer('price_net_cents').notNull(),
    /** What the customer pays in total: the deposit online, the rest to the driver. */
    priceGrossCents: integer('price_gross_cents').notNull(),
    depositPercentBp: integer('deposit_percent_bp').notNull(),
    depositNetCents: integer('deposit_net_cents').notNull(),
    depositVatCents: integer('deposit_vat_cents').notNull(),
    /** Paid online; it is the platform commission drivers see. */
    depositGrossCents: integer('deposit_gross_cents').notNull(),
    /** What the driver collects from the customer: price_gross - deposit_gross. */
    driverGrossCents: integer('driver_gross_cents').notNull(),
    /** The platform's effective share of price_gross (it keeps what the deposit leaves). */
    platformFeePercentBp: integer('platform_fee_percent_bp').notNull(),
    platformFeeNetCents: integer('platform_fee_net_cents').notNull(),
    platformFeeVatCents: integer('platform_fee_vat_cents').notNull(),
    platformFeeGrossCents: integer('platform_fee_gross_cents').notNull(),
    paymentProcessingPercentBp: integer('payment_processing_percent_bp').notNull(),
    /** The card provider's cut of the deposit. */
    paymentProcessingFeeCents: integer('payment_processing_fee_cents').notNull(),
    /**
     * What the platform adds to the driver's payout out of its own fee while nobody claims the
     * offered trip (automatic payout steps, ADR 0020): the payout is driver_gross + this. Kept out of
     * the snapshot above so the customer's price and the paid deposit still reconcile.
     */
    payoutRaiseCents: integer('payout_raise_cents').notNull().default(0),

    /** deposit_paid is what the spec shows; deposit_paid_at says when (card or bank transfer). */
    depositPaid: boolean('deposit_paid').notNull().default(false),
    depositPaidAt: timestamp('deposit_paid_at', { withTimezone: true }),

    // Whether staff offered the trip and whether a company claimed it are the offers area's
    // (trip_offers, migration 0018). The columns offer_drivers, offered_at and claimed_at and the
    // index trips_open_offers_idx stay in the database, read and written by no code, until a later
    // migration drops them (expand, then contract: ADR 0048).

    roundTripId: integer('round_trip_id').references(() => roundTrips.id, { onDelete: 'set null' }),
    /** Set once the agent includes the trip in a bank transfer; it cannot be chosen again. */
    bulkPaymentId: integer('bulk_payment_id').references(() => bulkPayments.id, { onDelete: 'set null' }),

    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    // The trips screen (docs/performance.md): each role's trips of a month, with the status inside
    // the index so a status filter and the count are answered from the index, not the table.
    index('trips_agency_pickup_status_idx').on(t.agencyId, t.pickupDate, t.status),
    index('trips_agent_pickup_status_idx').on(t.agentUserId, t.pickupDate, t.status),
    index('trips_company_pickup_status_idx').on(t.companyId, t.pickupDate, t.status),
    index('trips_driver_pickup_status_idx').on(t.driverId, t.pickupDate, t.status),
    // Staff: a month's count by status, and the first page in list order without sorting the month.
    index('trips_status_pickup_idx').on(t.status, t.pickupDate),
    index('trips_pickup_order_idx').on(t.pickupDate, t.pickupTime, t.id),
    index('trips_bulk_payment_id_idx').on(t.bulkPaymentId),
    // The trips search (ADR 0015): the start of a reference, of "first last" or of the last name,
    // compared folded (foldForSearch); text_pattern_ops lets `like 'abc%'` use them in any collation.
    index('trips_search_reference_idx').using('btree', sql`lower(${t.reference}) text_pattern_ops`),
    index('trips_search_customer_name_idx').using(
      'btree',
      sql`${foldForSearch(customerFullName(t.customerFirstName, t.customerLastName))} text_pattern_ops`,
    ),
    index('trips_search_customer_last_name_idx').using('btree', sql`${foldForSearch(t.customerLastName)} text_pattern_ops`),
    // The phone's digits reversed: "ends with the number typed" as a prefix like (ADR 0063).
    index('trips_search_customer_phone_idx').using('btree', sql`${phoneDigitsReversed(t.customerPhone)} text_pattern_ops`),
    check('trips_passengers_check', sql`${t.passengers} >= 1`),
    check('trips_route_check', sql`${t.distanceM} >= 0 and ${t.durationS} >= 0`),
    check('trips_price_non_negative_check', sql.raw(PRICE_AMOUNT_COLUMNS.map((c) => `"${c}" >= 0`).join(' and '))),
    // The reconciliation rules of computePriceBreakdown, so no code path can store a price that does not add up.
    check(
      'trips_price_reconciles_check',
      sql`${t.priceGrossCents} = ${t.priceNetCents} + ${t.priceVatCents}
        and ${t.depositGrossCents} = ${t.depositNetCents} + ${t.depositVatCents}
        and ${t.driverGrossCents} + ${t.depositGrossCents} = ${t.priceGrossCents}
        and ${t.depositGrossCents} = ${t.agencyFeeCents} + ${t.platformFeeGrossCents} + ${t.paymentProcessingFeeCents}
        and ${t.platformFeeGrossCents} = ${t.platformFeeNetCents} + ${t.platformFeeVatCents}`,
    ),
    check('trips_payout_raise_check', sql`${t.payoutRaiseCents} >= 0`),
    check('trips_deposit_paid_check', sql`${t.depositPaid} = (${t.depositPaidAt} is not null)`),
  ],
);

/** One row per status change (and one for creation, from_status null): who moved the trip and when. */
export const tripStatusHistory = pgTable(
  'trip_status_history',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    fromStatus: tripStatus('from_status'),
    toStatus: tripStatus('to_status').notNull(),
    /** Null when the system changed it (card payment webhook, scheduled completion). */
    changedByUserId: integer('changed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trip_status_history_trip_idx').on(t.tripId, t.createdAt)],
);
