import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { driverAnnouncements, drivers, tripAssignments, tripOffers, trips, users, vehicles, vehicleTypes } from '../../db/schema/index.ts';
import { recordAuditEvent, type AuditSubject } from '../../platform/db/audit-log.ts';
import type { Database } from '../../platform/db/database.ts';
import { tripPayoutCents } from '../../db/trip-payout.ts';
import { transactionalRepository, type TransactionalRepository } from '../../platform/db/transaction.ts';
import { queueEmail, type OutgoingEmail } from '../../platform/mail/queue-email.ts';
import type { TripRow } from '../trips/ports.ts';

/** The offers area's row of an offered trip (trip_offers). */
export type TripOfferRow = typeof tripOffers.$inferSelect;

/** A trip's stops in minutes, summed in SQL (stops is a JSON array of {time, …}). */
const stopMinutes = sql<number>`coalesce((select sum((s->>'time')::int) from jsonb_array_elements(${trips.stops}) as s), 0)`;

/** Open trips a company can still drive: booked, not canceled or over. */
const OPEN_STATUSES = ['pending_payment', 'confirmed'] as const;

/** The most either list shows: weeks of trips, far more than a screen is read for. */
const LIST_LIMIT = 500;

const offeredTripColumns = {
  id: trips.id,
  reference: trips.reference,
  pickupDate: trips.pickupDate,
  pickupTime: trips.pickupTime,
  pickupAt: trips.pickupAt,
  startLocality: trips.startLocality,
  endLocality: trips.endLocality,
  startLocDetails: trips.startLocDetails,
  distanceM: trips.distanceM,
  durationS: trips.durationS,
  stops: trips.stops,
  customerFirstName: trips.customerFirstName,
  customerLastName: trips.customerLastName,
  passengers: trips.passengers,
  vehicleTypeName: vehicleTypes.name,
  vehicleTypeId: trips.vehicleTypeId,
  priceGrossCents: trips.priceGrossCents,
  // The payout partners see, the platform's raise included (ADR 0020).
  driverGrossCents: tripPayoutCents,
  companyId: trips.companyId,
  // Whose the trip is, for what its viewer sees of it (the trips area's tripViewerOf, ADR 0046).
  status: trips.status,
  agentUserId: trips.agentUserId,
  agencyId: trips.agencyId,
  driverId: trips.driverId,
};

/**
 * SQL of the offers area: its own rows (trip_offers, driver_announcements) and reads of the trips
 * and fleet tables for its lists and decisions. The trips area writes the trip's driver side
 * inside this area's transactions (TripsService.assignForCompany, releaseClaim).
 */
function offerQueries(db: Database) {
  return {
    /**
     * The trip's offers row, locked until the transaction ends (undefined: never offered). Claims,
     * changes, releases and payout steps of one trip take this lock first, so they decide one at a time.
     */
    async lockOffer(tripId: number): Promise<TripOfferRow | undefined> {
      const [row] = await db.select().from(tripOffers).where(eq(tripOffers.tripId, tripId)).limit(1).for('update');
      return row;
    },

    /**
     * The trip under a share lock until the transaction ends: staff's trip form, a payment or a
     * cancelation waits until this area has decided and told the trips area, and the decision never
     * rests on a trip that changes under it. Taken after lockOffer (offer, then trip; the trips
     * area's own writers never wait for an offers row, so the order cannot deadlock).
     */
    async readTripForDecision(tripId: number): Promise<TripRow | undefined> {
      const [row] = await db.select().from(trips).where(eq(trips.id, tripId)).limit(1).for('share');
      return row;
    },

    /** Whether staff offered the trip (its offers row exists). */
    async isOffered(tripId: number): Promise<boolean> {
      const [row] = await db.select({ tripId: tripOffers.tripId }).from(tripOffers).where(eq(tripOffers.tripId, tripId)).limit(1);
      return row !== undefined;
    },

    /** Offers the trip from `at`; false when it already was (another offer won the row). */
    async insertOffer(offer: { tripId: number; offeredByUserId: number; at: Date }): Promise<boolean> {
      const inserted = await db
        .insert(tripOffers)
        .values({ tripId: offer.tripId, offeredByUserId: offer.offeredByUserId, offeredAt: offer.at })
        .onConflictDoNothing({ target: tripOffers.tripId })
        .returning({ tripId: tripOffers.tripId });
      return inserted.length > 0;
    },

    /** Takes the offer back (staff withdraw it); answers whether a row was there to delete. */
    async deleteOffer(tripId: number): Promise<boolean> {
      const deleted = await db.delete(tripOffers).where(eq(tripOffers.tripId, tripId)).returning({ tripId: tripOffers.tripId });
      return deleted.length > 0;
    },

    /** The trip's company holds it through a claim from `claimedAt` (null: released, back on the marketplace). */
    async setClaimedAt(tripId: number, claimedAt: Date | null): Promise<void> {
      await db.update(tripOffers).set({ claimedAt }).where(eq(tripOffers.tripId, tripId));
    },

    /**
     * Another booked, not canceled trip of the driver (or with the vehicle) whose time, from pickup
     * through its route, its stops and `bufferMinutes`, overlaps [from, until); the earliest one.
     */
    async findOverlappingTrip(query: { exceptTripId: number; driverId: number; vehicleId: number; from: Date; until: Date; bufferMinutes: number }) {
      const busyUntil = sql`${trips.pickupAt} + make_interval(secs => ${trips.durationS} + (${stopMinutes} + ${query.bufferMinutes}) * 60)`;
      const [row] = await db
        .select({ id: trips.id, driverId: trips.driverId, vehicleId: trips.vehicleId })
        .from(trips)
        .where(
          and(
            ne(trips.id, query.exceptTripId),
            or(eq(trips.driverId, query.driverId), eq(trips.vehicleId, query.vehicleId)),
            notInArray(trips.status, ['draft', 'canceled']),
            lt(trips.pickupAt, query.until),
            sql`${busyUntil} > ${query.from.toISOString()}`,
          ),
        )
        .orderBy(asc(trips.pickupAt))
        .limit(1);
      return row;
    },

    /** Offered trips no company holds, open, with pickup after `now` (and at or before `pickupBy`); soonest first. */
    async listOpenOffers(now: Date, pickupBy?: Date) {
      return db
        .select(offeredTripColumns)
        .from(tripOffers)
        .innerJoin(trips, eq(trips.id, tripOffers.tripId))
        .innerJoin(vehicleTypes, eq(vehicleTypes.id, trips.vehicleTypeId))
        .where(
          and(
            // A claimed trip has its company; one staff assigned in the trip form has one too.
            isNull(tripOffers.claimedAt),
            isNull(trips.companyId),
            inArray(trips.status, OPEN_STATUSES),
            gt(trips.pickupAt, now),
            pickupBy ? lte(trips.pickupAt, pickupBy) : undefined,
          ),
        )
        .orderBy(asc(trips.pickupAt), asc(trips.id))
        .limit(LIST_LIMIT);
    },

    /** Where staff are e-mailed: every active staff member with an address. */
    async listStaffEmails(): Promise<string[]> {
      const rows = await db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.isStaff, true), eq(users.isActive, true), ne(users.email, '')))
        .orderBy(asc(users.id));
      return rows.map((row) => row.email);
    },

    /** Trips claimed on the marketplace (by `companyId`, or by any company), open, with pickup after `now`. */
    async listClaimedUpcoming(companyId: number | null, now: Date) {
      const conditions: SQL[] = [isNotNull(tripOffers.claimedAt), inArray(trips.status, OPEN_STATUSES), gt(trips.pickupAt, now)];
      if (companyId !== null) conditions.push(eq(trips.companyId, companyId));
      return db
        .select({
          ...offeredTripColumns,
          driverId: trips.driverId,
          vehicleId: trips.vehicleId,
          driverName: drivers.driverName,
          vehicleMake: vehicles.make,
          vehicleModel: vehicles.model,
          licensePlate: vehicles.licensePlate,
        })
        .from(tripOffers)
        .innerJoin(trips, eq(trips.id, tripOffers.tripId))
        .innerJoin(vehicleTypes, eq(vehicleTypes.id, trips.vehicleTypeId))
        .leftJoin(drivers, eq(drivers.id, trips.driverId))
        .leftJoin(vehicles, eq(vehicles.id, trips.vehicleId))
        .where(and(...conditions))
        .orderBy(asc(trips.pickupAt), asc(trips.id))
        .limit(LIST_LIMIT);
    },

    /**
     * Open trips ahead whose current driver and vehicle the customer has not been told of, and
     * whose latest assignment is due to be (made at or before `assignedBy`, or pickup by
     * `pickupBy`): with the driver, the vehicle, the seller's e-mail and what was told before.
     */
    async listDueAnnouncements(query: { now: Date; assignedBy: Date; pickupBy: Date; limit: number }) {
      const latestAssignment = sql`(select max(${tripAssignments.id}) from ${tripAssignments} where ${tripAssignments.tripId} = ${trips.id})`;
      return db
        .select({
          id: trips.id,
          reference: trips.reference,
          token: trips.token,
          startLocality: trips.startLocality,
          endLocality: trips.endLocality,
          pickupDate: trips.pickupDate,
          pickupTime: trips.pickupTime,
          customerFirstName: trips.customerFirstName,
          customerLastName: trips.customerLastName,
          customerEmail: trips.customerEmail,
          assignmentId: tripAssignments.id,
          driverId: drivers.id,
          driverName: drivers.driverName,
          driverPhone: drivers.phone,
          driverEmail: drivers.email,
          driverPhoto: drivers.photo,
          vehicleId: vehicles.id,
          vehicleMake: vehicles.make,
          vehicleModel: vehicles.model,
          vehicleColor: vehicles.color,
          licensePlate: vehicles.licensePlate,
          sellerIsAgent: users.isAgent,
          sellerEmail: users.email,
          announcedBefore: isNotNull(driverAnnouncements.tripId).mapWith(Boolean),
        })
        .from(trips)
        .innerJoin(tripAssignments, and(eq(tripAssignments.tripId, trips.id), eq(tripAssignments.id, latestAssignment)))
        .innerJoin(drivers, eq(drivers.id, trips.driverId))
        .innerJoin(vehicles, eq(vehicles.id, trips.vehicleId))
        .innerJoin(users, eq(users.id, trips.agentUserId))
        .leftJoin(driverAnnouncements, eq(driverAnnouncements.tripId, trips.id))
        .where(
          and(
            inArray(trips.status, OPEN_STATUSES),
            gt(trips.pickupAt, query.now),
            or(lte(tripAssignments.createdAt, query.assignedBy), lte(trips.pickupAt, query.pickupBy)),
            or(
              isNull(driverAnnouncements.tripId),
              sql`${driverAnnouncements.driverId} is distinct from ${trips.driverId}`,
              sql`${driverAnnouncements.vehicleId} is distinct from ${trips.vehicleId}`,
            ),
          ),
        )
        .orderBy(asc(trips.pickupAt), asc(trips.id))
        .limit(query.limit);
    },

    /** What the customer was told last: kept with the e-mails, in their transaction. */
    async recordAnnouncement(announcement: { tripId: number; assignmentId: number; driverId: number; vehicleId: number; at: Date }): Promise<void> {
      const values = {
        tripId: announcement.tripId,
        assignmentId: announcement.assignmentId,
        driverId: announcement.driverId,
        vehicleId: announcement.vehicleId,
        announcedAt: announcement.at,
      };
      await db
        .insert(driverAnnouncements)
        .values(values)
        .onConflictDoUpdate({ target: driverAnnouncements.tripId, set: { assignmentId: values.assignmentId, driverId: values.driverId, vehicleId: values.vehicleId, announcedAt: values.announcedAt } });
    },

    async queueEmail(email: OutgoingEmail): Promise<number | null> {
      return queueEmail(db, email);
    },

    async insertAuditEvent(actorUserId: number, action: string, details: Record<string, unknown>, at: Date, subject?: AuditSubject): Promise<void> {
      await recordAuditEvent(db, { actorUserId, action, details, at, ...(subject ? { subject } : {}) });
    },
  };
}

export type OffersRepository = TransactionalRepository<ReturnType<typeof offerQueries>>;

export const createOffersRepository = (db: Database): OffersRepository => transactionalRepository(offerQueries, db);
