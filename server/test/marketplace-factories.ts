import { tripOffers } from '../src/db/schema/index.ts';
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

/** The offers area's row of a trip (trip_offers): offered on 1 May 2030, claimed when `claimedAt` is given. */
export interface OfferFactoryValues {
  offeredAt?: Date;
  claimedAt?: Date | null;
}

/** The trip's offers row: staff offered it to drivers (and a company claimed it, with `claimedAt`). */
export async function insertTripOffer(db: Database, tripId: number, { offeredAt = new Date('2030-05-01T08:00:00Z'), claimedAt = null }: OfferFactoryValues = {}) {
  await db.insert(tripOffers).values({ tripId, offeredAt, claimedAt });
}

/**
 * A confirmed trip staff offered to drivers (15 June 2030, 12:00 Zagreb, 2 passengers, Sedan,
 * unless told); no company claimed it unless `claimedAt` (with the trip's company) says so.
 */
export async function insertOfferedTrip(db: Database, values: TripFactoryValues & OfferFactoryValues) {
  const { offeredAt, claimedAt, ...tripValues } = values;
  const trip = await insertTrip(db, { status: 'confirmed', ...tripValues });
  await insertTripOffer(db, trip.id, { ...(offeredAt ? { offeredAt } : {}), claimedAt: claimedAt ?? null });
  return trip;
}
