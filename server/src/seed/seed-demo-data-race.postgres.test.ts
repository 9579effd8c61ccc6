import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import type { DatabaseHandle } from '../platform/db/database.ts';
import { openDatabase } from '../platform/db/open-database.ts';
import { createUploadStorage } from '../platform/uploads/upload-storage.ts';
import { createEmptyPostgresDatabase, type EmptyPostgresDatabase } from '../../test/test-database.ts';
import { seedDemoData } from './seed-demo-data.ts';

// Issue 30: two `npm start` processes on one empty PostgreSQL database with demo data both looked,
// both found it empty, both seeded, and the second crashed on the first's unique names. The seed
// now looks under an advisory lock: one seeds, the other waits, finds the accounts and leaves.

let empty: EmptyPostgresDatabase;
let handles: DatabaseHandle[] = [];
let uploadsDir: string;

beforeAll(async () => {
  empty = await createEmptyPostgresDatabase('vz_test_seed_race');
  // Two processes' own connections (each migrates under the migrations' lock).
  handles = await Promise.all([0, 1].map(() => openDatabase({ kind: 'postgres', url: empty.url, poolSize: 2 })));
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'vozimo-seed-race-'));
}, 120_000);

afterAll(async () => {
  await Promise.all(handles.map((handle) => handle.close()));
  await empty?.drop();
  if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
});

describe('the demo seed started twice at once on one empty PostgreSQL database', () => {
  it('seeds once: one process fills it, the other finds it filled, both come through, and no file is left without its row', async () => {
    // The two processes share the uploads directory, as on one machine or one volume.
    const uploads = createUploadStorage(uploadsDir);
    const now = new Date();
    const outcomes = await Promise.all(handles.map((handle) => seedDemoData(handle.db, now, uploads)));

    expect(outcomes.toSorted()).toEqual([false, true]);
    const accounts = await handles[0]!.db.select({ username: users.username }).from(users);
    // The seven demo accounts, each once.
    expect(accounts.map((a) => a.username).toSorted()).toEqual(['agency-admin', 'agent', 'agent-b', 'driver', 'driver-admin', 'driver-b', 'staff']);

    // Only the process that seeded drew the fleet's photos and documents.
    const once = await readdir(uploadsDir, { recursive: true });
    expect(await seedDemoData(handles[1]!.db, now, uploads)).toBe(false);
    expect(await readdir(uploadsDir, { recursive: true })).toEqual(once);
  }, 120_000);
});
