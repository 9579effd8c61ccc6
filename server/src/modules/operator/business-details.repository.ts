import type { BusinessDetails } from '@vozimo/contract';
import { sql } from 'drizzle-orm';
import { settings } from '../../db/schema/index.ts';
import { recordAuditEvent, type AuditEvent } from '../../platform/db/audit-log.ts';
import { findBusinessDetails } from '../../platform/db/business-details-setting.ts';
import type { Database } from '../../platform/db/database.ts';
import { transactionalRepository } from '../../platform/db/transaction.ts';

/** The `business_details` setting: this area writes it; e-mails and bank transfers read it through platform/db. */
function businessDetailsQueries(db: Database) {
  return {
    /** As stored, '' for what was never set; locked until the transaction ends when `lock`. */
    findBusinessDetails(lock = false): Promise<BusinessDetails> {
      return findBusinessDetails(db, lock);
    },

    async saveBusinessDetails(value: BusinessDetails): Promise<void> {
      await db
        .insert(settings)
        .values({ key: 'business_details', value })
        .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
    },

    recordAudit(event: AuditEvent): Promise<void> {
      return recordAuditEvent(db, event);
    },
  };
}

export const createBusinessDetailsRepository = (db: Database) => transactionalRepository(businessDetailsQueries, db);
export type BusinessDetailsRepository = ReturnType<typeof createBusinessDetailsRepository>;
