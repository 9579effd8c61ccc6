/** The catalogue's query keys: reference data that many forms read (vehicle types, POI categories). */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  vehicleTypes: () => ['catalogue', 'vehicle-types'] as const,
  poiCategories: () => ['catalogue', 'poi-categories'] as const,
  adminVehicleTypes: (params: { search: string; page: number }) => ['catalogue', 'admin-vehicle-types', params] as const,
  adminPoiCategories: (params: { search: string; page: number; limit: number }) => ['catalogue', 'admin-poi-categories', params] as const,
  adminPointsOfInterest: (params: { search: string; category: number | null; page: number }) => ['catalogue', 'admin-points-of-interest', params] as const,
  adminPointOfInterest: (id: number) => ['catalogue', 'admin-point-of-interest', id] as const,
};
