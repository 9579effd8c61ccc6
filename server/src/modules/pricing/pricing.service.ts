import { z } from 'zod';
import type { Actor } from '../../platform/permissions/actor.ts';
import { authorize } from '../../platform/permissions/can.ts';
import { bodyFieldErrors } from '../../platform/http/app-error.ts';
import type { PricePercentages } from './rules/price-breakdown.ts';
import { findSettingsProblemsForAgencies, type PercentField } from './rules/pricing-settings.ts';
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

export interface PricingServiceDeps {
  repo: PricingRepository;
}

export function createPricingService({ repo }: PricingServiceDeps) {
  function parseSettings(values: Map<string, unknown>): PricingSettings {
    const parsed = storedSettingsSchema.safeParse(Object.fromEntries(values));
    // The initial migration inserts every key and updates go through the validator below, so this
    // is a broken installation, not bad input: fail loudly (logged 500) instead of mispricing.
    if (!parsed.success) throw new Error(`Pricing settings are missing or malformed: ${parsed.error.message}`);
    return parsed.data;
  }

  async function loadSettings(): Promise<PricingSettings> {
    return parseSettings((await repo.loadSettingValues()).values);
  }

  /** Problems of `settings` combined with every agency's commission, as 422 issues. */
  async function settingsProblems(settings: PricingSettings) {
    const agencyPercents = [settings.agency_percent_bp, ...(await repo.listDistinctAgencyPercentsBp())];
    return findSettingsProblemsForAgencies(toPercentages(settings, 0), agencyPercents).map((problem) => ({
      field: KEY_OF_FIELD[problem.field],
      message: problem.message,
    }));
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

    async getSettings(actor: Actor): Promise<PricingSettings> {
      authorize(actor, 'pricing.manage');
      return loadSettings();
    },

    /** Changes platform settings; refuses (422) any that would break the breakdown for some agency. */
    async updateSettings(actor: Actor, changes: Partial<PricingSettings>): Promise<PricingSettings> {
      authorize(actor, 'pricing.manage');
      const next = { ...(await loadSettings()), ...changes };
      const problems = await settingsProblems(next);
      if (problems.length > 0) throw bodyFieldErrors(problems);
      await repo.saveSettingValues(changes);
      return next;
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
