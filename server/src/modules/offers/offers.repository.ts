import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { driverAnnouncements, drivers, tripAssignments, trips, users, vehicles, vehicleTypes } from '../../db/schema/index.ts';
import { recordAuditEvent, type AuditSubject } from '../../platform/db/audit-log.ts';
import type { Database } from '../../platform/db/database.ts';
import { tripPayoutCents } from '../../db/trip-payout.ts';
import { transactionalRepository, type TransactionalRepository } from '../../platform/db/transaction.ts';
import { queueEmail, type OutgoingEmail } from '../../platform/mail/queue-email.ts';

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
  customerFirstName: trips.customerFirstName,
  customerLastName: trips.customerLastName,
  passengers: trips.passengers,
  vehicleTypeName: vehicleTypes.name,
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
 * SQL of the offers area. The trips table belongs to the trips area: this area reads it for its
 * lists, and the trips area locks and writes it inside this area's transactions
 * (TripsService.lockTrip, markOfferedToDrivers, assignForCompany).
 */
function offerQueries(db: Database) {
  return {
    /** Offered trips no company holds, open, with pickup after `now` (and at or before `pickupBy`); soonest first. */
    async listOpenOffers(now: Date, pickupBy?: Date) {
      return db
        .select(offeredTripColumns)
        .from(trips)
        .innerJoin(vehicleTypes, eq(vehicleTypes.id, trips.vehicleTypeId))
        .where(
          and(
            eq(trips.offerDrivers, true),
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
      const conditions: SQL[] = [isNotNull(trips.claimedAt), inArray(trips.status, OPEN_STATUSES), gt(trips.pickupAt, now)];
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
        .from(trips)
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
