import { randomBytes } from 'node:crypto';
import { agencies, driverCompanies, drivers, users } from '../src/db/schema/index.ts';
import type { Database } from '../src/platform/db/database.ts';
import { hash } from '@node-rs/argon2';

export const TEST_PASSWORD = 'correct horse battery';
/**
 * Test users' password hash: a real argon2id hash, which sign-in verifies as any other, but made at
 * argon2's lowest cost. Verifying reads the cost from the hash, so each test sign-in takes
 * microseconds instead of the production cost's 30 ms: the permission matrix alone signs in
 * 1,400 times. Passwords people set through the API are hashed at production cost
 * (platform/passwords.ts), and so is the stand-in hash for unknown usernames.
 */
const CHEAP_ARGON2ID = { algorithm: 2, memoryCost: 64, timeCost: 1, parallelism: 1 } as const;
let cachedHash: Promise<string> | undefined;
const testPasswordHash = () => (cachedHash ??= hash(TEST_PASSWORD, CHEAP_ARGON2ID));

export const uniqueName = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

export async function insertAgency(db: Database, values: Partial<typeof agencies.$inferInsert> = {}) {
  const [row] = await db.insert(agencies).values({ name: uniqueName('Agency'), ...values }).returning();
  return row!;
}

export async function insertCompany(db: Database, values: Partial<typeof driverCompanies.$inferInsert> = {}) {
  const [row] = await db
    .insert(driverCompanies)
    .values({ companyName: uniqueName('Company'), isApproved: true, ...values } as typeof driverCompanies.$inferInsert)
    .returning();
  return row!;
}

/** A driver's documents on file and valid for years: what staff's approval needs (issue 30). */
export const DRIVER_PAPERS = {
  licenceDocument: `${'1'.repeat(32)}.pdf`,
  licenceExpiresOn: '2099-12-31',
  idDocument: `${'2'.repeat(32)}.pdf`,
  idExpiresOn: '2099-12-31',
} as const;

/** A vehicle's registration and insurance on file and valid for years: what staff's approval needs (issue 30). */
export const VEHICLE_PAPERS = {
  vehicleRegistrationPhoto: `${'3'.repeat(32)}.pdf`,
  registrationExpiresOn: '2099-12-31',
  vehicleInsurancePhoto: `${'4'.repeat(32)}.pdf`,
  insuranceExpiresOn: '2099-12-31',
} as const;

export async function insertDriver(db: Database, companyId: number, values: Partial<typeof drivers.$inferInsert> = {}) {
  const [row] = await db
    .insert(drivers)
    .values({ companyId, driverName: uniqueName('Driver'), isApproved: true, ...values } as typeof drivers.$inferInsert)
    .returning();
  return row!;
}

export async function insertUser(db: Database, values: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await db
    .insert(users)
    .values({
      username: uniqueName('user'),
      passwordHash: await testPasswordHash(),
      firstName: 'Test',
      lastName: 'User',
      email: 'test@example.com',
      ...values,
    })
    .returning();
  return row!;
}

export type RoleName = 'staff' | 'agencyAdmin' | 'agent' | 'driverAdmin' | 'driver' | 'noRole';

/**
 * One user per role in fresh agencies and companies: the cast every permission test signs in as.
 * `agent` shares `agencyAdmin`'s agency; `driver` shares `driverAdmin`'s company.
 */
export async function insertRoleCast(db: Database) {
  const agency = await insertAgency(db);
  const company = await insertCompany(db);
  const adminDriver = await insertDriver(db, company.id);
  const plainDriver = await insertDriver(db, company.id);
  const cast = {
    staff: await insertUser(db, { isStaff: true, firstName: 'Stella', lastName: 'Staff' }),
    agencyAdmin: await insertUser(db, { isAgent: true, isAgencyAdmin: true, agencyId: agency.id, firstName: 'Ana' }),
    agent: await insertUser(db, { isAgent: true, agencyId: agency.id, firstName: 'Ivo' }),
    driverAdmin: await insertUser(db, { isDriver: true, isDriverAdmin: true, driverId: adminDriver.id, firstName: 'Marko' }),
    driver: await insertUser(db, { isDriver: true, driverId: plainDriver.id, firstName: 'Luka' }),
    noRole: await insertUser(db, { firstName: 'Nobody' }),
  } satisfies Record<RoleName, unknown>;
  return { agency, company, drivers: { admin: adminDriver, plain: plainDriver }, users: cast };
}
