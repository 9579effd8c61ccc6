import { z } from 'zod';
import { moneyStringSchema } from '../common/money.ts';

/**
 * Beyond the spec (ADR 0020): the automatic payout steps of offered trips nobody claims, and a
 * driver company's record on the marketplace. Staff only: GET and POST /api/offer_payout_policy/,
 * GET /api/company_marketplace_record/?company=ID (companyOptionsQuerySchema: 422 at query.company,
 * 'Choose a company.', without a known company).
 */

/** The most steps a policy has, and the furthest before pickup a step may be (two weeks). */
export const PAYOUT_POLICY_LIMITS = { maxSteps: 6, maxStepHours: 336, maxStepAmount: '100.00' } as const;

export const PAYOUT_POLICY_MESSAGES = {
  stepHours: `Each step is a whole number of hours before pickup, from 1 to ${PAYOUT_POLICY_LIMITS.maxStepHours}.`,
  tooManySteps: `At most ${PAYOUT_POLICY_LIMITS.maxSteps} steps.`,
  duplicateStep: 'Each step must be a different number of hours.',
  stepAmount: `The step amount must be between 0.00 and ${PAYOUT_POLICY_LIMITS.maxStepAmount} euros.`,
  marginFloor: 'The margin floor must be a percentage from 0 to 100 with at most two decimals.',
} as const;

const stepHourSchema = z
  .number({ error: PAYOUT_POLICY_MESSAGES.stepHours })
  .int(PAYOUT_POLICY_MESSAGES.stepHours)
  .min(1, PAYOUT_POLICY_MESSAGES.stepHours)
  .max(PAYOUT_POLICY_LIMITS.maxStepHours, PAYOUT_POLICY_MESSAGES.stepHours);

const maxStepCents = Number(PAYOUT_POLICY_LIMITS.maxStepAmount.replace('.', ''));

/** The policy staff set; a change applies to the steps trips reach after it (taken steps stay). */
export const offerPayoutPolicyRequestSchema = z.object({
  /** Hours before pickup at which an unclaimed offer's payout rises, e.g. [72, 48, 24]; [] turns the steps off. */
  step_hours: z
    .array(stepHourSchema, { error: PAYOUT_POLICY_MESSAGES.stepHours })
    .max(PAYOUT_POLICY_LIMITS.maxSteps, PAYOUT_POLICY_MESSAGES.tooManySteps)
    .refine((hours) => new Set(hours).size === hours.length, PAYOUT_POLICY_MESSAGES.duplicateStep),
  /** Euros added to the payout at each step, e.g. "10.00". */
  step_amount: z
    .string({ error: PAYOUT_POLICY_MESSAGES.stepAmount })
    .max(12, PAYOUT_POLICY_MESSAGES.stepAmount)
    .regex(/^\d+\.\d{2}$/, PAYOUT_POLICY_MESSAGES.stepAmount)
    .refine((amount) => Number(amount.replace('.', '')) <= maxStepCents, PAYOUT_POLICY_MESSAGES.stepAmount),
  /** The least share of the trip's net price (percent) the platform keeps after the raises. */
  margin_floor_percent: z
    .number({ error: PAYOUT_POLICY_MESSAGES.marginFloor })
    .min(0, PAYOUT_POLICY_MESSAGES.marginFloor)
    .max(100, PAYOUT_POLICY_MESSAGES.marginFloor)
    .refine((percent) => Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-6, PAYOUT_POLICY_MESSAGES.marginFloor),
});
export type OfferPayoutPolicyRequest = z.infer<typeof offerPayoutPolicyRequestSchema>;

/** The policy as stored: steps furthest first (72, 48, 24), and when it was last set (ISO 8601). */
export const offerPayoutPolicySchema = z.object({
  step_hours: z.array(z.number().int()),
  step_amount: moneyStringSchema,
  margin_floor_percent: z.number(),
  updated_at: z.string(),
});
export type OfferPayoutPolicy = z.infer<typeof offerPayoutPolicySchema>;

/** How far back the record looks. */
export const MARKETPLACE_RECORD_DAYS = 90;
/** A change of driver or vehicle this close to pickup counts as late (the release cutoff). */
export const LATE_CHANGE_HOURS = 48;

/** One entry of the record: a claim, a release, or a late change of driver or vehicle. */
export const marketplaceRecordEventSchema = z.object({
  trip_id: z.number().int(),
  reference: z.string(),
  kind: z.enum(['claim', 'release', 'late_change']),
  /** When it happened and the trip's pickup (ISO 8601). */
  at: z.string(),
  pickup_at: z.string(),
});
export type MarketplaceRecordEvent = z.infer<typeof marketplaceRecordEventSchema>;

/** The company's last 90 days on the marketplace, newest first, with the counts. */
export const companyMarketplaceRecordSchema = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  since: z.string(),
  claims: z.number().int(),
  /** The company's trips completed with pickup in the same days, however it got them (claimed, or given by staff). */
  completions: z.number().int(),
  releases: z.number().int(),
  late_changes: z.number().int(),
  events: z.array(marketplaceRecordEventSchema),
});
export type CompanyMarketplaceRecord = z.infer<typeof companyMarketplaceRecordSchema>;
