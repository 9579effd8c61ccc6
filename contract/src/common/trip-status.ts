import { z } from 'zod';

/** The six trip statuses (spec section 4). */
export const TRIP_STATUSES = ['draft', 'pending_payment', 'confirmed', 'completed', 'canceled', 'no_show'] as const;
export const tripStatusSchema = z.enum(TRIP_STATUSES);
export type TripStatus = z.infer<typeof tripStatusSchema>;

/** Labels and badge colours (Mantine colour names) as the spec gives them. */
export const TRIP_STATUS_DISPLAY: Record<TripStatus, { label: string; longLabel: string; color: string }> = {
  draft: { label: 'Quote', longLabel: 'Quote', color: 'gray' },
  pending_payment: { label: 'Pending', longLabel: 'Pending Payment', color: 'yellow' },
  confirmed: { label: 'Confirmed', longLabel: 'Confirmed', color: 'cyan' },
  completed: { label: 'Completed', longLabel: 'Completed', color: 'green' },
  canceled: { label: 'Canceled', longLabel: 'Canceled', color: 'red' },
  no_show: { label: 'No-show', longLabel: 'No-show', color: 'red' },
};

/** A status filter value: the six statuses, plus 'pending' which one area of the product uses for pending_payment. */
export const tripStatusFilterSchema = z
  .union([tripStatusSchema, z.literal('pending')])
  .transform((s): TripStatus => (s === 'pending' ? 'pending_payment' : s));

/** Nothing follows these: the trip is over, so nobody edits it or moves it any more (docs/trip-lifecycle.md). */
export const FINAL_TRIP_STATUSES = ['completed', 'no_show', 'canceled'] as const satisfies readonly TripStatus[];
export type FinalTripStatus = (typeof FINAL_TRIP_STATUSES)[number];

export function isFinalTripStatus(status: TripStatus): status is FinalTripStatus {
  return (FINAL_TRIP_STATUSES as readonly TripStatus[]).includes(status);
}
