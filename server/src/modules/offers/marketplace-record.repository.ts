import { and, desc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { driverCompanies, tripAssignments, trips } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

/** The most entries the record lists; the counts cover every one. */
const RECORD_LIMIT = 200;

/**
 * SQL of a company's marketplace record (ADR 0020), read from the trips area's assignment history:
 * the company's claims and releases, and its changes of driver or vehicle within `lateHours` of pickup.
 */
export function createMarketplaceRecordRepository(db: Database) {
  const lateChange = (lateHours: number) =>
    and(eq(tripAssignments.kind, 'change'), sql`${tripAssignments.createdAt} > ${trips.pickupAt} - ${sql.raw(`interval '${Math.trunc(lateHours)} hours'`)}`);
  const recorded = (companyId: number, since: Date, lateHours: number) =>
    and(
      eq(tripAssignments.companyId, companyId),
      gte(tripAssignments.createdAt, since),
      or(inArray(tripAssignments.kind, ['claim', 'release']), lateChange(lateHours)),
    );

  return {
    async findCompanyName(companyId: number): Promise<string | undefined> {
      const [row] = await db.select({ name: driverCompanies.companyName }).from(driverCompanies).where(eq(driverCompanies.id, companyId));
      return row?.name;
    },

    /** The company's claims, releases and late changes since `since`, newest first. */
    async listEvents(companyId: number, since: Date, lateHours: number) {
      return db
        .select({
          tripId: trips.id,
          reference: trips.reference,
          kind: tripAssignments.kind,
          at: tripAssignments.createdAt,
          pickupAt: trips.pickupAt,
        })
        .from(tripAssignments)
        .innerJoin(trips, eq(trips.id, tripAssignments.tripId))
        .where(recorded(companyId, since, lateHours))
        .orderBy(desc(tripAssignments.createdAt), desc(tripAssignments.id))
        .limit(RECORD_LIMIT);
    },

    /** The company's trips completed with pickup from `since` up to `until`. */
    async countCompletions(companyId: number, since: Date, until: Date): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(trips)
        .where(and(eq(trips.companyId, companyId), eq(trips.status, 'completed'), gte(trips.pickupAt, since), lte(trips.pickupAt, until)));
      return row?.count ?? 0;
    },

    /** How many of each since `since`. */
    async countEvents(companyId: number, since: Date, lateHours: number) {
      const [row] = await db
        .select({
          claims: sql<number>`count(*) filter (where ${tripAssignments.kind} = 'claim')`.mapWith(Number),
          releases: sql<number>`count(*) filter (where ${tripAssignments.kind} = 'release')`.mapWith(Number),
          lateChanges: sql<number>`count(*) filter (where ${tripAssignments.kind} = 'change')`.mapWith(Number),
        })
        .from(tripAssignments)
        .innerJoin(trips, eq(trips.id, tripAssignments.tripId))
        .where(recorded(companyId, since, lateHours));
      return row ?? { claims: 0, releases: 0, lateChanges: 0 };
    },
  };
}

export type MarketplaceRecordRepository = ReturnType<typeof createMarketplaceRecordRepository>;
