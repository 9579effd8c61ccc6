import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../src/platform/db/open-database.ts';
import type { DatabaseHandle } from '../src/platform/db/database.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throwaway
 * database on the TEST_DATABASE_URL server when the suite runs against PostgreSQL.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (process.env['VOZIMO_TEST_DB'] !== 'postgres' || !serverUrl) {
    return openDatabase({ kind: 'pglite', dataDir: null });
  }
  const empty = await createEmptyPostgresDatabase('vz_test');
  const handle = await openDatabase({ kind: 'postgres', url: empty.url, poolSize: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await empty.drop();
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
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (!serverUrl) throw new Error('createEmptyPostgresDatabase needs TEST_DATABASE_URL');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const onServer = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await onServer(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`drop database if exists ${name} with (force)`) };
}
