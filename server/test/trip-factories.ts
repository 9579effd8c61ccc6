import { inArray } from 'drizzle-orm';
import { zagrebLocalToInstant, type BookingRequest } from '@vozimo/contract';
import { places, trips, tripStatusHistory, vehicles } from '../src/db/schema/index.ts';
import type { Database } from '../src/platform/db/database.ts';
import { computePriceBreakdown, type PricePercentages } from '../src/modules/pricing/rules/price-breakdown.ts';
import { cryptoPicker, newReference } from '../src/platform/references/readable-reference.ts';
import { REFERENCE_PREFIX } from '../src/modules/trips/trip-access.ts';
import { toLocation } from '../src/modules/trips/trip-views.ts';
import { newSecretToken } from '../src/platform/sessions/session-token.ts';
import type { insertRoleCast } from './factories.ts';

/** The percentages of the initial migration's settings (agency 10 %, service 10 %, VAT 25 %, deposit 25 %, card 3 %). */
export const TEST_PERCENTAGES: PricePercentages = {
  agencyPercentBp: 1000,
  serviceFeePercentBp: 1000,
  vatPercentBp: 2500,
  depositPercentBp: 2500,
  paymentProcessingPercentBp: 300,
};

type PlaceValues = Partial<typeof places.$inferInsert>;

/** A place snapshot; defaults to Split Airport. */
export async function insertPlace(db: Database, values: PlaceValues = {}) {
  const [row] = await db
    .insert(places)
    .values({
      formattedAddress: 'Split Airport (SPU), Kaštel Štafilić, Croatia',
      placeId: 'test-spu',
      lat: 43.5389,
      lng: 16.298,
      countryShortName: 'HR',
      countryLongName: 'Croatia',
      locality: 'Split Airport',
      ...values,
    })
    .returning();
  return row!;
}

export interface TripFactoryValues extends Partial<typeof trips.$inferInsert> {
  /** Who sold it; required because every trip has an agent side. */
  agentUserId: number;
  /** Priced with computePriceBreakdown and TEST_PERCENTAGES unless the price columns are given. */
  basePriceCents?: number;
  /** Adds the creation row to trip_status_history (default true). */
  withHistory?: boolean;
}

/**
 * A trip that satisfies every constraint of the trips table (prices reconcile, places exist), in
 * the status asked for. Defaults: pending_payment, Split Airport → Dubrovnik on 15 June 2030
 * at 12:00 Zagreb time, 2 passengers in a Sedan, base price 100 €.
 */
export async function insertTrip(db: Database, values: TripFactoryValues) {
  const { withHistory = true, basePriceCents = 10_000, ...columns } = values;
  const startPlaceId = columns.startPlaceId ?? (await insertPlace(db)).id;
  const endPlaceId =
    columns.endPlaceId ??
    (
      await insertPlace(db, {
        formattedAddress: 'Dubrovnik, Croatia',
        placeId: 'test-dbv',
        lat: 42.6507,
        lng: 18.0944,
        locality: 'Dubrovnik',
      })
    ).id;
  const pickupDate = columns.pickupDate ?? '2030-06-15';
  const pickupTime = columns.pickupTime ?? '12:00';
  const [row] = await db
    .insert(trips)
    .values({
      reference: newReference(cryptoPicker, REFERENCE_PREFIX),
      token: newSecretToken(),
      status: 'pending_payment',
      vehicleTypeId: 1,
      startLocality: 'Split Airport',
      endLocality: 'Dubrovnik',
      passengers: 2,
      customerFirstName: 'Ana',
      customerLastName: 'Horvat',
      customerEmail: 'ana.horvat@example.com',
      customerPhone: '+385 91 000 0000',
      startLocDetails: 'Arrivals hall, driver waits with a name sign',
      distanceM: 229_000,
      durationS: 11_400,
      ...computePriceBreakdown(basePriceCents, TEST_PERCENTAGES),
      ...columns,
      startPlaceId,
      endPlaceId,
      pickupDate,
      pickupTime,
      pickupAt: columns.pickupAt ?? zagrebLocalToInstant(pickupDate, pickupTime),
    })
    .returning();
  const trip = row!;
  if (withHistory) {
    await db.insert(tripStatusHistory).values({
      tripId: trip.id,
      fromStatus: null,
      toStatus: trip.status,
      changedByUserId: trip.agentUserId,
      note: 'test factory',
    });
  }
  return trip;
}

/** The trip form's body for `trip` with nothing changed (same route, so no new quote is needed). */
export async function unchangedEditBody(db: Database, trip: typeof trips.$inferSelect): Promise<BookingRequest> {
  const placeRows = await db.select().from(places).where(inArray(places.id, [trip.startPlaceId, trip.endPlaceId]));
  const location = (id: number) => toLocation(placeRows.find((p) => p.id === id)!);
  return {
    start_loc: location(trip.startPlaceId),
    end_loc: location(trip.endPlaceId),
    start_locality: trip.startLocality,
    end_locality: trip.endLocality,
    start_loc_details: trip.startLocDetails,
    end_loc_details: trip.endLocDetails,
    pickup_date: trip.pickupDate,
    pickup_time: trip.pickupTime.slice(0, 5),
    passengers: trip.passengers,
    customer_first_name: trip.customerFirstName,
    customer_last_name: trip.customerLastName,
    customer_email: trip.customerEmail,
    customer_phone: trip.customerPhone,
    is_draft: trip.status === 'draft',
    info: trip.info,
    stops: trip.stops.map((s) => ({ poi_id: s.poi_id, time: s.time, name: s.name })),
    vehicle_type_id: trip.vehicleTypeId,
    round_trip_id: trip.roundTripId,
    round_trip_name: trip.roundTripId === null ? '' : 'Round trip',
    extra: {},
  };
}

type RoleCast = Awaited<ReturnType<typeof insertRoleCast>>;

/**
 * Trips of one role cast for permission tests: a draft of its plain agent, and a confirmed trip
 * of the same agent assigned to its company's plain driver.
 */
export async function insertCastTrips(db: Database, cast: RoleCast) {
  const sold = { agentUserId: cast.users.agent.id, agencyId: cast.agency.id };
  const draft = await insertTrip(db, { ...sold, status: 'draft' });
  const assigned = await insertTrip(db, {
    ...sold,
    status: 'confirmed',
    companyId: cast.company.id,
    driverId: cast.drivers.plain.id,
  });
  return {
    draft: { trip: draft, editBody: await unchangedEditBody(db, draft) },
    assigned: { trip: assigned, editBody: await unchangedEditBody(db, assigned) },
  };
}
export type CastTrips = Awaited<ReturnType<typeof insertCastTrips>>;

/** An approved, active vehicle of a company (a Sedan unless told otherwise). */
export async function insertVehicle(db: Database, companyId: number, values: Partial<typeof vehicles.$inferInsert> = {}) {
  const [row] = await db
    .insert(vehicles)
    .values({
      companyId,
      vehicleTypeId: 1,
      make: 'Škoda',
      model: 'Superb',
      licensePlate: `ST-${Math.floor(Math.random() * 9000 + 1000)}-AB`,
      color: 'Black',
      productionYear: 2024,
      isApproved: true,
      ...values,
    })
    .returning();
  return row!;
}
