import { signedIn, staffOnly, type EndpointCase } from '../matrix-cases.ts';

// Vehicle types (pricing and vehicle types helper). Writes point at a missing id (404) or send
// JSON to a multipart form (415), so no case changes a type later cases quote with.
const vehicleTypeCases: EndpointCase[] = [
  { method: 'GET', route: '/api/admin/vehicle_types/', expect: staffOnly() },
  { method: 'POST', route: '/api/admin/vehicle_types/', body: () => ({}), expect: signedIn(403, { staff: 415 }) },
  { method: 'POST', route: '/api/admin/vehicle_types/:vehicleTypeId/', path: () => '/api/admin/vehicle_types/999999/', body: () => ({}), expect: signedIn(403, { staff: 404 }) },
  {
    method: 'POST',
    route: '/api/admin/vehicle_types/:vehicleTypeId/set_active/',
    path: () => '/api/admin/vehicle_types/999999/set_active/',
    body: () => ({ is_active: false }),
    expect: signedIn(403, { staff: 404 }),
  },
  {
    method: 'POST',
    route: '/api/admin/vehicle_types/:vehicleTypeId/tariff/',
    path: () => '/api/admin/vehicle_types/999999/tariff/',
    body: () => ({ price_per_km: 1, minimum_fare: 30 }),
    expect: signedIn(403, { staff: 404 }),
  },
];

// POI categories and points of interest (catalogues helper). Writes point at a missing id (404),
// send an invalid body (422) or JSON to a multipart form (415): no case changes what later cases read.
const poiCases: EndpointCase[] = [
  { method: 'GET', route: '/api/admin/poi_categories/', expect: staffOnly() },
  { method: 'POST', route: '/api/admin/poi_categories/', body: () => ({ category_name: '', color: 'red' }), expect: signedIn(403, { staff: 422 }) },
  { method: 'POST', route: '/api/admin/poi_categories/:id/', path: () => '/api/admin/poi_categories/999999/', body: () => ({ category_name: 'Nowhere', color: 'red' }), expect: signedIn(403, { staff: 404 }) },
  { method: 'POST', route: '/api/admin/poi_categories/:id/set_active/', path: () => '/api/admin/poi_categories/999999/set_active/', body: () => ({ is_active: false }), expect: signedIn(403, { staff: 404 }) },
  { method: 'GET', route: '/api/admin/points_of_interest/', expect: staffOnly() },
  { method: 'GET', route: '/api/admin/points_of_interest/:id/', path: () => '/api/admin/points_of_interest/999999/', expect: signedIn(403, { staff: 404 }) },
  { method: 'POST', route: '/api/admin/points_of_interest/', body: () => ({}), expect: signedIn(403, { staff: 415 }) },
  { method: 'POST', route: '/api/admin/points_of_interest/:id/', path: () => '/api/admin/points_of_interest/999999/', body: () => ({}), expect: signedIn(403, { staff: 415 }) },
  { method: 'POST', route: '/api/admin/points_of_interest/:id/set_active/', path: () => '/api/admin/points_of_interest/999999/set_active/', body: () => ({ is_active: false }), expect: signedIn(403, { staff: 404 }) },
];

/** The back office's catalogue calls (/api/admin/…): staff only; every other role refused. */
export const catalogueCases: EndpointCase[] = [...vehicleTypeCases, ...poiCases];
