import type { NamedPerson } from '@vozimo/contract';
import { and, asc, count, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { driverCompanies, drivers, users, vehicles } from '../../db/schema/index.ts';
import { recordAuditEvent, type AuditEvent } from '../../platform/db/audit-log.ts';
import type { Database } from '../../platform/db/database.ts';

/** What staff decide on a record: approved (no reason) or refused with one. */
export interface ReviewDecision {
  isApproved: boolean;
  rejectionReason: string | null;
  documentsUnderReview: boolean;
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

/** The two kinds of fleet record staff approve: their table and the columns the queue's search box reads. */
const REVIEWED = {
  driver: { table: drivers, searched: [drivers.driverName, driverCompanies.companyName, drivers.email, drivers.phone] },
  vehicle: { table: vehicles, searched: [vehicles.licensePlate, vehicles.make, vehicles.model, driverCompanies.companyName] },
};

/** A driver or a vehicle, the records staff approve. */
export type ReviewedKind = keyof typeof REVIEWED;

/**
 * SQL of the back office's driver and vehicle approvals and of the companies approved partner
 * applications become. Part of the fleet repository (fleet.repository.ts).
 */
export function fleetApprovalsQueries(db: Database) {
  return {
    /** One page of the waiting records' ids, oldest first (the longest wait is served first), and how many wait. */
    async pageWaiting(kind: ReviewedKind, page: { search: string; limit: number; offset: number }) {
      const { table, searched } = REVIEWED[kind];
      // Waiting for staff, and in service: not approved and not refused since its last change, or
      // approved with renewed documents to look at (ADR 0062).
      const waiting = and(
        or(and(eq(table.isApproved, false), isNull(table.rejectionReason)), eq(table.documentsUnderReview, true)),
        eq(table.isActive, true),
      );
      const pattern = containing(page.search);
      const where = page.search === '' ? waiting : and(waiting, or(...searched.map((column) => ilike(column, pattern))));
      const rows = await db
        .select({ id: table.id })
        .from(table)
        .innerJoin(driverCompanies, eq(driverCompanies.id, table.companyId))
        .where(where)
        .orderBy(asc(table.updatedAt), asc(table.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db.select({ n: count() }).from(table).innerJoin(driverCompanies, eq(driverCompanies.id, table.companyId)).where(where);
      return { ids: rows.map((r) => r.id), count: total?.n ?? 0 };
    },

    /** A decision is a change: the version staff decided on is gone (ADR 0041). */
    async recordReview(kind: ReviewedKind, id: number, decision: ReviewDecision): Promise<void> {
      const { table } = REVIEWED[kind];
      await db.update(table).set({ ...decision, version: sql`${table.version} + 1` }).where(eq(table.id, id));
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
