import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { agencies, users } from '../../db/schema/index.ts';
import { recordAuditEvent, type AuditEvent } from '../../platform/db/audit-log.ts';
import type { Database } from '../../platform/db/database.ts';
import { containsPattern } from '../../platform/db/search-pattern.ts';
import { transactionalRepository, type TransactionalRepository } from '../../platform/db/transaction.ts';

export type AgencyRow = typeof agencies.$inferSelect;
/** The columns staff edit. */
export type AgencyDetails = Pick<typeof agencies.$inferInsert, 'name' | 'agencyPercentBp' | 'email' | 'phone' | 'address' | 'vat'>;

// Spelled out: inside a select list Drizzle leaves columns unqualified, and "id" would then be the subquery's own.
const agentsCount = sql<number>`(select count(*) from users u where u.agency_id = "agencies"."id" and u.is_agent)`.mapWith(Number);
const adminsCount = sql<number>`(select count(*) from users u where u.agency_id = "agencies"."id" and u.is_agent and u.is_agency_admin and u.is_active)`.mapWith(Number);

/** SQL of the back office's Agencies: agencies rows with their number of agents. */
function agenciesQueries(db: Database) {
  const withCounts = { agency: agencies, agentsCount, adminsCount };

  function searchCondition(search: string) {
    if (search === '') return undefined;
    const pattern = containsPattern(search);
    return or(ilike(agencies.name, pattern), ilike(agencies.email, pattern), ilike(agencies.vat, pattern));
  }

  return {
    /** Active first, then by name. */
    async listAgencies(filter: { search: string; limit: number; offset: number }) {
      const where = searchCondition(filter.search);
      const [items, [total]] = await Promise.all([
        db
          .select(withCounts)
          .from(agencies)
          .where(where)
          .orderBy(desc(agencies.isActive), asc(agencies.name), asc(agencies.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ count: count() }).from(agencies).where(where),
      ]);
      return { items, count: total?.count ?? 0 };
    },

    /** Whether any agency can book: one that is active. */
    async hasActiveAgency(): Promise<boolean> {
      const [row] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.isActive, true)).limit(1);
      return row !== undefined;
    },

    async findAgency(id: number) {
      const [row] = await db.select(withCounts).from(agencies).where(eq(agencies.id, id)).limit(1);
      return row;
    },

    /** The agency row, locked so two changes of one agency apply one after the other. */
    async lockAgency(id: number): Promise<AgencyRow | undefined> {
      const [row] = await db.select().from(agencies).where(eq(agencies.id, id)).for('update');
      return row;
    },

    async insertAgency(details: AgencyDetails, at: Date): Promise<AgencyRow> {
      const [row] = await db.insert(agencies).values({ ...details, isActive: true, createdAt: at }).returning();
      return row!;
    },

    async updateAgency(id: number, values: Partial<AgencyDetails> & { isActive?: boolean }): Promise<void> {
      await db.update(agencies).set(values).where(eq(agencies.id, id));
    },

    /** The accounts of the agency's agents: their sessions end when the agency is deactivated. */
    async listAgentIdsOfAgency(agencyId: number): Promise<number[]> {
      const rows = await db.select({ id: users.id }).from(users).where(and(eq(users.agencyId, agencyId), eq(users.isAgent, true)));
      return rows.map((row) => row.id);
    },

    async recordAudit(event: AuditEvent): Promise<void> {
      await recordAuditEvent(db, event);
    },
  };
}

export type AgenciesRepository = TransactionalRepository<ReturnType<typeof agenciesQueries>>;
export const createAgenciesRepository = (db: Database): AgenciesRepository => transactionalRepository(agenciesQueries, db);
