import { z } from 'zod';
import type { PriceBreakdown } from '../pricing/ports.ts';

/**
 * The JSON kept in trip_price_quotes.input and .breakdown. It is written and read only here and
 * parsed on the way back, so a row from an older version fails loudly instead of booking a
 * half-understood price.
 */

const cents = z.number().int().min(0);

const storedLocationSchema = z.object({
  id: z.number().int().positive().nullable().optional(),
  formatted_address: z.string(),
  place_id: z.string(),
  lat: z.number(),
  lng: z.number(),
  country_short_name: z.string(),
  country_long_name: z.string(),
  locality: z.string().optional(),
});
export type StoredLocation = z.infer<typeof storedLocationSchema>;

const storedStopSchema = z.object({
  poi_id: z.number().int(),
  name: z.string(),
  time: z.number().int(),
  price_cents: cents,
});
export type StoredStop = z.infer<typeof storedStopSchema>;

export const storedQuoteInputSchema = z.object({
  kind: z.enum(['transfer', 'round_trip']),
  start_loc: storedLocationSchema,
  end_loc: storedLocationSchema,
  start_locality: z.string().optional(),
  end_locality: z.string().optional(),
  passengers: z.number().int(),
  /** In route order, with the price each stop was quoted at. */
  stops: z.array(storedStopSchema),
  round_trip_id: z.number().int().nullable(),
  /** Whose commission the prices include (null: the default commission). */
  agency_id: z.number().int().nullable(),
  selected_vehicle_type: z.number().int(),
});
export type StoredQuoteInput = z.infer<typeof storedQuoteInputSchema>;

const priceBreakdownSchema = z.object({
  basePriceCents: cents,
  agencyPercentBp: cents,
  agencyFeeCents: cents,
  serviceFeePercentBp: cents,
  serviceFeeCents: cents,
  vatPercentBp: cents,
  priceVatCents: cents,
  priceNetCents: cents,
  priceGrossCents: cents,
  depositPercentBp: cents,
  depositNetCents: cents,
  depositVatCents: cents,
  depositGrossCents: cents,
  driverGrossCents: cents,
  platformFeePercentBp: cents,
  platformFeeNetCents: cents,
  platformFeeVatCents: cents,
  platformFeeGrossCents: cents,
  paymentProcessingPercentBp: cents,
  paymentProcessingFeeCents: cents,
}) satisfies z.ZodType<PriceBreakdown>;

export const storedOfferSchema = z.object({
  vehicle_type_id: z.number().int(),
  /** The ride alone (distance tariff or round-trip price), before stops. */
  ride_cents: cents,
  breakdown: priceBreakdownSchema,
});
export type StoredOffer = z.infer<typeof storedOfferSchema>;

export const storedOffersSchema = z.array(storedOfferSchema);
