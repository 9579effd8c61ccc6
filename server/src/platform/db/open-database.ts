import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '../../db/schema/index.ts';
import type { Database, DatabaseHandle } from './database.ts';
import { copyEmptyCluster, emptyClusterDir } from './empty-cluster.ts';
import { lockDataDir } from './lock-file.ts';
import { SERVER_ROOT } from '../server-root.ts';

export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'src/db/migrations');

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | {
      kind: 'pglite';
      /** `null` keeps the embedded database in memory (tests). */
      dataDir: string | null;
      /**
       * An empty cluster that a first start on `dataDir` copies instead of running initdb
       * (platform/db/empty-cluster.ts). By default the one the build writes; `null` runs initdb.
       */
      emptyCluster?: string | null;
      /** Only with `dataDir` null: a dump of a cluster the in-memory database starts from (protocol.ts). */
      initialDump?: string | null;
      /**
       * Hears that the embedded database's thread died after it started: every statement fails from
       * then on, so a server should stop rather than answer without its database.
       */
      onLost?: (error: Error) => void;
    };

/**
 * PostgreSQL's settings for the embedded database, added to PGlite's own. PGlite's default
 * shared_buffers (128 MB) is touched at start and stays resident: WebAssembly memory never shrinks.
 * The database files are read through the operating system's page cache anyway (which resident
 * memory does not count), so a small buffer pool costs little speed: at 16 MB the process keeps
 * ~112 MB less than at the default, and the mixed load on 100,000 trips ran no slower than at 32 MB
 * (docs/performance.md, "The embedded database"; ADR 0029, 0030).
 */
const PGLITE_EXTRA_START_PARAMS = ['-c', 'shared_buffers=16MB'];

/** The advisory lock every process takes to migrate: one number, "vozimo migrations" in ASCII. */
const MIGRATION_LOCK_KEY = 0x766f7a696d6f;

/**
 * Runs the committed migrations under a PostgreSQL advisory lock held on one connection, so of any
 * number of processes starting together on one database (several replicas, a deploy) one migrates
 * and the others wait, then find nothing left to do. Without it two processes on an empty database
 * both created the first types and one crashed.
 */
async function migratePostgresOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** Opens the database, runs the committed migrations, and returns the Drizzle handle. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client that loses its connection must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    try {
      await migratePostgresOnce(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, kind: 'postgres', connection: { kind: 'postgres', url: options.url }, close: () => pool.end() };
  }

  // Loaded only for the embedded database, so that a production start on PostgreSQL skips them.
  const [{ drizzle: drizzlePglite }, { PgliteThreadClient }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('./pglite-thread/pglite-thread-client.ts'),
  ]);
  const pgDataDir = options.dataDir ? path.resolve(options.dataDir, 'pglite') : null;
  const release = pgDataDir ? lockDataDir(pgDataDir) : () => {};
  try {
    if (pgDataDir) copyEmptyCluster(pgDataDir, options.emptyCluster === undefined ? emptyClusterDir() : options.emptyCluster);
    // PGlite runs in its own thread, so that PostgreSQL's work takes the second core instead of the
    // one the app's JavaScript runs on; the worker migrates before it answers.
    const client = await PgliteThreadClient.start(
      { dataDir: pgDataDir, initialDump: pgDataDir ? null : (options.initialDump ?? null), extraStartParams: PGLITE_EXTRA_START_PARAMS, migrationsFolder: MIGRATIONS_FOLDER },
      options.onLost,
    );
    // Drizzle's PGlite driver calls only query, transaction (with query and exec) on its client,
    // which the thread's client offers with PGlite's shapes.
    const pgliteDb = drizzlePglite(client as unknown as PGlite, { schema });
    return {
      db: pgliteDb as unknown as Database,
      kind: 'pglite',
      connection: { kind: 'pglite', client },
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
