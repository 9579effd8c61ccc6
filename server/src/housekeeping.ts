import type { Database } from './platform/db/database.ts';
import { deleteExpiredIdempotencyKeys } from './platform/db/idempotency.ts';
import { deleteExpiredRateLimitCounters } from './platform/db/rate-limits.ts';
import type { Services } from './services.ts';

/** How often the housekeeping sweep runs (app.ts): rows it deletes are at least this much past their use. */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes what can never be used again, so tables do not grow with every visit (issue 17): quotes past
 * their expiry, expired sessions and known devices, idempotency keys older than a day, rate-limit
 * counters whose window has passed. Each area deletes its own rows; the sweep runs in every process,
 * and deleting what is already gone is harmless.
 */
export async function runHousekeeping(services: Pick<Services, 'quotes' | 'auth'>, db: Database, now: () => Date) {
  return {
    quotes: await services.quotes.deleteExpiredQuotes(),
    ...(await services.auth.purgeExpired()),
    idempotencyKeys: await deleteExpiredIdempotencyKeys(db, now()),
    rateLimitCounters: await deleteExpiredRateLimitCounters(db, now()),
  };
}
