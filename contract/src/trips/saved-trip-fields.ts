import { z } from 'zod';
import { tripStatusSchema } from '../common/trip-status.ts';
import { tripInfoSchema } from './trip-fields.ts';

/** What the answers about one saved trip (its edit form, its public page) have in common. */

/** Which trip it is and where it stands: the head of every answer about one saved trip. */
export const savedTripIdentityFields = {
  trip_id: z.number().int(),
  reference: z.string(),
  token: z.string(),
  status: tripStatusSchema,
};

/** Price breakdown of spec section 3: euros and percents as numbers (25 means 25 %). */
export const tripPriceBreakdownSchema = z.object({
  base_price: z.number(),
  agency_percent: z.number(),
  agency_fee: z.number(),
  service_fee_percent: z.number(),
  service_fee: z.number(),
  vat_percent: z.number(),
  price_vat: z.number(),
  price_net: z.number(),
  price_gross: z.number(),
  deposit_percent: z.number(),
  deposit_net: z.number(),
  deposit_vat: z.number(),
  deposit_gross: z.number(),
  driver_gross: z.number(),
  platform_fee_percent: z.number(),
  platform_fee_net: z.number(),
  platform_fee_vat: z.number(),
  platform_fee_gross: z.number(),
  payment_processing_percent: z.number(),
  payment_processing_fee: z.number(),
});
export type TripPriceBreakdown = z.infer<typeof tripPriceBreakdownSchema>;

/** A stop of a saved trip, with the price it was booked at (euros). */
export const tripStopSchema = z.object({
  poi_id: z.number().int(),
  name: z.string(),
  time: z.number().int(),
  price: z.number(),
});

/** The customer, the additional information and the stops of a saved trip. */
export const savedTripCustomerFields = {
  customer_first_name: z.string(),
  customer_last_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  info: tripInfoSchema,
  stops: z.array(tripStopSchema),
};
