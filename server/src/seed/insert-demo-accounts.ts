import type { Database } from '../platform/db/database.ts';
import { hashPassword } from '../platform/passwords.ts';
import { agencies, driverCompanies, drivers, users, vehicles } from '../db/schema/index.ts';
import { DEMO_AGENCIES, DEMO_PASSWORD, DEMO_USERS } from './demo-accounts.ts';
import { DEMO_COMPANIES, DEMO_DRIVERS, DEMO_VEHICLES } from './demo-fleet.ts';
import type { DemoFleetFiles } from './demo-fleet-files.ts';
import { IdMap } from './id-map.ts';

export interface AccountIds {
  agencies: IdMap;
  companies: IdMap;
  drivers: IdMap;
  vehicles: IdMap;
  /** By username. */
  users: IdMap;
}

const DAY_MS = 86_400_000;

/** Agencies, partner companies with their drivers and vehicles (with their stored photos and documents), and the demo sign-ins. */
export async function insertDemoAccounts(db: Database, now: Date, fleetFiles: DemoFleetFiles): Promise<AccountIds> {
  const agencyRows = await db
    .insert(agencies)
    .values(DEMO_AGENCIES.map(({ key: _key, ...agency }) => agency))
    .returning({ id: agencies.id, name: agencies.name });
  const agencyIds = IdMap.matchRows('agency', DEMO_AGENCIES, agencyRows, 'name');

  const companyRows = await db
    .insert(driverCompanies)
    .values(DEMO_COMPANIES.map(({ key: _key, ...company }) => ({ ...company, isApproved: true })))
    .returning({ id: driverCompanies.id, companyName: driverCompanies.companyName });
  const companyIds = IdMap.matchRows('company', DEMO_COMPANIES, companyRows, 'companyName');

  const driverRows = await db
    .insert(drivers)
    .values(
      // tripWeight steers the trip planner; it is no column.
      DEMO_DRIVERS.map(({ key, companyKey, tripWeight: _tripWeight, ...driver }) => ({
        ...driver,
        ...fleetFiles.drivers.get(key),
        companyId: companyIds.get(companyKey),
      })),
    )
    .returning({ id: drivers.id, driverName: drivers.driverName });
  const driverIds = IdMap.matchRows('driver', DEMO_DRIVERS, driverRows, 'driverName');

  const vehicleRows = await db
    .insert(vehicles)
    .values(
      DEMO_VEHICLES.map(({ key, companyKey, driverKey, ...vehicle }) => ({
        ...vehicle,
        ...fleetFiles.vehicles.get(key),
        companyId: companyIds.get(companyKey),
        driverId: driverIds.get(driverKey),
      })),
    )
    .returning({ id: vehicles.id, licensePlate: vehicles.licensePlate });
  const vehicleIds = IdMap.matchRows('vehicle', DEMO_VEHICLES, vehicleRows, 'licensePlate');

  // One hash for all: the password is the same, and argon2 is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const userRows = await db
    .insert(users)
    .values(
      DEMO_USERS.map(({ agencyKey, driverKey, lastLoginDaysAgo, ...user }) => ({
        ...user,
        passwordHash,
        agencyId: agencyIds.getOrNull(agencyKey),
        driverId: driverIds.getOrNull(driverKey),
        lastLogin: lastLoginDaysAgo === null ? null : new Date(now.getTime() - lastLoginDaysAgo * DAY_MS),
      })),
    )
    .returning({ id: users.id, username: users.username });
  const userIds = IdMap.fromRows('user', userRows, (row) => row.username);

  return { agencies: agencyIds, companies: companyIds, drivers: driverIds, vehicles: vehicleIds, users: userIds };
}
