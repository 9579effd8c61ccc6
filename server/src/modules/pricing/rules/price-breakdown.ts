/**
 * The price of a trip, from the base price to every amount the product shows or pays out.
 *
 * How the money flows: the customer pays price_gross. The deposit (deposit_percent of it) is
 * paid online to the platform; the rest, driver_gross, is paid to the driver. Out of the
 * deposit the platform pays the agency its commission and the card provider its fee, and keeps
 * the remainder as the platform fee. So the platform fee is not a configured percentage: with
 * the deposit fixed at 25 % of the price, a separately configured platform percentage could
 * not also hold. platform_fee_percent reports the share it came to (ADR 0005, docs/pricing.md).
 * Percentages that would make it negative are refused by pricing-settings.ts before use.
 *
 * All amounts are integer cents and all percentages basis points (2500 = 25.00 %); rounding is
 * half up, once per amount, and every derived amount is a difference, so the parts add up to
 * the cent.
 */

export interface PricePercentages {
  /** Agency commission, a markup on the base price. */
  agencyPercentBp: number;
  /** Platform service fee, a markup on the base price. */
  serviceFeePercentBp: number;
  /** VAT on the whole price; deposit and platform fee are VAT-inclusive at the same rate. */
  vatPercentBp: number;
  /** Share of the gross price paid online in advance. */
  depositPercentBp: number;
  /** Card processing cost as a share of the deposit (the only amount charged by card). */
  paymentProcessingPercentBp: number;
}

/** Field names match the trips table's price snapshot columns, so it can be spread into an insert. */
export interface PriceBreakdown {
  basePriceCents: number;
  agencyPercentBp: number;
  agencyFeeCents: number;
  serviceFeePercentBp: number;
  serviceFeeCents: number;
  vatPercentBp: number;
  priceVatCents: number;
  priceNetCents: number;
  priceGrossCents: number;
  depositPercentBp: number;
  depositNetCents: number;
  depositVatCents: number;
  depositGrossCents: number;
  driverGrossCents: number;
  platformFeePercentBp: number;
  platformFeeNetCents: number;
  platformFeeVatCents: number;
  platformFeeGrossCents: number;
  paymentProcessingPercentBp: number;
  paymentProcessingFeeCents: number;
}

const BP_PER_WHOLE = 10_000;

/** numerator / denominator rounded half up, for non-negative integers (exact in doubles below 2^53). */
function divideRoundingHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

function percentOf(amountCents: number, percentBp: number): number {
  return divideRoundingHalfUp(amountCents * percentBp, BP_PER_WHOLE);
}

/** The net part of a VAT-inclusive amount. */
function netOfVat(grossCents: number, vatPercentBp: number): number {
  return divideRoundingHalfUp(grossCents * BP_PER_WHOLE, BP_PER_WHOLE + vatPercentBp);
}

function assertNonNegativeInteger(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  }
}

export function computePriceBreakdown(basePriceCents: number, percentages: PricePercentages): PriceBreakdown {
  assertNonNegativeInteger('basePriceCents', basePriceCents);
  for (const [name, value] of Object.entries(percentages)) assertNonNegativeInteger(name, value);
  const { agencyPercentBp, serviceFeePercentBp, vatPercentBp, depositPercentBp, paymentProcessingPercentBp } =
    percentages;
  if (depositPercentBp > BP_PER_WHOLE) throw new RangeError('depositPercentBp cannot exceed 100 %');

  const agencyFeeCents = percentOf(basePriceCents, agencyPercentBp);
  const serviceFeeCents = percentOf(basePriceCents, serviceFeePercentBp);
  const priceNetCents = basePriceCents + agencyFeeCents + serviceFeeCents;
  const priceVatCents = percentOf(priceNetCents, vatPercentBp);
  const priceGrossCents = priceNetCents + priceVatCents;

  const depositGrossCents = percentOf(priceGrossCents, depositPercentBp);
  const depositNetCents = netOfVat(depositGrossCents, vatPercentBp);
  const depositVatCents = depositGrossCents - depositNetCents;
  const driverGrossCents = priceGrossCents - depositGrossCents;

  const paymentProcessingFeeCents = percentOf(depositGrossCents, paymentProcessingPercentBp);
  const platformFeeGrossCents = depositGrossCents - agencyFeeCents - paymentProcessingFeeCents;
  if (platformFeeGrossCents < 0) {
    throw new RangeError(
      'The deposit does not cover the agency commission and card processing: lower the agency percentage or raise the deposit',
    );
  }
  const platformFeeNetCents = netOfVat(platformFeeGrossCents, vatPercentBp);
  const platformFeeVatCents = platformFeeGrossCents - platformFeeNetCents;
  const platformFeePercentBp =
    priceGrossCents === 0 ? 0 : divideRoundingHalfUp(platformFeeGrossCents * BP_PER_WHOLE, priceGrossCents);

  return {
    basePriceCents,
    agencyPercentBp,
    agencyFeeCents,
    serviceFeePercentBp,
    serviceFeeCents,
    vatPercentBp,
    priceVatCents,
    priceNetCents,
    priceGrossCents,
    depositPercentBp,
    depositNetCents,
    depositVatCents,
    depositGrossCents,
    driverGrossCents,
    platformFeePercentBp,
    platformFeeNetCents,
    platformFeeVatCents,
    platformFeeGrossCents,
    paymentProcessingPercentBp,
    paymentProcessingFeeCents,
  };
}
