import {
  centsToEuroNumber,
  PRICING_EXAMPLE,
  type AdminPricing,
  type PricingExample,
  type PricingHistory,
  type PricingPreviewRequest,
  type PricingSettingsForm,
} from '@vozimo/contract';
import { z } from 'zod';
import { changedFields } from '../../platform/db/audit-log.ts';
import type { Actor } from '../../platform/permissions/actor.ts';
import { authorize } from '../../platform/permissions/can.ts';
import { bodyFieldErrors, type BodyField } from '../../platform/http/app-error.ts';
import type { VehicleTypeRow, VehicleTypesAdminService } from '../catalogue/ports.ts';
import { toPriceBreakdownResponse } from './breakdown-response.ts';
import { computePriceBreakdown, type PricePercentages } from './rules/price-breakdown.ts';
import { findSettingsProblemsForAgencies, type PercentField } from './rules/pricing-settings.ts';
import { routePriceCents } from './rules/route-price.ts';
import { PRICING_SETTING_KEYS, type PricingRepository, type PricingSettingKey } from './pricing.repository.ts';

/** The platform-wide pricing settings, as stored (basis points). */
export type PricingSettings = Record<PricingSettingKey, number>;

const FIELD_OF_KEY: Record<PricingSettingKey, PercentField> = {
  agency_percent_bp: 'agencyPercentBp',
  service_fee_percent_bp: 'serviceFeePercentBp',
  vat_percent_bp: 'vatPercentBp',
  deposit_percent_bp: 'depositPercentBp',
  payment_processing_percent_bp: 'paymentProcessingPercentBp',
};
const KEY_OF_FIELD = Object.fromEntries(Object.entries(FIELD_OF_KEY).map(([k, f]) => [f, k])) as Record<PercentField, PricingSettingKey>;

const storedSettingsSchema = z.object(
  Object.fromEntries(PRICING_SETTING_KEYS.map((key) => [key, z.number().int()])) as Record<PricingSettingKey, z.ZodNumber>,
);

function toPercentages(s: PricingSettings, agencyPercentBp: number): PricePercentages {
  return {
    agencyPercentBp,
    serviceFeePercentBp: s.service_fee_percent_bp,
    vatPercentBp: s.vat_percent_bp,
    depositPercentBp: s.deposit_percent_bp,
    paymentProcessingPercentBp: s.payment_processing_percent_bp,
  };
}

/** The API's name of each setting (percentages, not basis points): the Pricing form's fields. */
const API_FIELD_OF_KEY: Record<PricingSettingKey, keyof PricingSettingsForm> = {
  agency_percent_bp: 'agency_percent',
  service_fee_percent_bp: 'service_fee_percent',
  vat_percent_bp: 'vat_percent',
  deposit_percent_bp: 'deposit_percent',
  payment_processing_percent_bp: 'payment_processing_percent',
};

/** Basis points → the API's percentages (1050 → 10.5). */
function toSettingsForm(s: PricingSettings): PricingSettingsForm {
  return Object.fromEntries(PRICING_SETTING_KEYS.map((key) => [API_FIELD_OF_KEY[key], s[key] / 100])) as PricingSettingsForm;
}

/** The API's percentages (at most two decimals, checked by the contract) → basis points. */
function fromSettingsForm(form: PricingSettingsForm): PricingSettings {
  return Object.fromEntries(PRICING_SETTING_KEYS.map((key) => [key, Math.round(form[API_FIELD_OF_KEY[key]] * 100)])) as PricingSettings;
}

/** The audit line's subject of a change of the percentages (they are one record: the platform's settings). */
const SETTINGS_SUBJECT = { type: 'setting', id: null, label: 'Platform percentages' };

export interface PricingServiceDeps {
  repo: PricingRepository;
  /** The vehicle types with their tariffs, retired ones too: the Pricing screen and its examples. */
  vehicleTypes: Pick<VehicleTypesAdminService, 'allVehicleTypes'>;
}

export function createPricingService({ repo, vehicleTypes }: PricingServiceDeps) {
  function parseSettings(values: Map<string, unknown>): PricingSettings {
    const parsed = storedSettingsSchema.safeParse(Object.fromEntries(values));
    // The initial migration inserts every key and updates go through the validator below, so this
    // is a broken installation, not bad input: fail loudly (logged 500) instead of mispricing.
    if (!parsed.success) throw new Error(`Pricing settings are missing or malformed: ${parsed.error.message}`);
    return parsed.data;
  }

  async function loadSettings(repository: PricingRepository = repo): Promise<PricingSettings> {
    return parseSettings((await repository.loadSettingValues()).values);
  }

  /** Problems of `settings` combined with every agency's commission, as 422 issues at `fieldOf` the setting. */
  async function settingsProblems(
    settings: PricingSettings,
    repository: PricingRepository = repo,
    fieldOf: (key: PricingSettingKey) => BodyField = (key) => key,
  ) {
    const agencyPercents = [settings.agency_percent_bp, ...(await repository.listDistinctAgencyPercentsBp())];
    return findSettingsProblemsForAgencies(toPercentages(settings, 0), agencyPercents).map((problem) => ({
      field: fieldOf(KEY_OF_FIELD[problem.field]),
      message: problem.message,
    }));
  }

  /**
   * Saves a change of the percentages with its audit line, in one transaction under the settings'
   * locks; refuses (422) any that would break the breakdown for some agency. Quotes already made
   * keep the breakdown they were priced with, trips their prices (ADR 0023).
   */
  async function saveSettings(actor: Actor, changes: Partial<PricingSettings>, fieldOf?: (key: PricingSettingKey) => BodyField) {
    return repo.transaction(async (tx) => {
      await tx.lockSettings();
      const before = await loadSettings(tx);
      const next = { ...before, ...changes };
      const problems = await settingsProblems(next, tx, fieldOf);
      if (problems.length > 0) throw bodyFieldErrors(problems);
      const change = changedFields(toSettingsForm(before), toSettingsForm(next));
      if (Object.keys(change.after).length === 0) return next;
      await tx.saveSettingValues(changes);
      await tx.recordAudit({ actorUserId: actor.realUserId, action: 'pricing.settings.update', subject: SETTINGS_SUBJECT, ...change });
      return next;
    });
  }

  /**
   * The worked example of some figures: €100 of base price broken down to the platform fee it
   * leaves (with the default commission), and a 100 km transfer in each active vehicle type.
   */
  function pricingExample(settings: PricingSettings, types: readonly VehicleTypeRow[]): PricingExample {
    const percentages = toPercentages(settings, settings.agency_percent_bp);
    const breakdown = computePriceBreakdown(PRICING_EXAMPLE.basePriceEuros * 100, percentages);
    return {
      breakdown: toPriceBreakdownResponse(breakdown),
      trips: types
        .filter((type) => type.isActive)
        .map((type) => {
          const trip = computePriceBreakdown(routePriceCents(PRICING_EXAMPLE.distanceKm * 1000, type), percentages);
          return {
            vehicle_type_id: type.id,
            vehicle_type_name: type.name,
            base_price: centsToEuroNumber(trip.basePriceCents),
            price_gross: centsToEuroNumber(trip.priceGrossCents),
            deposit_gross: centsToEuroNumber(trip.depositGrossCents),
            driver_gross: centsToEuroNumber(trip.driverGrossCents),
          };
        }),
    };
  }

  async function adminPricing(settings: PricingSettings): Promise<AdminPricing> {
    const types = await vehicleTypes.allVehicleTypes();
    return {
      settings: toSettingsForm(settings),
      tariffs: types.map((type) => ({
        vehicle_type_id: type.id,
        vehicle_type_name: type.name,
        is_active: type.isActive,
        price_per_km: centsToEuroNumber(type.pricePerKmCents),
        minimum_fare: centsToEuroNumber(type.minimumFareCents),
      })),
      example: pricingExample(settings, types),
    };
  }

  return {
    /**
     * For other services, which checked their own permission: the percentages of a trip sold
     * through `agencyId` (its own commission), or through no agency (the default commission:
     * staff bookings and agents without an agency, so a customer pays the same either way).
     * Null when that agency does not exist.
     */
    async percentagesFor(agencyId: number | null): Promise<PricePercentages | null> {
      const { values, agencyPercentBp } = await repo.loadSettingValues(agencyId);
      const settings = parseSettings(values);
      if (agencyId !== null && agencyPercentBp === null) return null;
      return toPercentages(settings, agencyPercentBp ?? settings.agency_percent_bp);
    },

    /**
     * For the quotes area, which checked its caller's permission: `percentagesFor(agencyId)` and the
     * vehicle types quotes offer with their tariffs (the catalogue's vehicleTypesForPricing), read
     * in one round trip because every quote needs both.
     */
    async quotePricingFor(agencyId: number | null): Promise<{ percentages: PricePercentages | null; vehicleTypes: VehicleTypeRow[] }> {
      const { values, agencyPercentBp, vehicleTypes } = await repo.loadQuoteInputs(agencyId);
      const settings = parseSettings(values);
      const percentages = agencyId !== null && agencyPercentBp === null ? null : toPercentages(settings, agencyPercentBp ?? settings.agency_percent_bp);
      return { percentages, vehicleTypes };
    },

    async getSettings(actor: Actor): Promise<PricingSettings> {
      authorize(actor, 'pricing.manage');
      return loadSettings();
    },

    /** Changes platform settings (basis points); refuses (422) any that would break the breakdown for some agency. */
    async updateSettings(actor: Actor, changes: Partial<PricingSettings>): Promise<PricingSettings> {
      authorize(actor, 'pricing.manage');
      return saveSettings(actor, changes);
    },

    /** GET /api/admin/pricing/: the percentages, every type's tariff, and the €100 / 100 km example. */
    async adminPricing(actor: Actor): Promise<AdminPricing> {
      authorize(actor, 'pricing.manage');
      return adminPricing(await loadSettings());
    },

    /** POST /api/admin/pricing/: saves the percentages; problems at the API's fields. */
    async saveAdminSettings(actor: Actor, form: PricingSettingsForm): Promise<AdminPricing> {
      authorize(actor, 'pricing.manage');
      return adminPricing(await saveSettings(actor, fromSettingsForm(form), (key) => API_FIELD_OF_KEY[key]));
    },

    /**
     * POST /api/admin/pricing/preview/: what the example would cost with proposed figures, saving
     * nothing, so the screen shows a change's effect with the server's own price rules.
     */
    async preview(actor: Actor, request: PricingPreviewRequest): Promise<PricingExample> {
      authorize(actor, 'pricing.manage');
      const settings = fromSettingsForm(request.settings);
      const problems = await settingsProblems(settings, repo, (key) => ['settings', API_FIELD_OF_KEY[key]]);
      if (problems.length > 0) throw bodyFieldErrors(problems);
      const proposed = new Map((request.tariffs ?? []).map((t) => [t.vehicle_type_id, t]));
      const types = (await vehicleTypes.allVehicleTypes()).map((type) => {
        const tariff = proposed.get(type.id);
        return tariff
          ? { ...type, pricePerKmCents: Math.round(tariff.price_per_km * 100), minimumFareCents: Math.round(tariff.minimum_fare * 100) }
          : type;
      });
      return pricingExample(settings, types);
    },

    /** GET /api/admin/pricing/history/: the pricing lines of the audit log, newest first. */
    async history(actor: Actor, page: { limit: number; offset: number }): Promise<PricingHistory> {
      authorize(actor, 'pricing.manage');
      const { rows, count } = await repo.listPricingAuditLines(page.limit, page.offset);
      return {
        items: rows.map((row) => ({
          audit_event_id: row.id,
          at: row.at.toISOString(),
          actor: row.username === null ? null : `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() || row.username,
          action: row.action,
          subject: row.subjectLabel,
          before: row.before,
          after: row.after,
        })),
        count,
      };
    },

    /**
     * For the agents area, before it changes an agency's commission: the problems that
     * commission would cause with today's settings (empty when it is allowed).
     */
    async agencyPercentProblems(agencyPercentBp: number): Promise<string[]> {
      const settings = await loadSettings();
      return findSettingsProblemsForAgencies(toPercentages(settings, 0), [agencyPercentBp]).map((p) => p.message);
    },
  };
}

export type PricingService = ReturnType<typeof createPricingService>;
