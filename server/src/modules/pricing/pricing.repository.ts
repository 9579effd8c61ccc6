import { and, count, desc, eq, getTableColumns, inArray, like, sql } from 'drizzle-orm';
import { agencies, auditEvents, settings, users, vehicleTypes } from '../../db/schema/index.ts';
import { recordAuditEvent, type AuditEvent } from '../../platform/db/audit-log.ts';
import type { Database } from '../../platform/db/database.ts';
import { vehicleTypeOrder, vehicleTypeOnOffer, type VehicleTypeRow } from '../catalogue/ports.ts';
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

/** The settings' raw values by key, with the agency's commission (null: none asked, or no such agency). */
export interface SettingValues {
  values: Map<string, unknown>;
  agencyPercentBp: number | null;
}

/**
 * The statements every quote runs, built by Drizzle once and executed with new parameters (building
 * them cost about an eighth of a quote's CPU, docs/performance.md). Named: PostgreSQL plans each
 * once per connection; lookups by key need no plan chosen for their values. PGlite runs them as
 * ordinary parameterised queries.
 */
function buildPricingStatements(db: Database) {
  const settingRows = () =>
    db
      .select({ key: settings.key, value: settings.value })
      .from(settings)
      .where(inArray(settings.key, [...PRICING_SETTING_KEYS]));
  const agencyRow = db
    .select({ key: sql<string>`${AGENCY_ROW_KEY}::text`.as('key'), value: sql<unknown>`to_jsonb(${agencies.agencyPercentBp})`.as('value') })
    .from(agencies)
    .where(eq(agencies.id, sql.placeholder('agencyId')));
  /**
   * A quote's whole pricing in one round trip: the settings (as one JSON object), the agency's
   * commission and every vehicle type quotes offer, in their order (both as the catalogue defines
   * them). The one-row `inputs` is left joined, so the percentages come back without any type.
   */
  const inputs = sql`(select
      (select jsonb_object_agg(${settings.key}, ${settings.value}) from ${settings} where ${inArray(settings.key, [...PRICING_SETTING_KEYS])}) as setting_values,
      (select ${agencies.agencyPercentBp} from ${agencies} where ${agencies.id} = ${sql.placeholder('agencyId')}) as agency_percent_bp) as inputs`;
  const quoteInputs = db
    .select({
      // jsonb: node-postgres and PGlite hand over the object; a driver giving text is parsed too.
      settingValues: sql<Record<string, unknown> | null>`inputs.setting_values`.mapWith((value: unknown) =>
        typeof value === 'string' ? (JSON.parse(value) as Record<string, unknown>) : (value as Record<string, unknown> | null),
      ),
      agencyPercentBp: sql<number | null>`inputs.agency_percent_bp`,
      vehicleType: getTableColumns(vehicleTypes),
    })
    .from(inputs)
    .leftJoin(vehicleTypes, vehicleTypeOnOffer)
    .orderBy(...vehicleTypeOrder);
  return {
    settings: settingRows().prepare('pricing_settings'),
    settingsAndAgency: settingRows().unionAll(agencyRow).prepare('pricing_settings_and_agency'),
    quoteInputs: quoteInputs.prepare('pricing_quote_inputs'),
  };
}

function pricingQueries(db: Database) {
  // Built on first use: a transaction's copy of these queries builds its own only if it reads them.
  let built: ReturnType<typeof buildPricingStatements> | null = null;
  const statements = () => (built ??= buildPricingStatements(db));

  return {
    /**
     * The raw JSON values of the pricing settings (the service checks their shape) and, when
     * asked, one agency's commission — in one round trip, since every quote needs both.
     */
    async loadSettingValues(agencyId: number | null = null): Promise<SettingValues> {
      const rows = agencyId === null ? await statements().settings.execute() : await statements().settingsAndAgency.execute({ agencyId });
      const values = new Map(rows.map((row) => [row.key, row.value]));
      const agencyPercentBp = values.get(AGENCY_ROW_KEY);
      values.delete(AGENCY_ROW_KEY);
      return { values, agencyPercentBp: typeof agencyPercentBp === 'number' ? agencyPercentBp : null };
    },

    /**
     * What a quote prices with, in one round trip: the settings' values, the agency's commission
     * (null without `agencyId` or when it does not exist) and the active vehicle types in the
     * order quotes offer them (a retired type is not offered).
     */
    async loadQuoteInputs(agencyId: number | null): Promise<SettingValues & { vehicleTypes: VehicleTypeRow[] }> {
      const rows = await statements().quoteInputs.execute({ agencyId });
      const first = rows[0];
      return {
        values: new Map(Object.entries(first?.settingValues ?? {})),
        agencyPercentBp: agencyId === null ? null : (first?.agencyPercentBp ?? null),
        vehicleTypes: rows.flatMap((row) => (row.vehicleType ? [row.vehicleType] : [])),
      };
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
