// What the fleet area offers other areas (server/src/modules/README.md).
// The marketplace (offers area): one company's assignable drivers and vehicles, and the claim's checks.
export type { CompanyFleetService, ClaimableDriver, ClaimableVehicle, VehicleClass } from './company-fleet.service.ts';
// The partners area: an approved application's company and first driver, in its transaction.
export type { FleetService } from './fleet.service.ts';
export type { PartnerCompanyCreated } from './fleet-approvals.service.ts';
export type { NewPartnerCompany } from './fleet-approvals.repository.ts';
// The operator area's setup checklist: whether a company can claim trips yet.
export type { CompaniesService } from './companies.service.ts';
