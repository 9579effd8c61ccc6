import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import fc from 'fast-check';
import { and, asc, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { monthDates, monthRange } from '@vozimo/contract';
import type { Database, DatabaseHandle } from '../../platform/db/database.ts';
import { tripCustomerRollups, tripCustomerTotals, tripMonthRollups, trips } from '../../db/schema/index.ts';
import type { TripStatus } from '../../db/schema/trips.ts';
import { computePriceBreakdown } from '../pricing/ports.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { openDatabase } from '../../platform/db/open-database.ts';
import { insertRoleCast } from '../../../test/factories.ts';
import { insertTrip, TEST_PERCENTAGES } from '../../../test/trip-factories.ts';
import { createTripListingRepository, type TripListingRepository } from './trip-listing.repository.ts';

/**
 * The rollups (migration 0014, ADR 0027) must give exactly what counting the trips gives, after
 * every kind of change a trip goes through: checked against the direct queries and against a
 * rebuild of the rollups from scratch.
 */
let handle: DatabaseHandle;
let listing: TripListingRepository;
let cast: Awaited<ReturnType<typeof insertRoleCast>>;

const MONTHS = ['2030-05', '2030-06', '2030-07'];
const STATUS_FILTERS: TripStatus[][] = [[], ['completed'], ['draft', 'confirmed', 'canceled']];

beforeAll(async () => {
  handle = await createTestDatabase();
  listing = createTripListingRepository(handle.db);
  cast = await insertRoleCast(handle.db);
});
afterAll(() => handle.close());

const db = () => handle.db;
const ALL = { kind: 'all' } as const;

async function countFromTrips(month: string | null, statuses: TripStatus[]): Promise<number> {
  const conditions: (SQL | undefined)[] = [];
  if (month) {
    const dates = monthDates(month);
    conditions.push(gte(trips.pickupDate, dates.fromDate), lt(trips.pickupDate, dates.toDate));
  }
  if (statuses.length > 0) conditions.push(inArray(trips.status, statuses));
  const [row] = await db().select({ count: count() }).from(trips).where(and(...conditions));
  return row!.count;
}

/** Staff's statistic cards and trips-list counts equal the direct computation over the trips. */
async function expectFiguresMatchTrips(): Promise<void> {
  for (const month of [...MONTHS, null]) {
    const range = month ? monthRange(month) : null;
    expect(await listing.tripStats(ALL, range), `stats of ${month ?? 'all months'}`).toEqual(await listing.tripStatsFromTrips(ALL, range));
    for (const statuses of STATUS_FILTERS) {
      const { count: listed } = await listing.listTrips({
        scope: ALL,
        month: month ? monthDates(month) : null,
        statuses,
        search: null,
        limit: 1,
        offset: 0,
      });
      expect(listed, `count of ${month ?? 'all months'} in ${statuses.join(',') || 'any status'}`).toBe(await countFromTrips(month, statuses));
    }
  }
  await expectPagesMatchTrips();
}

/** The trips in list order, read directly: what every page of the trips list must show. */
async function idsFromTrips(statuses: TripStatus[]): Promise<number[]> {
  const rows = await db()
    .select({ id: trips.id })
    .from(trips)
    .where(statuses.length > 0 ? inArray(trips.status, statuses) : undefined)
    .orderBy(asc(trips.pickupDate), asc(trips.pickupTime), asc(trips.id));
  return rows.map((row) => row.id);
}

/** Staff's pages without a month start where the rollups say (deepPageStart): every offset shows the right trips. */
async function expectPagesMatchTrips(): Promise<void> {
  for (const statuses of STATUS_FILTERS) {
    const all = await idsFromTrips(statuses);
    for (let offset = 0; offset <= all.length + 1; offset++) {
      const { rows } = await listing.listTrips({ scope: ALL, month: null, statuses, search: null, limit: 2, offset });
      expect(rows.map((row) => row.id), `page at ${offset} in ${statuses.join(',') || 'any status'}`).toEqual(all.slice(offset, offset + 2));
    }
  }
}

async function rollupRows() {
  return {
    months: (await db().select().from(tripMonthRollups).orderBy(asc(tripMonthRollups.month), asc(tripMonthRollups.status))).filter(
      (row) => Object.values(row).some((value) => typeof value === 'number' && value !== 0),
    ),
    customers: await db().select().from(tripCustomerRollups).orderBy(asc(tripCustomerRollups.period), asc(tripCustomerRollups.customerKey)),
    totals: (await db().select().from(tripCustomerTotals).orderBy(asc(tripCustomerTotals.period))).filter((row) => row.customers !== 0),
  };
}

/** What the triggers kept equals what refresh_trip_rollups() builds from the trips. */
async function expectRollupsEqualRebuild(): Promise<void> {
  const kept = await rollupRows();
  await db().execute(sql`select refresh_trip_rollups()`);
  expect(await rollupRows()).toEqual(kept);
}

async function expectRollupsMatchTrips(): Promise<void> {
  await expectFiguresMatchTrips();
  await expectRollupsEqualRebuild();
}

const priced = (basePriceCents: number) => computePriceBreakdown(basePriceCents, TEST_PERCENTAGES);

async function update(id: number | number[], changes: Partial<typeof trips.$inferInsert>): Promise<void> {
  await db()
    .update(trips)
    .set(changes)
    .where(Array.isArray(id) ? inArray(trips.id, id) : eq(trips.id, id));
}

describe('trip rollups', () => {
  it('count inserted trips by pickup month and creation month (Zagreb time), customers once each', async () => {
    const agent = { agentUserId: cast.users.agent.id, agencyId: cast.agency.id };
    await insertTrip(db(), { ...agent, status: 'completed', pickupDate: '2030-06-10', customerEmail: 'Repeat@Example.com', basePriceCents: 20_000 });
    await insertTrip(db(), { ...agent, status: 'completed', pickupDate: '2030-06-30', pickupTime: '23:30', customerEmail: 'repeat@example.com', payoutRaiseCents: 310 });
    // 22:30 UTC on 31 May is 1 June in Zagreb: a June booking.
    await insertTrip(db(), { ...agent, status: 'confirmed', pickupDate: '2030-07-01', createdAt: new Date('2030-05-31T22:30:00Z') });
    await insertTrip(db(), { ...agent, status: 'draft', pickupDate: '2030-06-05', customerEmail: 'quote@example.com', createdAt: new Date('2030-06-02T10:00:00Z') });
    await insertTrip(db(), { ...agent, status: 'canceled', pickupDate: '2030-06-06', customerEmail: 'gone@example.com' });
    // No e-mail: the name is the customer; neither: not counted.
    await insertTrip(db(), { ...agent, status: 'pending_payment', pickupDate: '2030-05-20', customerEmail: '', customerFirstName: ' Ana', customerLastName: 'HORVAT ' });
    await insertTrip(db(), { ...agent, status: 'no_show', pickupDate: '2030-05-21', customerEmail: '', customerFirstName: '', customerLastName: '' });
    await expectRollupsMatchTrips();

    const june = await listing.tripStats(ALL, monthRange('2030-06'));
    expect(june).toMatchObject({ completedTrips: 2, customers: 1, createdTrips: 1 });
    expect(june.driverGrossCents).toBe(22_500 + 11_250 + 310);
  });

  it('follow status changes, one trip or many in one statement', async () => {
    const agent = { agentUserId: cast.users.agencyAdmin.id, agencyId: cast.agency.id };
    const a = await insertTrip(db(), { ...agent, status: 'confirmed', pickupDate: '2030-06-12', customerEmail: 'a@example.com' });
    const b = await insertTrip(db(), { ...agent, status: 'completed', pickupDate: '2030-06-13', customerEmail: 'b@example.com' });
    const c = await insertTrip(db(), { ...agent, status: 'draft', pickupDate: '2030-06-14', customerEmail: 'c@example.com' });
    await update(a.id, { status: 'completed' });
    await expectRollupsMatchTrips();
    await update(b.id, { status: 'canceled' });
    await update(c.id, { status: 'pending_payment' });
    await expectRollupsMatchTrips();
    // Both directions in one statement: the statement's changes are summed before they are written.
    await db()
      .update(trips)
      .set({ status: sql`case when ${trips.status} = 'completed' then 'confirmed'::trip_status else 'completed'::trip_status end` })
      .where(inArray(trips.id, [a.id, b.id, c.id]));
    await expectRollupsMatchTrips();
  });

  it('follow edits that move a trip to another month, price, payout, customer or creation month', async () => {
    const trip = await insertTrip(db(), { agentUserId: cast.users.agent.id, status: 'completed', pickupDate: '2030-06-18', customerEmail: 'mover@example.com' });
    await update(trip.id, { pickupDate: '2030-07-02' });
    await expectRollupsMatchTrips();
    await update(trip.id, priced(33_333));
    await update(trip.id, { payoutRaiseCents: 1_250 });
    await expectRollupsMatchTrips();
    await update(trip.id, { customerEmail: '', customerFirstName: 'Mara', customerLastName: 'Mover' });
    await update(trip.id, { createdAt: new Date('2030-05-05T10:00:00Z') });
    await expectRollupsMatchTrips();
    // An edit that moves no figure leaves the rollups as they are.
    const before = await rollupRows();
    await update(trip.id, { customerPhone: '+385 91 111 1111', depositPaid: true, depositPaidAt: new Date('2030-05-06T10:00:00Z') });
    expect(await rollupRows()).toEqual(before);
  });

  it('are not moved by assignment changes', async () => {
    const trip = await insertTrip(db(), { agentUserId: cast.users.agent.id, status: 'confirmed', pickupDate: '2030-06-22' });
    await update(trip.id, { companyId: cast.company.id, driverId: cast.drivers.plain.id });
    await update(trip.id, { driverId: cast.drivers.admin.id });
    await expectRollupsMatchTrips();
    await update(trip.id, { companyId: null, driverId: null });
    await expectRollupsMatchTrips();
  });

  it('follow deletes, down to a customer whose last trip goes', async () => {
    const agent = { agentUserId: cast.users.agent.id, agencyId: cast.agency.id };
    const only = await insertTrip(db(), { ...agent, status: 'confirmed', pickupDate: '2030-07-09', customerEmail: 'only-once@example.com' });
    const first = await insertTrip(db(), { ...agent, status: 'completed', pickupDate: '2030-07-10', customerEmail: 'twice@example.com' });
    await insertTrip(db(), { ...agent, status: 'confirmed', pickupDate: '2030-07-11', customerEmail: 'twice@example.com' });
    const customersBefore = (await listing.tripStats(ALL, monthRange('2030-07'))).customers;
    await db().delete(trips).where(inArray(trips.id, [only.id, first.id]));
    expect((await listing.tripStats(ALL, monthRange('2030-07'))).customers).toBe(customersBefore - 1);
    await expectRollupsMatchTrips();
    await db().delete(trips).where(gte(trips.pickupDate, '2030-07-01'));
    await expectRollupsMatchTrips();
  });
});

describe('trip rollups under concurrent writes', () => {
  /**
   * Bookings, status changes, edits, cancellations and bulk changes of one month's trips by many
   * people at once all move the same rollup rows. On PostgreSQL they really overlap (a pool of 20
   * connections, as many as two server processes have): each transaction holds its row locks a
   * moment after its write, so the others queue on them. No transaction may fail (a deadlock would
   * be a 500 to a user) and no change may be lost.
   */
  it('lose no change and deadlock on nothing when many transactions move the same months at once', { timeout: 60_000 }, async () => {
    const agent = { agentUserId: cast.users.agent.id, agencyId: cast.agency.id };
    const june = await Promise.all(
      ['2030-06-03', '2030-06-04', '2030-06-05', '2030-06-06'].map((pickupDate, index) =>
        insertTrip(db(), { ...agent, status: 'confirmed', pickupDate, customerEmail: `regular-${index % 2}@example.com`, withHistory: false }),
      ),
    );
    const july = await Promise.all(
      ['2030-07-03', '2030-07-04', '2030-07-05'].map((pickupDate) => insertTrip(db(), { ...agent, status: 'confirmed', pickupDate, customerEmail: 'regular-0@example.com', withHistory: false })),
    );
    const writers = handle.connection.kind === 'postgres' ? await openDatabase({ kind: 'postgres', url: handle.connection.url, poolSize: 20 }) : null;
    onTestFinished(() => writers?.close());
    const inTransaction = (write: (tx: Database) => Promise<unknown>) =>
      (writers?.db ?? db()).transaction(async (tx) => {
        await write(tx);
        // PGlite runs one transaction at a time; on PostgreSQL the others queue on this one's locks.
        if (handle.kind === 'postgres') await tx.execute(sql`select pg_sleep(0.02)`);
      });

    // Different trips for each kind of write, so that only the rollup rows they share order them.
    const bothMonths = [june[0]!, june[1]!, july[0]!].map((trip) => trip.id);
    const movers = [july[1]!, july[2]!];
    const completing = [june[2]!, june[3]!];
    const writes = Array.from({ length: 40 }, (_, i) => {
      const round = Math.floor(i / 8);
      switch (i % 8) {
        case 0: // a new booking by a returning customer
          return inTransaction((tx) => insertTrip(tx, { ...agent, status: 'pending_payment', pickupDate: '2030-06-15', customerEmail: `regular-${round % 3}@example.com`, withHistory: false }));
        case 1: // a new customer's booking in the same month
          return inTransaction((tx) => insertTrip(tx, { ...agent, status: 'confirmed', pickupDate: '2030-06-16', customerEmail: `new-${i}@example.com`, withHistory: false }));
        case 2: // a trip completed, or put back
          return inTransaction((tx) => tx.update(trips).set({ status: round % 2 === 0 ? 'completed' : 'confirmed' }).where(eq(trips.id, completing[round % 2]!.id)));
        case 4: // a trip moved from July to June, or back
          return inTransaction((tx) => tx.update(trips).set({ pickupDate: round % 2 === 0 ? '2030-06-20' : '2030-07-20' }).where(eq(trips.id, movers[round % 2]!.id)));
        case 6: // a booking made and taken back in one go
          return inTransaction(async (tx) => {
            const made = await insertTrip(tx, { ...agent, status: 'draft', pickupDate: '2030-07-21', customerEmail: 'regular-1@example.com', withHistory: false });
            await tx.delete(trips).where(eq(trips.id, made.id));
          });
        default: // 3, 5, 7: many trips of both months changed in one statement, locked in id order first as the app does (lockTripsInIdOrder)
          return inTransaction(async (tx) => {
            await tx.select({ id: trips.id }).from(trips).where(inArray(trips.id, bothMonths)).orderBy(asc(trips.id)).for('update');
            await tx.update(trips).set({ payoutRaiseCents: i }).where(inArray(trips.id, bothMonths));
          });
      }
    });
    const outcomes = await Promise.allSettled(writes);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    await expectRollupsMatchTrips();
  });
});

describe('trip rollups against random changes', () => {
  const statuses: TripStatus[] = ['draft', 'pending_payment', 'confirmed', 'completed', 'canceled', 'no_show'];
  const fields = fc.record(
    {
      status: fc.constantFrom(...statuses),
      pickupDate: fc.constantFrom('2030-05-01', '2030-05-31', '2030-06-01', '2030-06-30', '2030-07-01'),
      createdAt: fc.constantFrom(new Date('2030-05-31T21:59:00Z'), new Date('2030-05-31T22:00:00Z'), new Date('2030-06-30T23:00:00Z')),
      customerEmail: fc.constantFrom('', 'X@example.com', 'x@example.com', 'y@example.com'),
      customerFirstName: fc.constantFrom('', 'Ana', 'ana '),
      customerLastName: fc.constantFrom('', 'Horvat'),
      basePriceCents: fc.constantFrom(5_000, 10_000, 12_345),
      payoutRaiseCents: fc.constantFrom(0, 250),
    },
    { requiredKeys: [] },
  );
  const operation = fc.oneof(
    fc.record({ kind: fc.constant('insert' as const), fields }),
    fc.record({ kind: fc.constant('update' as const), pick: fc.nat(), fields }),
    fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  );

  it('give the same statistics and counts as the trips after any sequence of inserts, edits and deletes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 8 }), async (operations) => {
        for (const op of operations) {
          const ids = (await db().select({ id: trips.id }).from(trips)).map((row) => row.id);
          if (op.kind === 'insert') {
            await insertTrip(db(), { agentUserId: cast.users.agent.id, ...op.fields, withHistory: false });
          } else if (ids.length > 0) {
            const id = ids[op.pick % ids.length]!;
            if (op.kind === 'delete') {
              await db().delete(trips).where(eq(trips.id, id));
            } else {
              const { basePriceCents, ...columns } = op.fields;
              const changes = { ...columns, ...(basePriceCents === undefined ? {} : priced(basePriceCents)) };
              if (Object.keys(changes).length > 0) await update(id, changes);
            }
          }
        }
        await expectRollupsMatchTrips();
      }),
      { numRuns: 6 },
    );
  });
});
