import { computePriceBreakdown, type PricePercentages } from './price-breakdown.ts';

/**
 * Which percentages the breakdown can work with. The deposit must pay the agency commission and
 * the card processing out of itself (the platform keeps the rest), so a setting is refused when,
 * for any base price at all, the deposit would not cover them — the platform fee would go
 * negative and the breakdown's invariants could not hold.
 *
 * The check is exact, not sampled. Without rounding, what is left for the platform is
 * k × base, with k = (1 − p)·d·(1 + v)·(1 + a + s) − a (p processing, d deposit, v VAT, a agency,
 * s service fee, as fractions). Each rounding moves an amount by at most half a cent, which
 * bounds the platform fee from below by k × base − C with C ≤ 4 cents; being an integer, it is
 * then non-negative once k × base > C − 1. So k must be positive, and the few base prices under
 * (C − 1) / k are checked one by one with the breakdown itself.
 */

export type PercentField = keyof PricePercentages;

export interface SettingProblem {
  field: PercentField;
  message: string;
}

const BP_PER_WHOLE = 10_000;
/** Settings whose margin is so thin that more base prices than this would need checking are refused as too tight. */
const MAX_BASE_PRICES_TO_CHECK = 200_000;

const LABELS: Record<PercentField, string> = {
  agencyPercentBp: 'Agency commission',
  serviceFeePercentBp: 'Service fee',
  vatPercentBp: 'VAT',
  depositPercentBp: 'Deposit',
  paymentProcessingPercentBp: 'Payment processing',
};

function rangeProblems(percentages: PricePercentages): SettingProblem[] {
  return (Object.keys(LABELS) as PercentField[]).flatMap((field) => {
    const value = percentages[field];
    return Number.isSafeInteger(value) && value >= 0 && value <= BP_PER_WHOLE
      ? []
      : [{ field, message: `${LABELS[field]} must be a whole number of basis points from 0 to 10000 (0–100 %).` }];
  });
}

/** k × 10^16 exactly, as a BigInt: its sign decides whether large prices are covered. */
function scaledMarginPerCent(p: PricePercentages): bigint {
  const whole = BigInt(BP_PER_WHOLE);
  const covered =
    (whole - BigInt(p.paymentProcessingPercentBp)) *
    BigInt(p.depositPercentBp) *
    (whole + BigInt(p.vatPercentBp)) *
    (whole + BigInt(p.agencyPercentBp) + BigInt(p.serviceFeePercentBp));
  return covered - BigInt(p.agencyPercentBp) * whole ** 3n;
}

/** The base prices below which rounding could still make the platform fee negative. */
function basePricesToCheck(p: PricePercentages, margin: number): number {
  const d = p.depositPercentBp / BP_PER_WHOLE;
  const v = p.vatPercentBp / BP_PER_WHOLE;
  const processing = p.paymentProcessingPercentBp / BP_PER_WHOLE;
  const roundingSlackCents = 1 + (1 - processing) * (d * (1 + v) + d / 2 + 1 / 2);
  // +2: floating-point error in the bound must never shorten the exhaustive part.
  return Math.ceil((roundingSlackCents - 1) / margin) + 2;
}

function platformFeeNeverNegative(p: PricePercentages, upToBaseCents: number): boolean {
  for (let base = 0; base <= upToBaseCents; base++) {
    try {
      computePriceBreakdown(base, p);
    } catch {
      return false;
    }
  }
  return true;
}

const NOT_COVERED =
  'The deposit would not cover the agency commission and the card processing: lower the agency commission or the payment processing, or raise the deposit.';

/** Everything wrong with one set of percentages; empty when every base price gives a valid breakdown. */
export function findPricingSettingProblems(percentages: PricePercentages): SettingProblem[] {
  const outOfRange = rangeProblems(percentages);
  if (outOfRange.length > 0) return outOfRange;
  // No commission to pay: the card fee, a share of at most 100 % of the deposit, always fits in it.
  if (percentages.agencyPercentBp === 0) return [];
  const scaled = scaledMarginPerCent(percentages);
  if (scaled <= 0n) return [{ field: 'depositPercentBp', message: NOT_COVERED }];
  const margin = Number(scaled) / 1e16;
  const toCheck = basePricesToCheck(percentages, margin);
  if (toCheck > MAX_BASE_PRICES_TO_CHECK || !platformFeeNeverNegative(percentages, toCheck)) {
    return [{ field: 'depositPercentBp', message: NOT_COVERED }];
  }
  return [];
}

/** Platform-wide percentages plus every agency's own commission: all combinations must work. */
export function findSettingsProblemsForAgencies(
  platform: Omit<PricePercentages, 'agencyPercentBp'>,
  agencyPercentsBp: readonly number[],
): SettingProblem[] {
  const seen = new Set<string>();
  const problems: SettingProblem[] = [];
  for (const agencyPercentBp of new Set(agencyPercentsBp)) {
    for (const problem of findPricingSettingProblems({ ...platform, agencyPercentBp })) {
      const key = `${problem.field}:${problem.message}`;
      if (!seen.has(key)) problems.push(problem);
      seen.add(key);
    }
  }
  return problems;
}
