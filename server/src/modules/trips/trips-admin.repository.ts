import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/database.ts';
import {
  agencies,
  driverCompanies,
  drivers,
  places,
  tripAssignments,
  tripOffers,
  trips,
  tripStatusHistory,
  users,
  vehicles,
  vehicleTypes,
} from '../../db/schema/index.ts';
import type { TripStatus } from '../../db/schema/trips.ts';
import { escapeLike, tripSearchCondition } from './trip-listing.repository.ts';

export interface AnyTripsFilter {
  /** Trimmed; null lists every trip. */
  search: string | null;
  status: TripStatus | null;
  limit: number;
  offset: number;
}

/** Fewest digits of a phone search: fewer match too many numbers to be a lookup. */
const PHONE_SEARCH_MIN_DIGITS = 4;

/**
 * The back office's search: the trips search (ADR 0015: reference, customer name, prefix, folded)
 * plus what staff are handed on the phone, the customer's e-mail (prefix, case ignored) and phone
 * (its digits anywhere: "091 234" finds "+385 91 234 …"). The e-mail and phone sides have no index;
 * they serve a handful of staff, not every agent's list.
 */
function anyTripSearchCondition(search: string): SQL {
  const escaped = escapeLike(search);
  const digits = search.replace(/\D/g, '');
  return or(
    // Its own phone side below finds the digits anywhere, which covers the list's "ends with".
    tripSearchCondition(sql`${escaped}`, undefined, sql`null`),
    sql`lower(${trips.customerEmail}) like lower(${escaped}) || '%'`,
    digits.length >= PHONE_SEARCH_MIN_DIGITS && /^[\d\s()+./-]+$/.test(search)
      ? sql`regexp_replace(${trips.customerPhone}, '\\D', '', 'g') like ${`%${digits.replace(/^0+/, '')}%`}`
      : undefined,
  )!;
}

const agent = alias(users, 'agent');
const changedBy = alias(users, 'changed_by');
const startPlace = alias(places, 'start_place');
const endPlace = alias(places, 'end_place');
const fromDriver = alias(drivers, 'from_driver');
const toDriver = alias(drivers, 'to_driver');
const fromVehicle = alias(vehicles, 'from_vehicle');
const toVehicle = alias(vehicles, 'to_vehicle');

const personColumns = <T extends typeof agent | typeof changedBy>(u: T) => ({
  id: u.id as T['id'],
  username: u.username as T['username'],
  firstName: u.firstName as T['firstName'],
  lastName: u.lastName as T['lastName'],
});

/**
 * The back office's reads of trips (ADR 0023): any trip, and one trip's whole record with its
 * status history and assignments (both the trips area's tables). Users, agencies, companies,
 * drivers and vehicles are read-only joins, to name them.
 */
export function createTripsAdminRepository(db: Database) {
  return {
    async listAnyTrips(filter: AnyTripsFilter) {
      const where = and(
        filter.status ? eq(trips.status, filter.status) : undefined,
        filter.search ? anyTripSearchCondition(filter.search) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: trips.id,
            reference: trips.reference,
            status: trips.status,
            startLocality: trips.startLocality,
            endLocality: trips.endLocality,
            pickupDate: trips.pickupDate,
            pickupTime: trips.pickupTime,
            customerFirstName: trips.customerFirstName,
            customerLastName: trips.customerLastName,
            customerEmail: trips.customerEmail,
            customerPhone: trips.customerPhone,
            agent: personColumns(agent),
            agencyName: agencies.name,
            companyName: driverCompanies.companyName,
            priceGrossCents: trips.priceGrossCents,
          })
          .from(trips)
          .innerJoin(agent, eq(agent.id, trips.agentUserId))
          .leftJoin(agencies, eq(agencies.id, trips.agencyId))
          .leftJoin(driverCompanies, eq(driverCompanies.id, trips.companyId))
          .where(where)
          // Newest pickup first: staff look up what is coming or just happened.
          .orderBy(desc(trips.pickupDate), desc(trips.pickupTime), desc(trips.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(trips).where(where),
      ]);
      return { rows, count: counted?.count ?? 0 };
    },

    async findTripRecord(tripId: number) {
      const [row] = await db
        .select({
          trip: trips,
          startAddress: startPlace.formattedAddress,
          endAddress: endPlace.formattedAddress,
          vehicleTypeName: vehicleTypes.name,
          agent: personColumns(agent),
          agencyName: agencies.name,
          companyName: driverCompanies.companyName,
          driverName: drivers.driverName,
          vehicle: { make: vehicles.make, model: vehicles.model, licensePlate: vehicles.licensePlate },
          offer: { offeredAt: tripOffers.offeredAt, claimedAt: tripOffers.claimedAt },
        })
        .from(trips)
        .innerJoin(agent, eq(agent.id, trips.agentUserId))
        .innerJoin(startPlace, eq(startPlace.id, trips.startPlaceId))
        .innerJoin(endPlace, eq(endPlace.id, trips.endPlaceId))
        .innerJoin(vehicleTypes, eq(vehicleTypes.id, trips.vehicleTypeId))
        .leftJoin(agencies, eq(agencies.id, trips.agencyId))
        .leftJoin(driverCompanies, eq(driverCompanies.id, trips.companyId))
        .leftJoin(drivers, eq(drivers.id, trips.driverId))
        .leftJoin(vehicles, eq(vehicles.id, trips.vehicleId))
        .leftJoin(tripOffers, eq(tripOffers.tripId, trips.id))
        .where(eq(trips.id, tripId))
        .limit(1);
      return row;
    },

    async listStatusHistory(tripId: number) {
      return db
        .select({
          fromStatus: tripStatusHistory.fromStatus,
          toStatus: tripStatusHistory.toStatus,
          note: tripStatusHistory.note,
          createdAt: tripStatusHistory.createdAt,
          by: personColumns(changedBy),
        })
        .from(tripStatusHistory)
        .leftJoin(changedBy, eq(changedBy.id, tripStatusHistory.changedByUserId))
        .where(eq(tripStatusHistory.tripId, tripId))
        .orderBy(asc(tripStatusHistory.createdAt), asc(tripStatusHistory.id));
    },

    async listAssignments(tripId: number) {
      const vehicleName = (v: typeof fromVehicle | typeof toVehicle) => sql<string | null>`nullif(trim(${v.make} || ' ' || ${v.model} || ' ' || ${v.licensePlate}), '')`;
      return db
        .select({
          kind: tripAssignments.kind,
          createdAt: tripAssignments.createdAt,
          companyName: driverCompanies.companyName,
          fromDriver: fromDriver.driverName,
          toDriver: toDriver.driverName,
          fromVehicle: vehicleName(fromVehicle),
          toVehicle: vehicleName(toVehicle),
          by: personColumns(changedBy),
        })
        .from(tripAssignments)
        .leftJoin(driverCompanies, eq(driverCompanies.id, tripAssignments.companyId))
        .leftJoin(fromDriver, eq(fromDriver.id, tripAssignments.fromDriverId))
        .leftJoin(toDriver, eq(toDriver.id, tripAssignments.toDriverId))
        .leftJoin(fromVehicle, eq(fromVehicle.id, tripAssignments.fromVehicleId))
        .leftJoin(toVehicle, eq(toVehicle.id, tripAssignments.toVehicleId))
        .leftJoin(changedBy, eq(changedBy.id, tripAssignments.changedByUserId))
        .where(eq(tripAssignments.tripId, tripId))
        .orderBy(asc(tripAssignments.createdAt), asc(tripAssignments.id));
    },
  };
}

export type TripsAdminRepository = ReturnType<typeof createTripsAdminRepository>;
