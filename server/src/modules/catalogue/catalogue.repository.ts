import { asc, eq } from 'drizzle-orm';
import { poiCategories, vehicleTypes } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';
import { vehicleTypeOrder, vehicleTypeOnOffer } from './vehicle-types-on-offer.ts';

export type VehicleTypeRow = typeof vehicleTypes.$inferSelect;

export function createCatalogueRepository(db: Database) {
  return {
    /** Every type, retired ones too: smallest first, then cheapest, the order the trip form shows the cards in. */
    async listVehicleTypes(): Promise<VehicleTypeRow[]> {
      return db
        .select()
        .from(vehicleTypes)
        .orderBy(...vehicleTypeOrder);
    },

    /** The types quotes offer, in their order. */
    async listVehicleTypesOnOffer(): Promise<VehicleTypeRow[]> {
      return db
        .select()
        .from(vehicleTypes)
        .where(vehicleTypeOnOffer)
        .orderBy(...vehicleTypeOrder);
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
