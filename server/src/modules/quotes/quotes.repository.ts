import { and, eq, gt, lte } from 'drizzle-orm';
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

export function createQuotesRepository(db: Database) {
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
      const [row] = await db.insert(tripPriceQuotes).values(columns(values)).returning({ id: tripPriceQuotes.id });
      if (!row) throw new Error('insert into trip_price_quotes returned no row');
      return row.id;
    },

    /** Overwrites the quote `id` if it is this user's and still valid; false otherwise. */
    async replaceOwn(id: string, values: QuoteValues, now: Date): Promise<boolean> {
      const rows = await db
        .update(tripPriceQuotes)
        .set(columns(values))
        .where(and(eq(tripPriceQuotes.id, id), eq(tripPriceQuotes.createdByUserId, values.createdByUserId), gt(tripPriceQuotes.expiresAt, now)))
        .returning({ id: tripPriceQuotes.id });
      return rows.length > 0;
    },

    async findById(id: string): Promise<QuoteRow | null> {
      const [row] = await db.select().from(tripPriceQuotes).where(eq(tripPriceQuotes.id, id));
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
