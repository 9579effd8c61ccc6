import type { ParserOptions, Results, RowMode } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from '../../db/schema/index.ts';

/** The Drizzle handle every repository takes; the same type for PGlite, node-postgres and transactions. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The options of PGlite's `query` and `exec` that its callers here pass (Drizzle: both; pg-boss: none). */
export interface EmbeddedStatementOptions {
  rowMode?: RowMode;
  parsers?: ParserOptions;
}

/** Statements on the embedded database, in or outside a transaction, with PGlite's names and shapes. */
export interface EmbeddedStatements {
  query<T>(sql: string, params?: unknown[], options?: EmbeddedStatementOptions): Promise<Results<T>>;
  exec(sql: string, options?: EmbeddedStatementOptions): Promise<Results[]>;
}

/**
 * The part of PGlite's interface that Drizzle, the job queue and notifications use: what the
 * embedded database's thread (pglite-thread/) offers the main thread.
 */
export interface EmbeddedDatabaseClient extends EmbeddedStatements {
  /** Commits when `callback` resolves, rolls back when it throws; other statements wait meanwhile. */
  transaction<T>(callback: (tx: EmbeddedStatements) => Promise<T>): Promise<T>;
  /** Resolves to the function that stops listening. */
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

/** What is under Drizzle, for tools that bring their own SQL (the job queue, platform/jobs). */
export type DatabaseConnection = { kind: 'pglite'; client: EmbeddedDatabaseClient } | { kind: 'postgres'; url: string };

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  connection: DatabaseConnection;
  close(): Promise<void>;
}
