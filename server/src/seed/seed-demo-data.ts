import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database.ts';
import type { UploadStorage } from '../platform/uploads/upload-storage.ts';
import { storeDemoFleetFiles } from './demo-fleet-files.ts';
import { insertDemoAccounts } from './insert-demo-accounts.ts';
import { insertDemoCatalogue } from './insert-demo-catalogue.ts';
import { insertDemoPartnerApplications } from './insert-demo-partner-applications.ts';
import { insertDemoTrips } from './insert-demo-trips.ts';
import { planDemoTrips } from './plan-demo-trips.ts';

import { isDatabaseEmpty } from './is-database-empty.ts';

export { isDatabaseEmpty };

/** The advisory lock the demo seed is taken under: one number, "vzseed" in ASCII (the migrations take "vozimo"). */
const SEED_LOCK_KEY = 0x767a73656564;

/**
 * Fills an empty database with the demo: settings, vehicle types, POIs and round trips, the demo
 * accounts (password demo12345) with their agencies and partner companies, and about 200 trips
 * around `now` (previous month to two months ahead) in every status. The drivers' and vehicles'
 * photos and documents are drawn and kept in `uploads` first.
 *
 * Deterministic for a given `now` apart from trip tokens. One transaction: a failure leaves the
 * database empty, so the next start simply seeds again.
 *
 * Returns false, and writes nothing, when the database is not empty. Several processes starting
 * together on one empty PostgreSQL database (`npm start` twice, replicas) all call it: each takes
 * the same transaction-scoped advisory lock before it looks, so one seeds and the others wait for
 * its commit, then find the accounts and leave. Without the lock both saw an empty database and
 * the second failed on the first's unique names. The migrations are run under a lock the same way
 * (platform/db/open-database.ts).
 */
export async function seedDemoData(db: Database, now: Date, uploads: UploadStorage): Promise<boolean> {
  const plan = planDemoTrips(now);
  let storedNames: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`);
      if (!(await isDatabaseEmpty(tx))) return false;
      // Drawn only by the process that seeds: the others would leave files no row names.
      const fleetFiles = await storeDemoFleetFiles(uploads, now);
      storedNames = fleetFiles.storedNames;
      const catalogueIds = await insertDemoCatalogue(tx);
      const accountIds = await insertDemoAccounts(tx, now, fleetFiles);
      await insertDemoTrips(tx, plan, { ...catalogueIds, ...accountIds });
      await insertDemoPartnerApplications(tx, now);
      return true;
    });
  } catch (error) {
    // The rows that named them were rolled back: the files would be orphans.
    await uploads.remove(storedNames);
    throw error;
  }
}
