import { and, count, desc, eq, inArray, like, sql } from 'drizzle-orm';
import { agencies, auditEvents, settings, users } from '../../db/schema/index.ts';
import { recordAuditEvent, type AuditEvent } from '../../platform/db/audit-log.ts';
import type { Database } from '../../platform/db/database.ts';
import { transactionalRepository } from '../../platform/db/transaction.ts';

/** The settings rows pricing reads, keyed as in the `settings` table. */
export const PRICING_SETTING_KEYS = [
  'agency_percent_bp',
  'service_fee_percent_bp',
  'vat_percent_bp',
  'deposit_percent_bp',
  'payment_processing_percent_bp',
] as const;
export type PricingSettingKey = (typeof PRICING_SETTING_KEYS)[number];

/** Marks the agency's row in the combined query; no setting has this key. */
const AGENCY_ROW_KEY = '(agency)';

/** Every audit line of a pricing change starts with this (ADR 0023: the first word is the kind). */
const PRICING_ACTIONS = 'pricing.%';

function pricingQueries(db: Database) {
  return {
    /**
     * The raw JSON values of the pricing settings (the service checks their shape) and, when
     * asked, one agency's commission — in one round trip, since every quote needs both.
     */
    async loadSettingValues(agencyId: number | null = null): Promise<{ values: Map<string, unknown>; agencyPercentBp: number | null }> {
      const settingRows = db
        .select({ key: settings.key, value: settings.value })
        .from(settings)
        .where(inArray(settings.key, [...PRICING_SETTING_KEYS]));
      const rows =
        agencyId === null
          ? await settingRows
          : await settingRows.unionAll(
              db
                .select({ key: sql<string>`${AGENCY_ROW_KEY}::text`.as('key'), value: sql<unknown>`to_jsonb(${agencies.agencyPercentBp})`.as('value') })
                .from(agencies)
                .where(eq(agencies.id, agencyId)),
            );
      const values = new Map(rows.map((row) => [row.key, row.value]));
      const agencyPercentBp = values.get(AGENCY_ROW_KEY);
      values.delete(AGENCY_ROW_KEY);
      return { values, agencyPercentBp: typeof agencyPercentBp === 'number' ? agencyPercentBp : null };
    },

    /** Every commission some agency has, for checking a settings change against all of them. */
    async listDistinctAgencyPercentsBp(): Promise<number[]> {
      const rows = await db.selectDistinct({ percentBp: agencies.agencyPercentBp }).from(agencies);
      return rows.map((row) => row.percentBp);
    },

    async saveSettingValues(values: Partial<Record<PricingSettingKey, number>>): Promise<void> {
      const entries = Object.entries(values);
      if (entries.length === 0) return;
      await db
        .insert(settings)
        .values(entries.map(([key, value]) => ({ key, value })))
        .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
    },

    /** Locks the pricing settings rows until the transaction ends, so two staff changes apply one after the other. */
    async lockSettings(): Promise<void> {
      await db.select({ key: settings.key }).from(settings).where(inArray(settings.key, [...PRICING_SETTING_KEYS])).for('update');
    },

    recordAudit(event: AuditEvent): Promise<void> {
      return recordAuditEvent(db, event);
    },

    /**
     * The pricing lines of the audit log, newest first, with who made them: the Pricing screen's
     * history. The audit area lists the whole log; this reads only the lines of this area's actions.
     */
    async listPricingAuditLines(limit: number, offset: number) {
      const where = like(auditEvents.action, PRICING_ACTIONS);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: auditEvents.id,
            at: auditEvents.createdAt,
            action: auditEvents.action,
            subjectLabel: auditEvents.subjectLabel,
            before: auditEvents.before,
            after: auditEvents.after,
            username: users.username,
            firstName: users.firstName,
            lastName: users.lastName,
          })
          .from(auditEvents)
          .leftJoin(users, eq(users.id, auditEvents.actorUserId))
          .where(and(where))
          .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
          .limit(limit)
          .offset(offset),
        db.select({ count: count() }).from(auditEvents).where(where),
      ]);
      return { rows, count: total?.count ?? 0 };
    },
  };
}

export function createPricingRepository(db: Database) {
  return transactionalRepository(pricingQueries, db);
}

export type PricingRepository = ReturnType<typeof createPricingRepository>;
