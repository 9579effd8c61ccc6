import { BUSINESS_DETAILS_FIELDS, type BusinessDetails } from '@vozimo/contract';
import { eq } from 'drizzle-orm';
import { settings } from '../../db/schema/index.ts';
import type { Database } from './database.ts';

/**
 * The operator's legal identity as stored (settings.business_details, ADR 0055), read where every
 * e-mail is queued (platform/mail) and where a bank transfer names its holder (bulk-payments).
 * Only the operator area writes it. A missing row or field reads as '' (not set), which those
 * readers show as nothing rather than fail on.
 */
export async function findBusinessDetails(db: Database, lock = false): Promise<BusinessDetails> {
  const query = db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'business_details'));
  const [row] = lock ? await query.for('update') : await query;
  const value = (typeof row?.value === 'object' && row.value !== null ? row.value : {}) as Record<string, unknown>;
  return Object.fromEntries(BUSINESS_DETAILS_FIELDS.map((field) => [field, typeof value[field] === 'string' ? value[field] : ''])) as BusinessDetails;
}
