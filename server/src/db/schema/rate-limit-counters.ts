import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Hits counted by every rate limit (sign-in, forgot password, partner applications, invitations,
 * place search; platform/db/rate-limits.ts), in the database so that every server process behind a
 * load balancer counts against one limit and a restart forgets nothing. One row per limit, key (a
 * network, an account, a device, a user) and window start: a fixed window's row is its whole count;
 * a sliding window keeps a row per admitted instant.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** Which limit ('places.search', 'auth.sign-in.account'): limits never share a count. */
    limitName: text('limit_name').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    hits: integer('hits').notNull(),
    /** From then on the row counts for nothing; housekeeping deletes it. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.limitName, t.key, t.windowStart] }), index('rate_limit_counters_expires_idx').on(t.expiresAt)],
);
