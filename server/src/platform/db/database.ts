import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from '../../db/schema/index.ts';

/** The Drizzle handle every repository takes; the same type for PGlite, node-postgres and transactions. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What is under Drizzle, for tools that bring their own SQL (the job queue, platform/jobs). */
export type DatabaseConnection = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  connection: DatabaseConnection;
  close(): Promise<void>;
}
