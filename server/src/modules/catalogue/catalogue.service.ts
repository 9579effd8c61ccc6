import { centsToEuroNumber, type PoiCategory, type VehicleType } from '@vozimo/contract';
import type { Actor } from '../../platform/permissions/actor.ts';
import { authorize } from '../../platform/permissions/can.ts';
import type { CatalogueRepository, VehicleTypeRow } from './catalogue.repository.ts';
import { publicImageUrl } from './image-url.ts';

export function toVehicleTypeResponse(row: VehicleTypeRow): VehicleType {
  return {
    vehicle_type_id: row.id,
    vehicle_type_name: row.name,
    max_passengers: row.maxPassengers,
    comparable_to: row.comparableTo,
    price_per_km: centsToEuroNumber(row.pricePerKmCents),
    minimum_fare: centsToEuroNumber(row.minimumFareCents),
    baggage_note: row.baggageNote,
    image: publicImageUrl(row.image),
  };
}

export function createCatalogueService({ repo }: { repo: CatalogueRepository }) {
  return {
    async listVehicleTypes(actor: Actor): Promise<VehicleType[]> {
      authorize(actor, 'catalogue.read');
      return (await repo.listVehicleTypes()).map(toVehicleTypeResponse);
    },

    async listPoiCategories(actor: Actor): Promise<PoiCategory[]> {
      authorize(actor, 'catalogue.read');
      return (await repo.listPoiCategories()).map((c) => ({ category_id: c.id, category_name: c.name, color: c.color }));
    },

    /**
     * For other services, which checked their own permission: every type quotes offer, with its
     * tariff. A retired type is not offered; quotes and trips that have it keep it.
     */
    async vehicleTypesForPricing(): Promise<VehicleTypeRow[]> {
      return repo.listVehicleTypesOnOffer();
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
