import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import { insertRoleCast } from '../../../test/factories.ts';
import { insertTrip } from '../../../test/trip-factories.ts';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import { createTripsRepository } from './trips.repository.ts';

let handle: DatabaseHandle;
let agentUserId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  agentUserId = (await insertRoleCast(handle.db)).users.agent.id;
});
afterAll(() => handle.close());

describe('insertTrip', () => {
  it('draws another reference when the first is taken, inside one transaction', async () => {
    const existing = await insertTrip(handle.db, { agentUserId });
    const { id, reference, token, ...columns } = existing;
    const candidates = [existing.reference, 'VZ-FRESH2'];
    const repo = createTripsRepository(handle.db);
    const inserted = await repo.transaction((tx) =>
      tx.insertTrip({ ...columns, token: `${token}x` }, () => candidates.shift()!),
    );
    expect(inserted.reference).toBe('VZ-FRESH2');
    expect(inserted.id).not.toBe(id);
    expect(reference).not.toBe(inserted.reference);
  });

  it('gives up after a few taken references instead of looping', async () => {
    const existing = await insertTrip(handle.db, { agentUserId });
    const { id: _id, reference, ...columns } = existing;
    await expect(createTripsRepository(handle.db).insertTrip(columns, () => reference, 3)).rejects.toThrow(/no free booking reference/);
  });
});
