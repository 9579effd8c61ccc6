/** The fleet area's query keys: the driver and vehicle options staff assign to trips. */
export const fleetKeys = {
  all: ['fleet'] as const,
  drivers: () => ['fleet', 'drivers'] as const,
  vehicles: () => ['fleet', 'vehicles'] as const,
};
