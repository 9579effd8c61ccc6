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
  /** The back office's approval queues and review pages (GET /api/admin/driver_approvals/ …). */
  approvals: () => ['fleet', 'approvals'] as const,
  driverApprovals: (params: { search: string; page: number }) => ['fleet', 'approvals', 'drivers', params] as const,
  vehicleApprovals: (params: { search: string; page: number }) => ['fleet', 'approvals', 'vehicles', params] as const,
  driverReview: (id: number) => ['fleet', 'approvals', 'driver', id] as const,
  vehicleReview: (id: number) => ['fleet', 'approvals', 'vehicle', id] as const,
  /** The back office's Companies (GET /api/admin/companies/ …). */
  companies: () => ['fleet', 'companies'] as const,
  companyList: (params: { search: string; page: number; limit: number }) => ['fleet', 'companies', 'list', params] as const,
  company: (id: number) => ['fleet', 'companies', 'one', id] as const,
  /** GET /api/company/: a driver admin's own company (Settings). */
  ownCompany: () => ['fleet', 'companies', 'own'] as const,
};
