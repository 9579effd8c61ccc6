import type { Database } from './database.ts';

/**
 * Runs `work` in one transaction. `tx` is a Database like any other, so repositories (this area's
 * and, through their services, other areas') bind to it and commit or roll back together.
 */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  // Drizzle types the transaction as PgTransaction: every query method of the database, but not
  // the same type. The one cast of the server, so no repository repeats it.
  return db.transaction((tx) => work(tx as unknown as Database));
}

/** A repository's queries, plus running them in a transaction of their own or of a caller. */
export type TransactionalRepository<Queries> = Queries & {
  /** Runs `work` in one transaction, with the queries bound to it and the transaction for other areas' services. */
  transaction<T>(work: (repo: TransactionalRepository<Queries>, tx: Database) => Promise<T>): Promise<T>;
  /** The same queries inside a transaction somebody else opened (another area passes its `tx`). */
  joining(tx: Database): TransactionalRepository<Queries>;
};

/** Makes a repository out of `queries` (its SQL against a Database) on `db`. */
export function transactionalRepository<Queries extends object>(
  queries: (db: Database) => Queries,
  db: Database,
): TransactionalRepository<Queries> {
  return {
    ...queries(db),
    transaction: (work) => inTransaction(db, (tx) => work(transactionalRepository(queries, tx), tx)),
    joining: (tx) => transactionalRepository(queries, tx),
  };
}
