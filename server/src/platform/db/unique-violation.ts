/**
 * Whether a failed query broke the named unique index (PostgreSQL's 23505, from pg or PGlite,
 * wrapped or not by Drizzle): a race that a check before the insert cannot close.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  return someCause(error, (candidate) => candidate.code === '23505' && candidate.constraint === constraint);
}

/**
 * Whether PostgreSQL aborted the statement's transaction to break a deadlock (40P01): nothing of
 * it was kept, so the same work can be tried again.
 */
export function isDeadlock(error: unknown): boolean {
  return someCause(error, (candidate) => candidate.code === '40P01');
}

interface DatabaseErrorFields {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** The error or one of its causes (Drizzle wraps the driver's error) matches. */
function someCause(error: unknown, matches: (candidate: DatabaseErrorFields) => boolean): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as DatabaseErrorFields;
    if (matches(candidate)) return true;
    current = candidate.cause;
  }
  return false;
}
