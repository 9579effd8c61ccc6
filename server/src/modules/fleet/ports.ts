// What the fleet area offers other areas (server/src/modules/README.md).
// The marketplace (offers area): one company's assignable drivers and vehicles, and the claim's checks.
export type { CompanyFleetService, ClaimableDriver, ClaimableVehicle, VehicleClass } from './company-fleet.service.ts';
