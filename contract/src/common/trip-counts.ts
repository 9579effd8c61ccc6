import { z } from 'zod';

/**
 * The Trips bar of the Drivers and Agents screens (spec section 2): how many of someone's trips
 * are pending (pending_payment), confirmed, completed and canceled (canceled or no-show, both red).
 * Quotes (drafts) are not trips yet and are not counted (docs/decisions/0019-fleet-records.md).
 */
export const tripCountsSchema = z.object({
  pending_trips: z.number().int().nonnegative(),
  confirmed_trips: z.number().int().nonnegative(),
  completed_trips: z.number().int().nonnegative(),
  canceled_trips: z.number().int().nonnegative(),
});
export type TripCounts = z.infer<typeof tripCountsSchema>;
