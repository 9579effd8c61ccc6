import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import { pointsOfInterest, vehicleTypes } from '../../db/schema/index.ts';
import { recordAuditEvent, type AuditEvent } from '../../platform/db/audit-log.ts';
import type { Database } from '../../platform/db/database.ts';
import { containsPattern } from '../../platform/db/search-pattern.ts';
import { transactionalRepository } from '../../platform/db/transaction.ts';
import type { VehicleTypeRow } from './catalogue.repository.ts';

export type VehicleTypeInsert = Omit<typeof vehicleTypes.$inferInsert, 'id' | 'createdAt'>;
export type VehicleTypeChanges = Partial<VehicleTypeInsert>;

/** The vehicle types table as the back office reads and writes it (docs/decisions/0023-back-office.md). */
function vehicleTypesAdminQueries(db: Database) {
  return {
    /** Active first, then as the trip form orders them (smallest, cheapest). */
    async listPage(search: string, limit: number, offset: number): Promise<{ rows: VehicleTypeRow[]; count: number }> {
      const pattern = containsPattern(search);
      const where = search === '' ? undefined : or(ilike(vehicleTypes.name, pattern), ilike(vehicleTypes.comparableTo, pattern));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(vehicleTypes)
          .where(where)
          .orderBy(sql`${vehicleTypes.isActive} desc`, asc(vehicleTypes.maxPassengers), asc(vehicleTypes.pricePerKmCents), asc(vehicleTypes.id))
          .limit(limit)
          .offset(offset),
        db.select({ count: count() }).from(vehicleTypes).where(where),
      ]);
      return { rows, count: total?.count ?? 0 };
    },

    /** Every type, retired ones too, in the trip form's order: the Pricing screen's tariffs. */
    listAll(): Promise<VehicleTypeRow[]> {
      return db.select().from(vehicleTypes).orderBy(asc(vehicleTypes.maxPassengers), asc(vehicleTypes.pricePerKmCents), asc(vehicleTypes.id));
    },

    /** The row, locked until the transaction ends when `lock` (so two edits apply one after the other). */
    async findById(id: number, lock = false): Promise<VehicleTypeRow | undefined> {
      const query = db.select().from(vehicleTypes).where(eq(vehicleTypes.id, id)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async insert(values: VehicleTypeInsert): Promise<VehicleTypeRow> {
      const [row] = await db.insert(vehicleTypes).values(values).returning();
      return row!;
    },

    async update(id: number, changes: VehicleTypeChanges): Promise<VehicleTypeRow> {
      const [row] = await db.update(vehicleTypes).set(changes).where(eq(vehicleTypes.id, id)).returning();
      return row!;
    },

    recordAudit(event: AuditEvent): Promise<void> {
      return recordAuditEvent(db, event);
    },

    /**
     * Whether an uploaded file is a catalogue picture (a vehicle type's image or a point of
     * interest's photo), which anyone may see; every other upload (fleet documents …) is served
     * only by a route that checks who asks.
     */
    async isCatalogueImage(storedName: string): Promise<boolean> {
      const [vehicleType] = await db.select({ id: vehicleTypes.id }).from(vehicleTypes).where(eq(vehicleTypes.image, storedName)).limit(1);
      if (vehicleType) return true;
      const [poi] = await db.select({ id: pointsOfInterest.id }).from(pointsOfInterest).where(eq(pointsOfInterest.photo, storedName)).limit(1);
      return poi !== undefined;
    },
  };
}

export function createVehicleTypesAdminRepository(db: Database) {
  return transactionalRepository(vehicleTypesAdminQueries, db);
}
export type VehicleTypesAdminRepository = ReturnType<typeof createVehicleTypesAdminRepository>;
