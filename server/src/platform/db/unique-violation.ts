/**
 * Whether a failed query broke the named unique index (PostgreSQL's 23505, from pg or PGlite,
 * wrapped or not by Drizzle): a race that a check before the insert cannot close.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505' && candidate.constraint === constraint) return true;
    current = candidate.cause;
  }
  return false;
}
