import type { RowMode } from '@electric-sql/pglite';

/**
 * The messages between the main thread and the embedded database's thread. Only what structured
 * clone carries: no functions (so parsers travel as type OIDs) and no Error subclasses' own fields
 * (so errors travel as plain fields, see thread-errors.ts).
 */

/** What the worker needs to open PGlite as the main thread used to. */
export interface PgliteWorkerData {
  /** The cluster's folder, already locked and seeded by the main thread; `null` keeps it in memory. */
  dataDir: string | null;
  /**
   * Only with `dataDir` null: a file of PGlite's `dumpDataDir` that the in-memory database starts
   * from instead of running initdb. Tests start every file from one migrated dump
   * (server/test/database-templates.ts): a third of a second instead of three.
   */
  initialDump?: string | null;
  /** Added to PGlite's default start parameters. */
  extraStartParams: string[];
  migrationsFolder: string;
}

export interface StatementOptions {
  rowMode?: RowMode;
  /** Type OIDs whose values stay text (see the client's `textTypeOids`). */
  textTypeOids?: number[];
}

/** A request from the main thread; `id` pairs it with its answer. `txId` routes it into an open transaction. */
export type ThreadRequest =
  | { op: 'query'; id: number; txId?: number; sql: string; params: unknown[]; options: StatementOptions }
  | { op: 'exec'; id: number; txId?: number; sql: string; options: StatementOptions }
  /** Opens a transaction whose txId is this request's id; its answer comes when the transaction ends. */
  | { op: 'begin'; id: number }
  | { op: 'end-transaction'; txId: number; commit: boolean }
  /** Listens on a channel; the listener's id is this request's id. */
  | { op: 'listen'; id: number; channel: string }
  | { op: 'unlisten'; id: number; listenerId: number }
  | { op: 'close'; id: number };

/** A PostgreSQL or JavaScript error, flattened to its fields. */
export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, string | number>;
  cause?: SerializedError;
}

export type ThreadMessage =
  | { type: 'ready' }
  | { type: 'start-failed'; error: SerializedError }
  | { type: 'result'; id: number; value: unknown }
  | { type: 'error'; id: number; error: SerializedError }
  | { type: 'transaction-open'; id: number }
  | { type: 'notification'; listenerId: number; payload: string };
