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
  const name = `vz_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
