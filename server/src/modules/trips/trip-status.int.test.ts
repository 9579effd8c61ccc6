import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trips, tripStatusHistory } from '../../db/schema/index.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { insertRoleCast } from '../../../test/factories.ts';
import { insertTrip } from '../../../test/trip-factories.ts';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { createTripStatusService } from './trip-status.service.ts';
import { createTripsRepository } from './trips.repository.ts';

const clock = new Date('2030-06-01T09:00:00Z');
let handle: DatabaseHandle;
let agentUserId: number;
let service: ReturnType<typeof createTripStatusService>;

beforeAll(async () => {
  handle = await createTestDatabase();
  agentUserId = (await insertRoleCast(handle.db)).users.agent.id;
  service = createTripStatusService({ repo: createTripsRepository(handle.db), now: () => clock });
});
afterAll(() => handle.close());

describe('moveBySystem (payments and schedules)', () => {
  it('confirms a paid trip and records the system as the mover', async () => {
    const trip = await insertTrip(handle.db, { agentUserId, status: 'pending_payment' });
    await service.moveBySystem(trip.id, 'confirmed', 'Deposit paid by card');
    const [after] = await handle.db.select().from(trips).where(eq(trips.id, trip.id));
    expect(after?.status).toBe('confirmed');
    const rows = await handle.db.select().from(tripStatusHistory).where(eq(tripStatusHistory.tripId, trip.id)).orderBy(tripStatusHistory.id);
    expect(rows.at(-1)).toMatchObject({ fromStatus: 'pending_payment', toStatus: 'confirmed', changedByUserId: null, note: 'Deposit paid by card', createdAt: clock });
  });

  it('does nothing when the trip already has the status (a webhook delivered twice)', async () => {
    const trip = await insertTrip(handle.db, { agentUserId, status: 'confirmed' });
    await service.moveBySystem(trip.id, 'confirmed', 'Deposit paid by card');
    expect(await handle.db.select().from(tripStatusHistory).where(eq(tripStatusHistory.tripId, trip.id))).toHaveLength(1);
  });

  it.each([
    ['draft', 'confirmed'],
    ['canceled', 'confirmed'],
    ['pending_payment', 'completed'],
  ] as const)('refuses %s → %s with 409 and changes nothing', async (from, to) => {
    const trip = await insertTrip(handle.db, { agentUserId, status: from });
    await expect(service.moveBySystem(trip.id, to, 'test')).rejects.toMatchObject({ status: 409 });
    const [after] = await handle.db.select().from(trips).where(eq(trips.id, trip.id));
    expect(after?.status).toBe(from);
  });

  it('answers 404 for an unknown trip', async () => {
    await expect(service.moveBySystem(99_999_999, 'confirmed', 'test')).rejects.toMatchObject({ status: 404 });
  });
});

describe('recordDepositPaid (inside the payment transaction)', () => {
  const history = (tripId: number) =>
    handle.db.select().from(tripStatusHistory).where(eq(tripStatusHistory.tripId, tripId)).orderBy(tripStatusHistory.id);

  it('pays the deposit and confirms a pending trip, with the history', async () => {
    const trip = await insertTrip(handle.db, { agentUserId, status: 'pending_payment' });
    const outcome = await inTransaction(handle.db, (tx) => service.recordDepositPaid(tx, trip.id, 'Deposit paid by card'));
    expect(outcome).toBe('confirmed');
    const [after] = await handle.db.select().from(trips).where(eq(trips.id, trip.id));
    expect(after).toMatchObject({ status: 'confirmed', depositPaid: true, depositPaidAt: clock });
    expect((await history(trip.id)).at(-1)).toMatchObject({ fromStatus: 'pending_payment', toStatus: 'confirmed', note: 'Deposit paid by card' });
  });

  it('never pays twice: a second call changes nothing', async () => {
    const trip = await insertTrip(handle.db, { agentUserId, status: 'pending_payment' });
    await inTransaction(handle.db, (tx) => service.recordDepositPaid(tx, trip.id, 'first'));
    const rowsBefore = await history(trip.id);
    expect(await inTransaction(handle.db, (tx) => service.recordDepositPaid(tx, trip.id, 'second'))).toBe('already_paid');
    expect(await history(trip.id)).toEqual(rowsBefore);
  });

  it('records the money on a canceled trip without reopening it', async () => {
    const trip = await insertTrip(handle.db, { agentUserId, status: 'canceled' });
    expect(await inTransaction(handle.db, (tx) => service.recordDepositPaid(tx, trip.id, 'late'))).toBe('paid_without_confirming');
    const [after] = await handle.db.select().from(trips).where(eq(trips.id, trip.id));
    expect(after).toMatchObject({ status: 'canceled', depositPaid: true });
  });

  it('keeps nothing when the payment transaction fails afterwards', async () => {
    const trip = await insertTrip(handle.db, { agentUserId, status: 'pending_payment' });
    await expect(
      inTransaction(handle.db, async (tx) => {
        await service.recordDepositPaid(tx, trip.id, 'rolled back');
        throw new Error('the payment update failed');
      }),
    ).rejects.toThrow('the payment update failed');
    const [after] = await handle.db.select().from(trips).where(eq(trips.id, trip.id));
    expect(after).toMatchObject({ status: 'pending_payment', depositPaid: false });
  });
});
