import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import { places, pointsOfInterest, roundTripPrices, roundTrips, vehicleTypes } from '../../db/schema/index.ts';
import { recordAuditEvent, type AuditEvent } from '../../platform/db/audit-log.ts';
import type { Database } from '../../platform/db/database.ts';
import { containsPattern } from '../../platform/db/search-pattern.ts';
import { transactionalRepository } from '../../platform/db/transaction.ts';

export type RoundTripRow = typeof roundTrips.$inferSelect;
export type NewRoundTrip = Omit<typeof roundTrips.$inferInsert, 'id' | 'createdAt'>;
export type PlaceRow = typeof places.$inferSelect;

/** A round trip as the back office shows it: retired ones too, with every price on file. */
export interface RoundTripAdminRecord {
  trip: RoundTripRow;
  startPlace: PlaceRow;
  stopName: string | null;
  prices: { vehicleTypeId: number; vehicleTypeName: string; basePriceCents: number }[];
}

/**
 * SQL of the back office's round trips: round_trips and round_trip_prices (this area's), and the
 * start place's snapshot row in places, which a round trip owns like a trip owns its own (a changed
 * pick is a new row, so no trip or round trip moves with it). Points of interest and vehicle types
 * are only read for display.
 */
function roundTripsAdminQueries(db: Database) {
  async function withDetails(rows: { trip: RoundTripRow; place: PlaceRow; stopName: string | null }[]): Promise<RoundTripAdminRecord[]> {
    if (rows.length === 0) return [];
    const priceRows = await db
      .select({ roundTripId: roundTripPrices.roundTripId, vehicleTypeId: roundTripPrices.vehicleTypeId, vehicleTypeName: vehicleTypes.name, basePriceCents: roundTripPrices.basePriceCents })
      .from(roundTripPrices)
      .innerJoin(vehicleTypes, eq(vehicleTypes.id, roundTripPrices.vehicleTypeId))
      .where(inArray(roundTripPrices.roundTripId, rows.map((r) => r.trip.id)))
      .orderBy(asc(vehicleTypes.maxPassengers), asc(vehicleTypes.id));
    return rows.map(({ trip, place, stopName }) => ({
      trip,
      startPlace: place,
      stopName,
      prices: priceRows.filter((p) => p.roundTripId === trip.id).map(({ roundTripId: _id, ...price }) => price),
    }));
  }
  const select = () =>
    db
      .select({ trip: roundTrips, place: places, stopName: pointsOfInterest.name })
      .from(roundTrips)
      .innerJoin(places, eq(places.id, roundTrips.startPlaceId))
      .leftJoin(pointsOfInterest, eq(pointsOfInterest.id, roundTrips.stopPoiId));

  return {
    async list(filter: { search: string; limit: number; offset: number }) {
      const where = filter.search === '' ? undefined : ilike(roundTrips.name, containsPattern(filter.search));
      const [rows, [total]] = await Promise.all([
        select().where(where).orderBy(asc(roundTrips.name), asc(roundTrips.id)).limit(filter.limit).offset(filter.offset),
        db.select({ n: count() }).from(roundTrips).where(where),
      ]);
      return { items: await withDetails(rows), count: total?.n ?? 0 };
    },

    async find(id: number): Promise<RoundTripAdminRecord | null> {
      return (await withDetails(await select().where(eq(roundTrips.id, id))))[0] ?? null;
    },

    async insertPlace(values: Omit<typeof places.$inferInsert, 'id' | 'createdAt'>): Promise<number> {
      const [row] = await db.insert(places).values(values).returning({ id: places.id });
      return row!.id;
    },

    async insertRoundTrip(values: NewRoundTrip): Promise<number> {
      const [row] = await db.insert(roundTrips).values(values).returning({ id: roundTrips.id });
      return row!.id;
    },

    async updateRoundTrip(id: number, values: Partial<NewRoundTrip>): Promise<void> {
      await db.update(roundTrips).set(values).where(eq(roundTrips.id, id));
    },

    /** Replaces the round trip's prices by these (a vehicle type left out is no longer offered). */
    async replacePrices(id: number, prices: { vehicleTypeId: number; basePriceCents: number }[]): Promise<void> {
      await db.delete(roundTripPrices).where(eq(roundTripPrices.roundTripId, id));
      if (prices.length > 0) await db.insert(roundTripPrices).values(prices.map((p) => ({ roundTripId: id, ...p })));
    },

    /** Whether a stored picture name is a round trip's photo (the media route serves only catalogue pictures). */
    async isRoundTripPhoto(storedName: string): Promise<boolean> {
      const [row] = await db.select({ id: roundTrips.id }).from(roundTrips).where(and(sql`${storedName} = any(${roundTrips.photos})`)).limit(1);
      return row !== undefined;
    },

    recordAudit: (event: AuditEvent) => recordAuditEvent(db, event),
  };
}

export const createRoundTripsAdminRepository = (db: Database) => transactionalRepository(roundTripsAdminQueries, db);
export type RoundTripsAdminRepository = ReturnType<typeof createRoundTripsAdminRepository>;
