/** The catalogue's query keys: reference data that many forms read (vehicle types, POI categories). */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  vehicleTypes: () => ['catalogue', 'vehicle-types'] as const,
  poiCategories: () => ['catalogue', 'poi-categories'] as const,
};
