import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { tripPriceQuotes } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';
import type { Coordinate } from '../../platform/maps/maps.ts';
import type { StoredOffer, StoredQuoteInput } from './stored-quote.ts';

export interface QuoteValues {
  input: StoredQuoteInput;
  distanceM: number;
  durationS: number;
  overviewPolyline: Coordinate[];
  offers: StoredOffer[];
  createdByUserId: number;
  createdAt: Date;
  expiresAt: Date;
}

export type QuoteRow = typeof tripPriceQuotes.$inferSelect;

/** The stored columns of a quote, each from the placeholder of the same name. */
const QUOTE_COLUMN_PLACEHOLDERS = {
  input: sql.placeholder('input'),
  distanceM: sql.placeholder('distanceM'),
  durationS: sql.placeholder('durationS'),
  overviewPolyline: sql.placeholder('overviewPolyline'),
  breakdown: sql.placeholder('breakdown'),
  createdByUserId: sql.placeholder('createdByUserId'),
  createdAt: sql.placeholder('createdAt'),
  expiresAt: sql.placeholder('expiresAt'),
};

/**
 * Every quote stores one of these: built by Drizzle once and executed with new parameters
 * (building them cost about an eighth of a quote's CPU, docs/performance.md). Named, so PostgreSQL
 * plans each once per connection; they touch one row by key, no plan to choose per value.
 */
function buildQuoteStatements(db: Database) {
  return {
    insert: db.insert(tripPriceQuotes).values(QUOTE_COLUMN_PLACEHOLDERS).returning({ id: tripPriceQuotes.id }).prepare('quote_insert'),
    replaceOwn: db
      .update(tripPriceQuotes)
      // Drizzle types `set` without placeholders, but takes them as `values` does: each becomes a
      // parameter encoded by its column.
      .set(QUOTE_COLUMN_PLACEHOLDERS as unknown as Partial<typeof tripPriceQuotes.$inferInsert>)
      .where(
        and(
          eq(tripPriceQuotes.id, sql.placeholder('id')),
          eq(tripPriceQuotes.createdByUserId, sql.placeholder('createdByUserId')),
          gt(tripPriceQuotes.expiresAt, sql.placeholder('now')),
        ),
      )
      .returning({ id: tripPriceQuotes.id })
      .prepare('quote_replace_own'),
    findById: db.select().from(tripPriceQuotes).where(eq(tripPriceQuotes.id, sql.placeholder('id'))).prepare('quote_by_id'),
  };
}

export function createQuotesRepository(db: Database) {
  const statements = buildQuoteStatements(db);
  // The placeholders in `set`/`values` go through their column's encoder (JSON, timestamps); those
  // in a condition do not, so the instant there is sent as ISO text.
  const columns = (v: QuoteValues) => ({
    input: v.input,
    distanceM: v.distanceM,
    durationS: v.durationS,
    overviewPolyline: v.overviewPolyline,
    breakdown: v.offers,
    createdByUserId: v.createdByUserId,
    createdAt: v.createdAt,
    expiresAt: v.expiresAt,
  });

  return {
    async insert(values: QuoteValues): Promise<string> {
      const [row] = await statements.insert.execute(columns(values));
      if (!row) throw new Error('insert into trip_price_quotes returned no row');
      return row.id;
    },

    /** Overwrites the quote `id` if it is this user's and still valid; false otherwise. */
    async replaceOwn(id: string, values: QuoteValues, now: Date): Promise<boolean> {
      const rows = await statements.replaceOwn.execute({ ...columns(values), id, now: now.toISOString() });
      return rows.length > 0;
    },

    async findById(id: string): Promise<QuoteRow | null> {
      const [row] = await statements.findById.execute({ id });
      return row ?? null;
    },

    /** For a periodic clean-up: expired quotes can never be booked. */
    async deleteExpired(now: Date): Promise<number> {
      const rows = await db.delete(tripPriceQuotes).where(lte(tripPriceQuotes.expiresAt, now)).returning({ id: tripPriceQuotes.id });
      return rows.length;
    },
  };
}

export type QuotesRepository = ReturnType<typeof createQuotesRepository>;
