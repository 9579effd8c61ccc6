import { eq, sql } from 'drizzle-orm';
import { settings, type BankInfo } from '../../db/schema/index.ts';
import type { BusinessDetails } from '@vozimo/contract';
import { recordAuditEvent, type AuditEvent } from '../../platform/db/audit-log.ts';
import { findBusinessDetails } from '../../platform/db/business-details-setting.ts';
import type { Database } from '../../platform/db/database.ts';
import { transactionalRepository } from '../../platform/db/transaction.ts';

/** The `bank_info` setting, the one source of the bank details every transfer shows (ADR 0018, 0023). */
function bankDetailsQueries(db: Database) {
  return {
    /** The raw value, locked until the transaction ends when `lock`; the service checks its shape. */
    async findBankInfo(lock = false): Promise<unknown> {
      const query = db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'bank_info'));
      const [row] = lock ? await query.for('update') : await query;
      return row?.value;
    },

    /** The business the account belongs to: its name and address are the holder (ADR 0055). */
    findBusinessDetails(): Promise<BusinessDetails> {
      return findBusinessDetails(db);
    },

    async saveBankInfo(value: BankInfo): Promise<void> {
      await db
        .insert(settings)
        .values({ key: 'bank_info', value })
        .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
    },

    recordAudit(event: AuditEvent): Promise<void> {
      return recordAuditEvent(db, event);
    },
  };
}

export const createBankDetailsRepository = (db: Database) => transactionalRepository(bankDetailsQueries, db);
export type BankDetailsRepository = ReturnType<typeof createBankDetailsRepository>;
