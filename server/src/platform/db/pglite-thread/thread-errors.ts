import type { SerializedError } from './protocol.ts';

/**
 * The fields PostgreSQL reports with an error (pg-protocol's DatabaseError, which PGlite throws) and
 * the statement PGlite adds. Structured clone keeps only an Error's name, message and stack, so these
 * are copied by name: callers read `code` and `constraint` (platform/db/unique-violation.ts).
 */
const DATABASE_ERROR_FIELDS = [
  'code',
  'severity',
  'detail',
  'hint',
  'position',
  'internalPosition',
  'internalQuery',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'file',
  'line',
  'routine',
  'query',
] as const;

/** How deep a chain of causes is kept; deeper ones are not worth the copy. */
const MAX_CAUSES = 4;

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, string | number> = {};
  const record = error as unknown as Record<string, unknown>;
  for (const field of DATABASE_ERROR_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' || typeof value === 'number') fields[field] = value;
  }
  const serialized: SerializedError = { name: error.name, message: error.message, fields };
  if (error.stack !== undefined) serialized.stack = error.stack;
  if (error.cause !== undefined && depth < MAX_CAUSES) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

/** An Error with the same name, message, stack and PostgreSQL fields as the one thrown in the database's thread. */
export function rebuildError(serialized: SerializedError): Error {
  const error = new Error(serialized.message, serialized.cause ? { cause: rebuildError(serialized.cause) } : undefined);
  error.name = serialized.name;
  Object.assign(error, serialized.fields);
  if (serialized.stack !== undefined) error.stack = serialized.stack;
  return error;
}
