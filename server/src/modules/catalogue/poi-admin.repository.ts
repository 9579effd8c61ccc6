import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { poiCategories, pointsOfInterest } from '../../db/schema/index.ts';
import { recordAuditEvent, type AuditEvent } from '../../platform/db/audit-log.ts';
import type { Database } from '../../platform/db/database.ts';
import { containsPattern } from '../../platform/db/search-pattern.ts';
import { transactionalRepository } from '../../platform/db/transaction.ts';

export type PoiCategoryRow = typeof poiCategories.$inferSelect;
export type PointOfInterestRow = typeof pointsOfInterest.$inferSelect;
export type NewPointOfInterest = Omit<typeof pointsOfInterest.$inferInsert, 'id' | 'createdAt'>;
export type PointOfInterestWithCategory = PointOfInterestRow & { categoryName: string; color: string };

/** SQL of the back office's POI categories and points of interest (catalogue's own tables). */
function poiAdminQueries(db: Database) {
  const withCategory = () =>
    db
      .select({ poi: pointsOfInterest, categoryName: poiCategories.name, color: poiCategories.color })
      .from(pointsOfInterest)
      .innerJoin(poiCategories, eq(poiCategories.id, pointsOfInterest.categoryId));
  const flatten = (row: { poi: PointOfInterestRow; categoryName: string; color: string }): PointOfInterestWithCategory => ({
    ...row.poi,
    categoryName: row.categoryName,
    color: row.color,
  });

  return {
    /** A page of categories by name, each with how many points of interest it holds (hidden ones too). */
    async listCategories(filter: { search: string; limit: number; offset: number }) {
      const where = filter.search === '' ? undefined : ilike(poiCategories.name, containsPattern(filter.search));
      // Qualified by hand: in a one-table select Drizzle writes columns unqualified, and an
      // unqualified "id" inside the subquery would be the point's own id.
      const poiCount = sql<number>`(select count(*) from points_of_interest p where p.category_id = poi_categories.id)`.mapWith(Number);
      const [items, [total]] = await Promise.all([
        db
          .select({ category: poiCategories, poiCount })
          .from(poiCategories)
          .where(where)
          .orderBy(asc(poiCategories.name), asc(poiCategories.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(poiCategories).where(where),
      ]);
      return { items, count: total?.n ?? 0 };
    },

    async findCategory(id: number): Promise<PoiCategoryRow | null> {
      const [row] = await db.select().from(poiCategories).where(eq(poiCategories.id, id));
      return row ?? null;
    },

    async countPoisInCategory(id: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(pointsOfInterest).where(eq(pointsOfInterest.categoryId, id));
      return row?.n ?? 0;
    },

    /** Another category with the name, compared as people read it (case and surrounding spaces ignored). */
    async categoryNamed(name: string, exceptId: number | null): Promise<PoiCategoryRow | null> {
      const same = sql`lower(${poiCategories.name}) = lower(${name})`;
      const [row] = await db
        .select()
        .from(poiCategories)
        .where(exceptId === null ? same : and(same, sql`${poiCategories.id} <> ${exceptId}`));
      return row ?? null;
    },

    async insertCategory(values: { name: string; color: string }): Promise<PoiCategoryRow> {
      const [row] = await db.insert(poiCategories).values(values).returning();
      return row!;
    },

    async updateCategory(id: number, values: Partial<Pick<PoiCategoryRow, 'name' | 'color' | 'isActive'>>): Promise<PoiCategoryRow> {
      const [row] = await db.update(poiCategories).set(values).where(eq(poiCategories.id, id)).returning();
      return row!;
    },

    /** A page of points of interest by name, optionally of one category. */
    async listPois(filter: { search: string; categoryId: number | null; limit: number; offset: number }) {
      const conditions: SQL[] = [];
      if (filter.search !== '') conditions.push(ilike(pointsOfInterest.name, containsPattern(filter.search)));
      if (filter.categoryId !== null) conditions.push(eq(pointsOfInterest.categoryId, filter.categoryId));
      const where = conditions.length === 0 ? undefined : and(...conditions);
      const [rows, [total]] = await Promise.all([
        withCategory().where(where).orderBy(asc(pointsOfInterest.name), asc(pointsOfInterest.id)).limit(filter.limit).offset(filter.offset),
        db.select({ n: count() }).from(pointsOfInterest).where(where),
      ]);
      return { items: rows.map(flatten), count: total?.n ?? 0 };
    },

    async findPoi(id: number): Promise<PointOfInterestWithCategory | null> {
      const [row] = await withCategory().where(eq(pointsOfInterest.id, id));
      return row ? flatten(row) : null;
    },

    async insertPoi(values: NewPointOfInterest): Promise<number> {
      const [row] = await db.insert(pointsOfInterest).values(values).returning({ id: pointsOfInterest.id });
      return row!.id;
    },

    async updatePoi(id: number, values: Partial<NewPointOfInterest>): Promise<void> {
      await db.update(pointsOfInterest).set(values).where(eq(pointsOfInterest.id, id));
    },

    recordAudit: (event: AuditEvent) => recordAuditEvent(db, event),
  };
}

export const createPoiAdminRepository = (db: Database) => transactionalRepository(poiAdminQueries, db);
export type PoiAdminRepository = ReturnType<typeof createPoiAdminRepository>;
