import type { Database } from '../src/platform/db/database.ts';
import { insertCompany, insertDriver, insertUser } from './factories.ts';
import { insertTrip, insertVehicle, type TripFactoryValues } from './trip-factories.ts';

/**
 * A driver company on the marketplace: approved unless told otherwise, with a driver admin who
 * signs in (`admin.username`, TEST_PASSWORD) and one assignable driver and Sedan.
 */
export async function insertMarketplaceCompany(db: Database, { approved = true } = {}) {
  const company = await insertCompany(db, { isApproved: approved });
  const adminDriver = await insertDriver(db, company.id);
  const admin = await insertUser(db, { isDriver: true, isDriverAdmin: true, driverId: adminDriver.id, firstName: 'Admin' });
  const driver = await insertDriver(db, company.id);
  const vehicle = await insertVehicle(db, company.id, { driverId: driver.id });
  return { company, admin, adminDriver, driver, vehicle };
}
export type MarketplaceCompany = Awaited<ReturnType<typeof insertMarketplaceCompany>>;

/** A confirmed trip staff offered to drivers and no company claimed (15 June 2030, 12:00 Zagreb, 2 passengers, Sedan, unless told). */
export function insertOfferedTrip(db: Database, values: TripFactoryValues) {
  return insertTrip(db, { status: 'confirmed', offerDrivers: true, offeredAt: new Date('2030-05-01T08:00:00Z'), ...values });
}
