import type { EmbeddedStatements } from '../db/database.ts';

/**
 * pg-boss's `db.executeSql` on the embedded database. Without values pg-boss sends several
 * statements at once (a transaction with an advisory lock), which only the simple query protocol
 * (`exec`) runs; its answer is the last statement's. PGlite runs one statement or transaction at a
 * time, so these never interleave with the app's own transactions.
 */
export function pgliteSqlExecutor(client: EmbeddedStatements) {
  return {
    async executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}
