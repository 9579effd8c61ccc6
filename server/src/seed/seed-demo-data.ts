import type { Database } from '../platform/db/database.ts';
import type { UploadStorage } from '../platform/uploads/upload-storage.ts';
import { storeDemoFleetFiles } from './demo-fleet-files.ts';
import { insertDemoAccounts } from './insert-demo-accounts.ts';
import { insertDemoCatalogue } from './insert-demo-catalogue.ts';
import { insertDemoPartnerApplications } from './insert-demo-partner-applications.ts';
import { insertDemoTrips } from './insert-demo-trips.ts';
import { planDemoTrips } from './plan-demo-trips.ts';

export { isDatabaseEmpty } from './is-database-empty.ts';

/**
 * Fills an empty database with the demo: settings, vehicle types, POIs and round trips, the demo
 * accounts (password demo12345) with their agencies and partner companies, and about 200 trips
 * around `now` (previous month to two months ahead) in every status. The drivers' and vehicles'
 * photos and documents are drawn and kept in `uploads` first.
 *
 * Deterministic for a given `now` apart from trip tokens. One transaction: a failure leaves the
 * database empty, so the next start simply seeds again. Call it only when isDatabaseEmpty().
 */
export async function seedDemoData(db: Database, now: Date, uploads: UploadStorage): Promise<void> {
  const plan = planDemoTrips(now);
  const fleetFiles = await storeDemoFleetFiles(uploads, now);
  try {
    await db.transaction(async (tx) => {
      const catalogueIds = await insertDemoCatalogue(tx);
      const accountIds = await insertDemoAccounts(tx, now, fleetFiles);
      await insertDemoTrips(tx, plan, { ...catalogueIds, ...accountIds });
      await insertDemoPartnerApplications(tx, now);
    });
  } catch (error) {
    // The rows that named them were rolled back: the files would be orphans.
    await uploads.remove(fleetFiles.storedNames);
    throw error;
  }
}
