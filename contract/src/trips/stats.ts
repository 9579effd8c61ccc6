import { z } from 'zod';
import { moneyStringSchema } from '../common/money.ts';
import { monthSchema } from './list.ts';

/** GET /api/stats/?month=YYYY-MM (spec section 3, "Stats"). */
export const statsQuerySchema = z.object({ month: monthSchema.optional() });
export const statsResponseSchema = z.object({
  completed_trips: z.number().int(),
  created_trips: z.number().int(),
  customers: z.number().int(),
  driver_gross: moneyStringSchema.nullable(),
  agency_fee: moneyStringSchema.nullable(),
  price_gross: moneyStringSchema.nullable(),
  deposit_gross: moneyStringSchema.nullable(),
  price_net: moneyStringSchema.nullable(),
});
export type StatsResponse = z.infer<typeof statsResponseSchema>;
