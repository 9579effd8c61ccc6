import type { Database } from '../../platform/db/database.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { agencies, driverCompanies, drivers, users, vehicles } from '../schema/index.ts';
import { DEMO_AGENCIES, DEMO_PASSWORD, DEMO_USERS } from './demo-accounts.ts';
import { DEMO_COMPANIES, DEMO_DRIVERS, DEMO_VEHICLES } from './demo-fleet.ts';
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

/** Agencies, partner companies with their drivers and vehicles, and the demo sign-ins. */
export async function insertDemoAccounts(db: Database, now: Date): Promise<AccountIds> {
  const agencyRows = await db
    .insert(agencies)
    .values(DEMO_AGENCIES.map(({ name, agencyPercentBp }) => ({ name, agencyPercentBp })))
    .returning({ id: agencies.id, name: agencies.name });
  const agencyIds = IdMap.fromRows('agency', agencyRows, (row) => DEMO_AGENCIES.find((a) => a.name === row.name)?.key ?? row.name);

  const companyRows = await db
    .insert(driverCompanies)
    .values(
      DEMO_COMPANIES.map((c) => ({
        companyName: c.companyName,
        address: c.address,
        vat: c.vat,
        legalRepresentative: c.legalRepresentative,
        email: c.email,
        phoneNumber: c.phoneNumber,
        whatsapp: c.whatsapp,
        country: c.country,
        hometown: c.hometown,
        isApproved: true,
      })),
    )
    .returning({ id: driverCompanies.id, companyName: driverCompanies.companyName });
  const companyIds = IdMap.fromRows(
    'company',
    companyRows,
    (row) => DEMO_COMPANIES.find((c) => c.companyName === row.companyName)?.key ?? row.companyName,
  );

  const driverRows = await db
    .insert(drivers)
    .values(
      DEMO_DRIVERS.map((d) => ({
        companyId: companyIds.get(d.companyKey),
        driverName: d.driverName,
        phone: d.phone,
        email: d.email,
        whatsapp: d.whatsapp,
        hometown: d.hometown,
        isApproved: d.isApproved,
      })),
    )
    .returning({ id: drivers.id, driverName: drivers.driverName });
  const driverIds = IdMap.fromRows(
    'driver',
    driverRows,
    (row) => DEMO_DRIVERS.find((d) => d.driverName === row.driverName)?.key ?? row.driverName,
  );

  const vehicleRows = await db
    .insert(vehicles)
    .values(
      DEMO_VEHICLES.map((v) => ({
        companyId: companyIds.get(v.companyKey),
        driverId: driverIds.get(v.driverKey),
        vehicleTypeId: v.vehicleTypeId,
        make: v.make,
        model: v.model,
        licensePlate: v.licensePlate,
        color: v.color,
        productionYear: v.productionYear,
        isApproved: v.isApproved,
      })),
    )
    .returning({ id: vehicles.id, licensePlate: vehicles.licensePlate });
  const vehicleIds = IdMap.fromRows(
    'vehicle',
    vehicleRows,
    (row) => DEMO_VEHICLES.find((v) => v.licensePlate === row.licensePlate)?.key ?? row.licensePlate,
  );

  // One hash for all: the password is the same, and argon2 is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const userRows = await db
    .insert(users)
    .values(
      DEMO_USERS.map((u) => ({
        username: u.username,
        passwordHash,
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.email,
        isStaff: u.isStaff,
        isAgent: u.isAgent,
        isAgencyAdmin: u.isAgencyAdmin,
        isDriver: u.isDriver,
        isDriverAdmin: u.isDriverAdmin,
        agencyId: agencyIds.getOrNull(u.agencyKey),
        driverId: driverIds.getOrNull(u.driverKey),
        lastLogin: u.lastLoginDaysAgo === null ? null : new Date(now.getTime() - u.lastLoginDaysAgo * DAY_MS),
      })),
    )
    .returning({ id: users.id, username: users.username });
  const userIds = IdMap.fromRows('user', userRows, (row) => row.username);

  return { agencies: agencyIds, companies: companyIds, drivers: driverIds, vehicles: vehicleIds, users: userIds };
}
