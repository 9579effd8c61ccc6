import { asc, eq } from 'drizzle-orm';
import { poiCategories, vehicleTypes } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

export type VehicleTypeRow = typeof vehicleTypes.$inferSelect;

export function createCatalogueRepository(db: Database) {
  return {
    /** Smallest first, then cheapest: the order the trip form shows the cards in. */
    async listVehicleTypes(): Promise<VehicleTypeRow[]> {
      return db
        .select()
        .from(vehicleTypes)
        .orderBy(asc(vehicleTypes.maxPassengers), asc(vehicleTypes.pricePerKmCents), asc(vehicleTypes.id));
    },

    /** The trip form's filter: a retired category is left out (its points keep it and are still offered). */
    async listPoiCategories() {
      return db
        .select({ id: poiCategories.id, name: poiCategories.name, color: poiCategories.color })
        .from(poiCategories)
        .where(eq(poiCategories.isActive, true))
        .orderBy(asc(poiCategories.name));
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
