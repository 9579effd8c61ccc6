/**
 * The fleet area's query keys: the driver and vehicle options staff assign to trips, and the
 * Drivers and Vehicles screens' lists (per company filter). Everything under `all`, so a change to
 * any driver or vehicle marks every one of them stale at once.
 */
export const fleetKeys = {
  all: ['fleet'] as const,
  drivers: () => ['fleet', 'drivers'] as const,
  vehicles: () => ['fleet', 'vehicles'] as const,
  /** GET /api/drivers/; `company` is staff's filter (undefined: every company in reach). */
  driverList: (company?: number) => ['fleet', 'driver-list', { company: company ?? null }] as const,
  /** GET /api/vehicles/, likewise. */
  vehicleList: (company?: number) => ['fleet', 'vehicle-list', { company: company ?? null }] as const,
};
