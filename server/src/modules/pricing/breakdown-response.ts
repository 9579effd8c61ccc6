import { centsToEuroNumber, type TripPriceBreakdown } from '@vozimo/contract';
import type { PriceBreakdown } from './rules/price-breakdown.ts';

const percent = (bp: number) => bp / 100;

/** Cents and basis points → the API's breakdown: euros and percents as numbers (25 means 25 %). */
export function toPriceBreakdownResponse(b: PriceBreakdown): TripPriceBreakdown {
  return {
    base_price: centsToEuroNumber(b.basePriceCents),
    agency_percent: percent(b.agencyPercentBp),
    agency_fee: centsToEuroNumber(b.agencyFeeCents),
    service_fee_percent: percent(b.serviceFeePercentBp),
    service_fee: centsToEuroNumber(b.serviceFeeCents),
    vat_percent: percent(b.vatPercentBp),
    price_vat: centsToEuroNumber(b.priceVatCents),
    price_net: centsToEuroNumber(b.priceNetCents),
    price_gross: centsToEuroNumber(b.priceGrossCents),
    deposit_percent: percent(b.depositPercentBp),
    deposit_net: centsToEuroNumber(b.depositNetCents),
    deposit_vat: centsToEuroNumber(b.depositVatCents),
    deposit_gross: centsToEuroNumber(b.depositGrossCents),
    driver_gross: centsToEuroNumber(b.driverGrossCents),
    platform_fee_percent: percent(b.platformFeePercentBp),
    platform_fee_net: centsToEuroNumber(b.platformFeeNetCents),
    platform_fee_vat: centsToEuroNumber(b.platformFeeVatCents),
    platform_fee_gross: centsToEuroNumber(b.platformFeeGrossCents),
    payment_processing_percent: percent(b.paymentProcessingPercentBp),
    payment_processing_fee: centsToEuroNumber(b.paymentProcessingFeeCents),
  };
}
