import { count, desc } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

/**
 * The message as the Outbox screen may show it: its masked bodies only. The bodies that are sent
 * (with their live set-password, invitation and trip links) are never read for this screen.
 */
const shownColumns = {
  id: emailOutbox.id,
  toAddress: emailOutbox.toAddress,
  subject: emailOutbox.subject,
  maskedTextBody: emailOutbox.maskedTextBody,
  maskedHtmlBody: emailOutbox.maskedHtmlBody,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
};

/** The staff outbox screen's reads; writing the outbox is platform/mail's. */
export function createOutboxRepository(db: Database) {
  return {
    async listNewestFirst(limit: number, offset: number) {
      const [rows, [counted]] = await Promise.all([
        db.select(shownColumns).from(emailOutbox).orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id)).limit(limit).offset(offset),
        db.select({ count: count() }).from(emailOutbox),
      ]);
      return { rows, count: counted?.count ?? 0 };
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
