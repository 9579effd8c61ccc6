import type { NamedPerson } from '@vozimo/contract';
import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { driverCompanies, drivers, users, vehicles } from '../../db/schema/index.ts';
import { recordAuditEvent, type AuditEvent } from '../../platform/db/audit-log.ts';
import type { Database } from '../../platform/db/database.ts';

/** What staff decide on a record: approved (no reason) or refused with one. */
export interface ReviewDecision {
  isApproved: boolean;
  rejectionReason: string | null;
  reviewedAt: Date;
  reviewedByUserId: number;
}

/** The details of an approved partner application that its driver company starts with. */
export interface NewPartnerCompany {
  companyName: string;
  address: string;
  vat: string;
  legalRepresentative: string;
  email: string;
  phoneNumber: string;
  whatsapp: string;
  country: string;
  hometown: string;
}

/** `%text%` for ilike: a %, _ or backslash typed in the search box matches itself. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Waiting for staff: not approved, not refused since its last change, and in service. */
const driverWaiting = and(eq(drivers.isApproved, false), isNull(drivers.rejectionReason), eq(drivers.isActive, true));
const vehicleWaiting = and(eq(vehicles.isApproved, false), isNull(vehicles.rejectionReason), eq(vehicles.isActive, true));

/**
 * SQL of the back office's driver and vehicle approvals and of the companies approved partner
 * applications become. Part of the fleet repository (fleet.repository.ts).
 */
export function fleetApprovalsQueries(db: Database) {
  function driverSearch(search: string): SQL | undefined {
    if (search === '') return undefined;
    const pattern = containing(search);
    return or(ilike(drivers.driverName, pattern), ilike(driverCompanies.companyName, pattern), ilike(drivers.email, pattern), ilike(drivers.phone, pattern));
  }

  function vehicleSearch(search: string): SQL | undefined {
    if (search === '') return undefined;
    const pattern = containing(search);
    return or(
      ilike(vehicles.licensePlate, pattern),
      ilike(vehicles.make, pattern),
      ilike(vehicles.model, pattern),
      ilike(driverCompanies.companyName, pattern),
    );
  }

  return {
    /** One page of the waiting drivers' ids, oldest first (the longest wait is served first), and how many wait. */
    async pageWaitingDrivers(page: { search: string; limit: number; offset: number }) {
      const where = and(driverWaiting, driverSearch(page.search));
      const rows = await db
        .select({ id: drivers.id })
        .from(drivers)
        .innerJoin(driverCompanies, eq(driverCompanies.id, drivers.companyId))
        .where(where)
        .orderBy(asc(drivers.updatedAt), asc(drivers.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db.select({ n: count() }).from(drivers).innerJoin(driverCompanies, eq(driverCompanies.id, drivers.companyId)).where(where);
      return { ids: rows.map((r) => r.id), count: total?.n ?? 0 };
    },

    async pageWaitingVehicles(page: { search: string; limit: number; offset: number }) {
      const where = and(vehicleWaiting, vehicleSearch(page.search));
      const rows = await db
        .select({ id: vehicles.id })
        .from(vehicles)
        .innerJoin(driverCompanies, eq(driverCompanies.id, vehicles.companyId))
        .where(where)
        .orderBy(asc(vehicles.updatedAt), asc(vehicles.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db.select({ n: count() }).from(vehicles).innerJoin(driverCompanies, eq(driverCompanies.id, vehicles.companyId)).where(where);
      return { ids: rows.map((r) => r.id), count: total?.n ?? 0 };
    },

    /** A decision is a change: the version staff decided on is gone (ADR 0041). */
    async recordDriverReview(id: number, decision: ReviewDecision): Promise<void> {
      await db.update(drivers).set({ ...decision, version: sql`${drivers.version} + 1` }).where(eq(drivers.id, id));
    },

    async recordVehicleReview(id: number, decision: ReviewDecision): Promise<void> {
      await db.update(vehicles).set({ ...decision, version: sql`${vehicles.version} + 1` }).where(eq(vehicles.id, id));
    },

    /** The names of the staff member who decided, for the message of the one who decided second; read only (the users table is the auth area's). */
    async findReviewer(userId: number): Promise<NamedPerson | undefined> {
      const [row] = await db.select({ firstName: users.firstName, lastName: users.lastName, username: users.username }).from(users).where(eq(users.id, userId)).limit(1);
      return row;
    },

    /** An approved partner's company, approved and active from the start. */
    async insertPartnerCompany(details: NewPartnerCompany, at: Date): Promise<number> {
      const [row] = await db
        .insert(driverCompanies)
        .values({ ...details, isApproved: true, isActive: true, createdAt: at })
        .returning({ id: driverCompanies.id });
      return row!.id;
    },

    async recordAudit(event: AuditEvent): Promise<void> {
      await recordAuditEvent(db, event);
    },
  };
}
