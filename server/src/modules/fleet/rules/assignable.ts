import { and, eq, gte, isNull, or, type SQL } from 'drizzle-orm';
import { driverCompanies, drivers, vehicles } from '../../../db/schema/index.ts';

/**
 * Who may be given a trip (docs/decisions/0019-fleet-records.md): approved by staff, active, of an
 * approved company that staff have not deactivated (back office), and no document on file past its last valid day. A document not on file does
 * not block (ad-hoc drivers have none); staff approval is where documents are asked for.
 * `today` is the Zagreb calendar date (zagrebToday). Queries using these join driverCompanies.
 */
export function assignableDriver(today: string): SQL {
  return and(
    eq(drivers.isApproved, true),
    eq(drivers.isActive, true),
    eq(driverCompanies.isApproved, true),
    eq(driverCompanies.isActive, true),
    or(isNull(drivers.licenceExpiresOn), gte(drivers.licenceExpiresOn, today)),
    or(isNull(drivers.idExpiresOn), gte(drivers.idExpiresOn, today)),
  )!;
}

export function assignableVehicle(today: string): SQL {
  return and(
    eq(vehicles.isApproved, true),
    eq(vehicles.isActive, true),
    eq(driverCompanies.isApproved, true),
    eq(driverCompanies.isActive, true),
    or(isNull(vehicles.registrationExpiresOn), gte(vehicles.registrationExpiresOn, today)),
    or(isNull(vehicles.insuranceExpiresOn), gte(vehicles.insuranceExpiresOn, today)),
  )!;
}
