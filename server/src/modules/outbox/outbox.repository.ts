import { count, desc } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

/** The staff outbox screen's reads; writing the outbox is platform/mail's. */
export function createOutboxRepository(db: Database) {
  return {
    async listNewestFirst(limit: number, offset: number) {
      const [rows, [counted]] = await Promise.all([
        db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id)).limit(limit).offset(offset),
        db.select({ count: count() }).from(emailOutbox),
      ]);
      return { rows, count: counted?.count ?? 0 };
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
