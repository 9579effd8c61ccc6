import { z } from 'zod';
import { rowIdSchema } from '../common/ids.ts';
import { pageFields, pageQueryFields } from '../common/pagination.ts';
import { tripPriceBreakdownSchema } from '../trips/saved-trip-fields.ts';

/**
 * The back office's Pricing screen (docs/decisions/0023-back-office.md): the platform's
 * percentages, each vehicle type's tariff, a preview of the proposed figures and the recent history.
 * Percentages are numbers with at most two decimals (10.5 means 10.50 %); the server keeps basis
 * points. The platform fee is no setting: it is what the deposit leaves (ADR 0005), shown as a result.
 */

export const PRICING_MESSAGES = {
  percent: 'Enter a percentage from 0 to 100, with at most two decimals.',
  money: 'Enter an amount in euros from 0 to 10,000, with at most two decimals.',
} as const;

/** At most two decimals, compared in hundredths so 0.1 + 0.2 style floats pass. */
const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

export const percentFieldSchema = z
  .number({ error: PRICING_MESSAGES.percent })
  .min(0, PRICING_MESSAGES.percent)
  .max(100, PRICING_MESSAGES.percent)
  .refine(hasAtMostTwoDecimals, PRICING_MESSAGES.percent);

/** A tariff amount in euros (price per km, minimum fare). */
export const tariffAmountSchema = z
  .number({ error: PRICING_MESSAGES.money })
  .min(0, PRICING_MESSAGES.money)
  .max(10_000, PRICING_MESSAGES.money)
  .refine(hasAtMostTwoDecimals, PRICING_MESSAGES.money);

/** The settings staff change (POST /api/admin/pricing/), and the same figures as the server has them. */
export const pricingSettingsSchema = z.object({
  /** The commission of trips sold through no agency, and of agencies without their own. */
  agency_percent: percentFieldSchema,
  service_fee_percent: percentFieldSchema,
  vat_percent: percentFieldSchema,
  deposit_percent: percentFieldSchema,
  /** The card provider's cost, as a share of the deposit. */
  payment_processing_percent: percentFieldSchema,
});
export type PricingSettingsForm = z.infer<typeof pricingSettingsSchema>;

/** One vehicle type's tariff, as the Pricing screen lists it (retired types too, marked). */
export const vehicleTypeTariffSchema = z.object({
  vehicle_type_id: z.number().int(),
  vehicle_type_name: z.string(),
  is_active: z.boolean(),
  price_per_km: z.number(),
  minimum_fare: z.number(),
});
export type VehicleTypeTariff = z.infer<typeof vehicleTypeTariffSchema>;

/** POST /api/admin/vehicle_types/{id}/tariff/. */
export const tariffRequestSchema = z.object({
  price_per_km: tariffAmountSchema,
  minimum_fare: tariffAmountSchema,
});
export type TariffRequest = z.infer<typeof tariffRequestSchema>;

/** The example every preview prices: a base price of €100, and a 100 km transfer in each vehicle type. */
export const PRICING_EXAMPLE = { basePriceEuros: 100, distanceKm: 100 } as const;

/** What a 100 km transfer costs in one vehicle type. */
export const exampleTripPriceSchema = z.object({
  vehicle_type_id: z.number().int(),
  vehicle_type_name: z.string(),
  /** max(minimum fare, 100 × price per km). */
  base_price: z.number(),
  price_gross: z.number(),
  deposit_gross: z.number(),
  driver_gross: z.number(),
});
export type ExampleTripPrice = z.infer<typeof exampleTripPriceSchema>;

/** Figures priced with some settings: €100 of base price broken down (the platform fee it leaves), and 100 km per type. */
export const pricingExampleSchema = z.object({
  breakdown: tripPriceBreakdownSchema,
  trips: z.array(exampleTripPriceSchema),
});
export type PricingExample = z.infer<typeof pricingExampleSchema>;

/** GET /api/admin/pricing/ and the answer of POST /api/admin/pricing/. */
export const adminPricingSchema = z.object({
  settings: pricingSettingsSchema,
  tariffs: z.array(vehicleTypeTariffSchema),
  example: pricingExampleSchema,
});
export type AdminPricing = z.infer<typeof adminPricingSchema>;

/** POST /api/admin/pricing/preview/: proposed settings, and proposed tariffs of some types. */
export const pricingPreviewRequestSchema = z.object({
  settings: pricingSettingsSchema,
  tariffs: z
    .array(z.object({ vehicle_type_id: rowIdSchema, price_per_km: tariffAmountSchema, minimum_fare: tariffAmountSchema }))
    .max(100)
    .optional()
    .default([]),
});
export type PricingPreviewRequest = z.input<typeof pricingPreviewRequestSchema>;

/** One pricing change of the audit log (GET /api/admin/pricing/history/). */
export const pricingHistoryItemSchema = z.object({
  audit_event_id: z.number().int(),
  at: z.string(),
  /** Who made it; null for a change made by the system (a migration or script). */
  actor: z.string().nullable(),
  action: z.string(),
  /** "Platform percentages" or the vehicle type's name. */
  subject: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type PricingHistoryItem = z.infer<typeof pricingHistoryItemSchema>;
export const pricingHistoryQuerySchema = z.object(pageQueryFields(10));
export const pricingHistorySchema = z.object(pageFields(pricingHistoryItemSchema));
export type PricingHistory = z.infer<typeof pricingHistorySchema>;
