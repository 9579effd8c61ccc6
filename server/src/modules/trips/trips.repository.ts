import { asc, eq, inArray, sql } from 'drizzle-orm';
import { placeName } from '@vozimo/contract';
import { alias } from 'drizzle-orm/pg-core';
import { recordAuditEvent } from '../../platform/db/audit-log.ts';
import type { Database } from '../../platform/db/database.ts';
import { transactionalRepository, type TransactionalRepository } from '../../platform/db/transaction.ts';
import { queueEmail, type OutgoingEmail } from '../../platform/mail/queue-email.ts';
import { poiCategoryJoin, poiWithCategoryColumns } from '../../db/poi-with-category.ts';
import {
  drivers,
  places,
  pointsOfInterest,
  roundTrips,
  tripAssignments,
  tripOffers,
  trips,
  tripStatusHistory,
  vehicles,
  vehicleTypes,
} from '../../db/schema/index.ts';
import type { TripStatus } from '../../db/schema/trips.ts';
import type { QuotedLocation } from '../quotes/ports.ts';
import type { AssignableDriver, AssignableVehicle } from './rules/driver-vehicle-assignment.ts';

export type TripRow = typeof trips.$inferSelect;
export type NewTripRow = Omit<typeof trips.$inferInsert, 'id' | 'reference'>;
export type TripChanges = Partial<Omit<typeof trips.$inferInsert, 'id' | 'reference' | 'token' | 'agentUserId' | 'agencyId'>>;

const startPlace = alias(places, 'start_place');
const endPlace = alias(places, 'end_place');

export type NewTripAssignment = Omit<typeof tripAssignments.$inferInsert, 'id'>;

export interface StatusChange {
  tripId: number;
  fromStatus: TripStatus | null;
  toStatus: TripStatus;
  /** The person who did it (under a staff override: the staff member); null for the system. */
  changedByUserId: number | null;
  note: string;
  at: Date;
}

/**
 * SQL of the trips area: trips, their status history, and the place rows they snapshot.
 * Reads of fleet, point-of-interest and round-trip tables are read-only joins for display and
 * for checking an assignment; those areas own their writes.
 */
function tripQueries(db: Database) {
  return {
    /** A place snapshot (a picked city or airport) with the town it is in or serves; trips point at it. */
    async insertPlace(location: QuotedLocation): Promise<number> {
      const [row] = await db
        .insert(places)
        .values({
          formattedAddress: location.formatted_address,
          placeId: location.place_id,
          lat: location.lat,
          lng: location.lng,
          countryShortName: location.country_short_name,
          countryLongName: location.country_long_name,
          locality: location.locality || placeName(location),
        })
        .returning({ id: places.id });
      return row!.id;
    },

    /**
     * Inserts a trip under the first reference `nextReference` gives that is not taken. A taken
     * reference is skipped with ON CONFLICT, which (unlike catching the error) keeps an enclosing
     * transaction usable.
     */
    async insertTrip(values: NewTripRow, nextReference: () => string, attempts = 8): Promise<{ id: number; reference: string }> {
      for (let attempt = 0; attempt < attempts; attempt++) {
        const [row] = await db
          .insert(trips)
          .values({ ...values, reference: nextReference() })
          .onConflictDoNothing({ target: trips.reference })
          .returning({ id: trips.id, reference: trips.reference });
        if (row) return row;
      }
      throw new Error(`no free booking reference after ${attempts} attempts`);
    },

    async updateTrip(id: number, changes: TripChanges): Promise<void> {
      await db.update(trips).set(changes).where(eq(trips.id, id));
    },

    async updateTrips(ids: number[], changes: TripChanges): Promise<void> {
      await db.update(trips).set(changes).where(inArray(trips.id, ids));
    },

    async insertStatusChange(change: StatusChange): Promise<void> {
      await db.insert(tripStatusHistory).values({
        tripId: change.tripId,
        fromStatus: change.fromStatus,
        toStatus: change.toStatus,
        changedByUserId: change.changedByUserId,
        note: change.note,
        createdAt: change.at,
      });
      // Creation is the booking, not a change of status; every later move is in the audit log too.
      if (change.fromStatus === null) return;
      // The reference names the trip in the log as staff know it (a line keeps it as it was then).
      const [named] = await db.select({ reference: trips.reference }).from(trips).where(eq(trips.id, change.tripId)).limit(1);
      await recordAuditEvent(db, {
        actorUserId: change.changedByUserId,
        action: 'trip.status.change',
        subject: { type: 'trip', id: change.tripId, ...(named ? { label: named.reference } : {}) },
        before: { status: change.fromStatus },
        after: { status: change.toStatus },
        details: change.note ? { note: change.note } : {},
        at: change.at,
      });
    },

    /** Puts a message about the trip in the outbox, kept or dropped with this transaction. */
    async queueEmail(email: OutgoingEmail): Promise<number | null> {
      return queueEmail(db, email);
    },

    async insertAssignment(assignment: NewTripAssignment): Promise<void> {
      await db.insert(tripAssignments).values(assignment);
    },

    async listStatusHistory(tripId: number) {
      return db
        .select()
        .from(tripStatusHistory)
        .where(eq(tripStatusHistory.tripId, tripId))
        .orderBy(tripStatusHistory.createdAt, tripStatusHistory.id);
    },

    async findTripById(id: number): Promise<TripRow | undefined> {
      const [row] = await db.select().from(trips).where(eq(trips.id, id)).limit(1);
      return row;
    },

    /** Locks the trip row until the transaction ends, so two edits cannot interleave. */
    async findTripByIdForUpdate(id: number): Promise<TripRow | undefined> {
      const [row] = await db.select().from(trips).where(eq(trips.id, id)).limit(1).for('update');
      return row;
    },

    /**
     * The trips, locked until the transaction ends, in id order: two transactions locking
     * overlapping trips lock them in the same order, so one waits for the other instead of deadlocking.
     */
    async findTripsByIdsForUpdate(ids: number[]): Promise<TripRow[]> {
      return db.select().from(trips).where(inArray(trips.id, ids)).orderBy(asc(trips.id)).for('update');
    },

    /** Everything the edit form and the trip page show about one trip. */
    async findTripDetail(id: number) {
      const [row] = await selectTripDetail(db).where(eq(trips.id, id)).limit(1);
      return row;
    },

    /**
     * The same, found by the trip's reference (the public trip page: one query where a lookup of
     * the id and then of the detail were two). A named prepared statement: PostgreSQL plans this
     * seven-table join once per connection instead of on every request, where planning took
     * several times longer than running it (docs/performance.md).
     */
    async findTripDetailByReference(reference: string) {
      const [row] = await selectTripDetail(db)
        .where(eq(trips.reference, sql.placeholder('reference')))
        .limit(1)
        .prepare('trip_detail_by_reference')
        .execute({ reference });
      return row;
    },

    /** The points of interest a trip stops at, with their category. */
    async listPoisByIds(poiIds: number[]) {
      if (poiIds.length === 0) return [];
      return db
        .select(poiWithCategoryColumns)
        .from(pointsOfInterest)
        .innerJoin(...poiCategoryJoin)
        .where(inArray(pointsOfInterest.id, poiIds));
    },

    async findAssignableDriver(id: number): Promise<AssignableDriver | null> {
      const [row] = await db
        .select({
          id: drivers.id,
          companyId: drivers.companyId,
          isApproved: drivers.isApproved,
          driverName: drivers.driverName,
          licenceExpiresOn: drivers.licenceExpiresOn,
          idExpiresOn: drivers.idExpiresOn,
        })
        .from(drivers)
        .where(eq(drivers.id, id))
        .limit(1);
      if (!row) return null;
      const { licenceExpiresOn, idExpiresOn, ...driver } = row;
      return { ...driver, documents: { licence: licenceExpiresOn, id: idExpiresOn } };
    },

    async findAssignableVehicle(id: number): Promise<AssignableVehicle | null> {
      const [row] = await db
        .select({
          id: vehicles.id,
          companyId: vehicles.companyId,
          isApproved: vehicles.isApproved,
          isActive: vehicles.isActive,
          maxPassengers: vehicleTypes.maxPassengers,
          licensePlate: vehicles.licensePlate,
          registrationExpiresOn: vehicles.registrationExpiresOn,
          insuranceExpiresOn: vehicles.insuranceExpiresOn,
        })
        .from(vehicles)
        .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicles.vehicleTypeId))
        .where(eq(vehicles.id, id))
        .limit(1);
      if (!row) return null;
      const { registrationExpiresOn, insuranceExpiresOn, ...vehicle } = row;
      return { ...vehicle, documents: { registration: registrationExpiresOn, insurance: insuranceExpiresOn } };
    },
  };
}

/** The trip with its places, vehicle type, driver, vehicle and round trip; the caller says which trip. */
function selectTripDetail(db: Database) {
  return db
    .select({
      trip: trips,
      startPlace,
      endPlace,
      driver: {
        driverName: drivers.driverName,
        photo: drivers.photo,
        phone: drivers.phone,
        email: drivers.email,
      },
      vehicle: {
        make: vehicles.make,
        model: vehicles.model,
        licensePlate: vehicles.licensePlate,
        color: vehicles.color,
      },
      vehicleType: {
        id: vehicleTypes.id,
        name: vehicleTypes.name,
        comparableTo: vehicleTypes.comparableTo,
        maxPassengers: vehicleTypes.maxPassengers,
        baggageNote: vehicleTypes.baggageNote,
        image: vehicleTypes.image,
      },
      roundTripName: roundTrips.name,
      // The offers area's row: whether staff offered the trip to drivers, and whether a claim holds it.
      offer: { offeredAt: tripOffers.offeredAt, claimedAt: tripOffers.claimedAt },
    })
    .from(trips)
    .innerJoin(startPlace, eq(startPlace.id, trips.startPlaceId))
    .innerJoin(endPlace, eq(endPlace.id, trips.endPlaceId))
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, trips.vehicleTypeId))
    .leftJoin(drivers, eq(drivers.id, trips.driverId))
    .leftJoin(vehicles, eq(vehicles.id, trips.vehicleId))
    .leftJoin(roundTrips, eq(roundTrips.id, trips.roundTripId))
    .leftJoin(tripOffers, eq(tripOffers.tripId, trips.id))
    .$dynamic();
}

export type TripsRepository = TransactionalRepository<ReturnType<typeof tripQueries>>;

export const createTripsRepository = (db: Database): TripsRepository => transactionalRepository(tripQueries, db);

export type TripDetailRow = NonNullable<Awaited<ReturnType<TripsRepository['findTripDetail']>>>;
