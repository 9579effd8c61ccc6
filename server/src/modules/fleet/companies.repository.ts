import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { driverCompanies, drivers } from '../../db/schema/index.ts';
import { recordAuditEvent, type AuditEvent } from '../../platform/db/audit-log.ts';
import type { Database } from '../../platform/db/database.ts';
import { containsPattern } from '../../platform/db/search-pattern.ts';
import { transactionalRepository, type TransactionalRepository } from '../../platform/db/transaction.ts';

export type CompanyRow = typeof driverCompanies.$inferSelect;
/** The columns staff edit: everything but the flags and the creation time. */
export type CompanyDetails = Omit<typeof driverCompanies.$inferInsert, 'id' | 'isApproved' | 'isAdHoc' | 'isActive' | 'createdAt'>;

// Spelled out: inside a select list Drizzle leaves columns unqualified, and "id" would then be the subquery's own.
const driversCount = sql<number>`(select count(*) from drivers d where d.company_id = "driver_companies"."id")`.mapWith(Number);
const adminsCount = sql<number>`(select count(*) from users u join drivers d on d.id = u.driver_id where d.company_id = "driver_companies"."id" and u.is_driver_admin and u.is_active)`.mapWith(Number);
const vehiclesCount = sql<number>`(select count(*) from vehicles v where v.company_id = "driver_companies"."id")`.mapWith(Number);

/** SQL of the back office's Companies: driver_companies rows with their counts of drivers and vehicles. */
function companiesQueries(db: Database) {
  const withCounts = { company: driverCompanies, driversCount, vehiclesCount, adminsCount };

  function searchCondition(search: string) {
    if (search === '') return undefined;
    const pattern = containsPattern(search);
    return or(
      ilike(driverCompanies.companyName, pattern),
      ilike(driverCompanies.hometown, pattern),
      ilike(driverCompanies.country, pattern),
      ilike(driverCompanies.email, pattern),
    );
  }

  return {
    /** Active first, then by name, so the ones staff work with lead. */
    async listCompanies(filter: { search: string; limit: number; offset: number }) {
      const where = searchCondition(filter.search);
      const [items, [total]] = await Promise.all([
        db
          .select(withCounts)
          .from(driverCompanies)
          .where(where)
          .orderBy(desc(driverCompanies.isActive), asc(driverCompanies.companyName), asc(driverCompanies.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ count: count() }).from(driverCompanies).where(where),
      ]);
      return { items, count: total?.count ?? 0 };
    },

    /** Whether any partner company can claim trips: approved, active, not the staff-run ad-hoc one. */
    async hasClaimingCompany(): Promise<boolean> {
      const [row] = await db
        .select({ id: driverCompanies.id })
        .from(driverCompanies)
        .where(and(eq(driverCompanies.isApproved, true), eq(driverCompanies.isActive, true), eq(driverCompanies.isAdHoc, false)))
        .limit(1);
      return row !== undefined;
    },

    async findCompany(id: number) {
      const [row] = await db.select(withCounts).from(driverCompanies).where(eq(driverCompanies.id, id)).limit(1);
      return row;
    },

    /** The company row, locked so two edits of one company apply one after the other. */
    async lockCompany(id: number): Promise<CompanyRow | undefined> {
      const [row] = await db.select().from(driverCompanies).where(eq(driverCompanies.id, id)).for('update');
      return row;
    },

    /** Created by staff, so approved at once: staff vouch for the companies they enter. */
    async insertCompany(details: CompanyDetails, at: Date): Promise<CompanyRow> {
      const [row] = await db
        .insert(driverCompanies)
        .values({ ...details, isApproved: true, isActive: true, createdAt: at })
        .returning();
      return row!;
    },

    /**
     * The driver record a company's first admin signs in as, added by staff from Admin → Companies:
     * waiting for approval like any driver (ADR 0054: approval needs the documents, which the
     * admin uploads once signed in); running the company needs no approval of its own.
     */
    async insertAdminDriver(companyId: number, person: { driverName: string; email: string }, at: Date): Promise<number> {
      const [row] = await db
        .insert(drivers)
        .values({ companyId, driverName: person.driverName, email: person.email, isApproved: false, isActive: true, createdAt: at, updatedAt: at })
        .returning({ id: drivers.id });
      return row!.id;
    },

    async updateCompany(id: number, values: Partial<CompanyDetails> & { isActive?: boolean }): Promise<void> {
      await db.update(driverCompanies).set(values).where(eq(driverCompanies.id, id));
    },

    async recordAudit(event: AuditEvent): Promise<void> {
      await recordAuditEvent(db, event);
    },
  };
}

export type CompaniesRepository = TransactionalRepository<ReturnType<typeof companiesQueries>>;
export const createCompaniesRepository = (db: Database): CompaniesRepository => transactionalRepository(companiesQueries, db);
