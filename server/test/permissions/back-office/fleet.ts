import { signedIn, staffOnly, type EndpointCase } from '../matrix-cases.ts';

const UNKNOWN = 2147483647;

/** The back office's fleet calls (/api/admin/…): staff only; every other role refused. */
export const fleetCases: EndpointCase[] = [
  { method: 'GET', route: '/api/admin/driver_approvals/', expect: staffOnly() },
  { method: 'GET', route: '/api/admin/vehicle_approvals/', expect: staffOnly() },
  {
    name: "own company's driver",
    method: 'GET',
    route: '/api/admin/driver_approvals/:driverId/',
    path: (f) => `/api/admin/driver_approvals/${f.own.drivers.plain.id}/`,
    expect: staffOnly(),
  },
  {
    name: 'an unknown vehicle',
    method: 'GET',
    route: '/api/admin/vehicle_approvals/:vehicleId/',
    path: () => `/api/admin/vehicle_approvals/${UNKNOWN}/`,
    expect: signedIn(403, { staff: 404 }),
  },
  // Staff's cases point at missing records or send no reason, so later cases find the cast unchanged.
  {
    name: 'an unknown driver',
    method: 'POST',
    route: '/api/admin/drivers/:driverId/approve/',
    path: () => `/api/admin/drivers/${UNKNOWN}/approve/`,
    body: () => ({ version: 1 }),
    expect: signedIn(403, { staff: 404 }),
  },
  {
    name: "own company's driver, without a reason",
    method: 'POST',
    route: '/api/admin/drivers/:driverId/reject/',
    path: (f) => `/api/admin/drivers/${f.own.drivers.plain.id}/reject/`,
    body: () => ({ reason: ' no ' }),
    expect: signedIn(403, { staff: 422 }),
  },
  {
    name: 'an unknown vehicle',
    method: 'POST',
    route: '/api/admin/vehicles/:vehicleId/approve/',
    path: () => `/api/admin/vehicles/${UNKNOWN}/approve/`,
    body: () => ({ version: 1 }),
    expect: signedIn(403, { staff: 404 }),
  },
  {
    name: 'an unknown vehicle',
    method: 'POST',
    route: '/api/admin/vehicles/:vehicleId/reject/',
    path: () => `/api/admin/vehicles/${UNKNOWN}/reject/`,
    body: () => ({ reason: 'Blurred registration', version: 1 }),
    expect: signedIn(403, { staff: 404 }),
  },
];
