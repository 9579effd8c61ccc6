import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * The first answer to a request sent with an `Idempotency-Key` (platform/db/idempotency.ts): a
 * repeat of the same key by the same user for the same action gets this answer instead of doing the
 * work again. Written in the transaction of the work itself, so the key exists exactly when the work
 * does; kept a day.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the key was used for ('trips.book'): one key never answers for another action. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused, not answered. */
    requestHash: text('request_hash').notNull(),
    /** Set before the work's transaction commits; others never see it empty. */
    response: jsonb('response').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
