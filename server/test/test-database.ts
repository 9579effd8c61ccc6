import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase } from '../src/platform/db/open-database.ts';
import type { DatabaseHandle } from '../src/platform/db/database.ts';
import { createPostgresDatabase, databaseUrl, dropPostgresDatabase } from './database-templates.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throwaway
 * database on the TEST_DATABASE_URL server when the suite runs against PostgreSQL. Both start as a
 * copy of the run's migrated template (prepare-database-templates.ts); the migrations that run on
 * opening then find nothing to do.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (process.env['VOZIMO_TEST_DB'] !== 'postgres' || !serverUrl) {
    return openDatabase({ kind: 'pglite', dataDir: null, initialDump: inject('pgliteTemplate') || null });
  }
  const copy = await newPostgresDatabase('vz_test', inject('postgresTemplate') || null);
  // A throwaway database needs no durability: without waiting for the disk at each commit, the
  // PostgreSQL files ran while their statements sat in WALSync. Everything else is as in production.
  const url = new URL(copy.url);
  url.searchParams.set('options', '-c synchronous_commit=off');
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await copy.drop();
    },
  };
}

/** An empty, unmigrated database on the TEST_DATABASE_URL server, for tests of what happens from nothing. */
export interface EmptyPostgresDatabase {
  url: string;
  /** Drops it, closing whatever connections are still open to it. */
  drop(): Promise<void>;
}

/**
 * Creates an empty database on the TEST_DATABASE_URL server. The name starts with `prefix` (which
 * must start with `vz_test`, so that CI drops it even when a killed run could not).
 */
export async function createEmptyPostgresDatabase(prefix: `vz_test${string}`): Promise<EmptyPostgresDatabase> {
  return newPostgresDatabase(prefix, null);
}

async function newPostgresDatabase(prefix: `vz_test${string}`, template: string | null): Promise<EmptyPostgresDatabase> {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (!serverUrl) throw new Error('A PostgreSQL test database needs TEST_DATABASE_URL');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await createPostgresDatabase(serverUrl, name, template);
  return { url: databaseUrl(serverUrl, name), drop: () => dropPostgresDatabase(serverUrl, name) };
}
