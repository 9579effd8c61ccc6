import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import { insertRoleCast } from '../../test/factories.ts';
import { insertTrip } from '../../test/trip-factories.ts';
import type { DatabaseHandle } from '../platform/db/database.ts';
import { MIGRATIONS_FOLDER } from '../platform/db/open-database.ts';
import { tripOffers } from './schema/index.ts';

// Migration 0018 moves the offer and the claim off trips into the offers area's trip_offers
// (ADR 0048), expand-style: the old columns stay, and the contract migration repeats the copy for
// offers a server of the previous version made during the deploy. This runs that copy on trips
// marked offered the old way, as such a server marks them, and runs it twice.

const migration = readFileSync(path.join(MIGRATIONS_FOLDER, '0018_trip_offers.sql'), 'utf8');
/** The migration's last statement: the copy from the old columns. */
const copyFromTrips = migration.split('--> statement-breakpoint').at(-1)!;

let handle: DatabaseHandle;
let agentUserId: number;
beforeAll(async () => {
  handle = await createTestDatabase();
  agentUserId = (await insertRoleCast(handle.db)).users.agent.id;
});
afterAll(() => handle.close());

/** Marks the trip as the version before 0018 did, on the columns it still finds on trips. */
async function markTheOldWay(tripId: number, columns: { offeredAt: Date | null; claimedAt: Date | null }) {
  await handle.db.execute(sql`update trips set offer_drivers = true, offered_at = ${columns.offeredAt?.toISOString() ?? null},
    claimed_at = ${columns.claimedAt?.toISOString() ?? null} where id = ${tripId}`);
}

describe('migration 0018: the offers rows from the old columns of trips', () => {
  it('copies every offered trip once, with its offer time (or its last change) and its claim; trips never offered get none', async () => {
    const offeredAt = new Date('2030-05-01T08:00:00Z');
    const claimedAt = new Date('2030-05-02T09:30:00Z');
    const updatedAt = new Date('2030-04-20T07:00:00Z');
    const [offered, claimed, undated, never] = await Promise.all([
      insertTrip(handle.db, { agentUserId, status: 'confirmed' }),
      insertTrip(handle.db, { agentUserId, status: 'confirmed' }),
      insertTrip(handle.db, { agentUserId, status: 'confirmed', updatedAt }),
      insertTrip(handle.db, { agentUserId, status: 'confirmed' }),
    ]);
    await markTheOldWay(offered!.id, { offeredAt, claimedAt: null });
    await markTheOldWay(claimed!.id, { offeredAt, claimedAt });
    // Offered before trips had offered_at: dated by the trip's last change.
    await markTheOldWay(undated!.id, { offeredAt: null, claimedAt: null });

    await handle.db.execute(sql.raw(copyFromTrips));
    await handle.db.execute(sql.raw(copyFromTrips));

    const ids = [offered!.id, claimed!.id, undated!.id, never!.id];
    const rows = await handle.db.select().from(tripOffers).where(inArray(tripOffers.tripId, ids)).orderBy(tripOffers.tripId);
    // In trip id order on both sides: the ids need not follow the order the trips were made in.
    const expected = [
      { tripId: offered!.id, offeredAt, offeredByUserId: null, claimedAt: null },
      { tripId: claimed!.id, offeredAt, offeredByUserId: null, claimedAt },
      { tripId: undated!.id, offeredAt: updatedAt, offeredByUserId: null, claimedAt: null },
    ].sort((a, b) => a.tripId - b.tripId);
    expect(rows).toEqual(expected);
  });

  it('leaves an offers row the new version wrote as it is', async () => {
    const trip = await insertTrip(handle.db, { agentUserId, status: 'confirmed' });
    const written = { tripId: trip.id, offeredAt: new Date('2030-05-03T10:00:00Z'), offeredByUserId: agentUserId, claimedAt: null };
    await handle.db.insert(tripOffers).values(written);
    await markTheOldWay(trip.id, { offeredAt: new Date('2030-05-01T08:00:00Z'), claimedAt: new Date('2030-05-01T09:00:00Z') });

    await handle.db.execute(sql.raw(copyFromTrips));

    expect(await handle.db.select().from(tripOffers).where(eq(tripOffers.tripId, trip.id))).toEqual([written]);
  });
});
