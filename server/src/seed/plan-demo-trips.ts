import { addDays, firstDayOfMonth, zagrebDateOf } from '@vozimo/contract';
import type { TripStatus } from '../db/schema/trips.ts';
import { uniqueReference } from '../platform/references/readable-reference.ts';
import { createSeededRandom } from '../platform/seeded-random.ts';
import { PAYMENT_REFERENCE_PREFIX } from '../modules/bulk-payments/payment-reference.ts';
import { agencyOfAgent, type DemoAgentUsername } from './demo-accounts.ts';
import type { DemoTripPlan, PlannedBulkPayment, PlannedTrip, TripSkeleton } from './planned-trip.ts';
import { planTripSkeleton, type PlanningContext } from './plan-trip-skeleton.ts';
import { planTripTimeline, type TimelineOptions } from './plan-trip-timeline.ts';

export const DEMO_TRIP_COUNT = 200;

/** Any fixed number: the same seed and `now` give the same demo data. */
const DEMO_SEED = 20_240_301;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The first trips take these statuses so that every status shows up whatever the date. */
const STATUSES_GUARANTEED: readonly TripStatus[] = [
  'completed',
  'no_show',
  'canceled',
  'draft',
  'pending_payment',
  'confirmed',
];

interface BulkGroup {
  agentUsername: DemoAgentUsername;
  /** Indexes into the skeleton list. */
  tripIndexes: number[];
  paymentReference: string;
  createdAt: Date;
  paidAt: Date | null;
}

function pickTrips(
  skeletons: readonly TripSkeleton[],
  count: number,
  matches: (trip: TripSkeleton) => boolean,
  taken: Set<number>,
): number[] {
  const picked: number[] = [];
  skeletons.forEach((trip, index) => {
    if (picked.length < count && !taken.has(index) && matches(trip)) picked.push(index);
  });
  picked.forEach((index) => taken.add(index));
  return picked;
}

/**
 * Bank transfers agents made for several deposits: two still unpaid (their trips stay pending
 * payment and cannot be chosen again), one paid (its trips are confirmed).
 */
function planBulkGroups(ctx: PlanningContext, skeletons: readonly TripSkeleton[]): BulkGroup[] {
  const { now } = ctx;
  const taken = new Set<number>();
  const payReferences = new Set<string>();
  const upcomingPending = (agent: DemoAgentUsername) => (t: TripSkeleton) =>
    t.status === 'pending_payment' && t.agentUsername === agent && t.pickupAt.getTime() > now.getTime() + DAY_MS;
  const paidAt = new Date(now.getTime() - 2 * DAY_MS - ctx.random.int(0, 12) * HOUR_MS);
  const groups: BulkGroup[] = [
    {
      agentUsername: 'agent',
      tripIndexes: pickTrips(skeletons, 3, upcomingPending('agent'), taken),
      paymentReference: uniqueReference(ctx.random, PAYMENT_REFERENCE_PREFIX, payReferences),
      createdAt: new Date(now.getTime() - 20 * HOUR_MS),
      paidAt: null,
    },
    {
      agentUsername: 'agent-b',
      tripIndexes: pickTrips(skeletons, 2, upcomingPending('agent-b'), taken),
      paymentReference: uniqueReference(ctx.random, PAYMENT_REFERENCE_PREFIX, payReferences),
      createdAt: new Date(now.getTime() - 3 * HOUR_MS),
      paidAt: null,
    },
    {
      agentUsername: 'agency-admin',
      tripIndexes: pickTrips(
        skeletons,
        3,
        (t) => t.status === 'confirmed' && t.agentUsername === 'agency-admin' && t.pickupAt.getTime() > now.getTime() + 3 * DAY_MS,
        taken,
      ),
      paymentReference: uniqueReference(ctx.random, PAYMENT_REFERENCE_PREFIX, payReferences),
      // Bank transfers arrive in 1-2 business days.
      createdAt: new Date(paidAt.getTime() - DAY_MS - 5 * HOUR_MS),
      paidAt,
    },
  ];
  return groups.filter((g) => g.tripIndexes.length > 0);
}

/** All demo trips and bulk payments for a demo seeded at `now`: pure and deterministic. */
export function planDemoTrips(now: Date): DemoTripPlan {
  const today = zagrebDateOf(now);
  const ctx: PlanningContext = {
    random: createSeededRandom(DEMO_SEED),
    now,
    today,
    // The previous month, this month and the next two.
    firstDay: firstDayOfMonth(today, -1),
    lastDay: addDays(firstDayOfMonth(today, 3), -1),
    references: new Set(),
  };

  const skeletons = Array.from({ length: DEMO_TRIP_COUNT }, (_, index) =>
    planTripSkeleton(ctx, STATUSES_GUARANTEED[index]),
  );
  const groups = planBulkGroups(ctx, skeletons);
  const groupOfTrip = new Map<number, BulkGroup>();
  for (const group of groups) for (const index of group.tripIndexes) groupOfTrip.set(index, group);

  const trips: PlannedTrip[] = skeletons.map((skeleton, index) => {
    const group = groupOfTrip.get(index);
    const options: TimelineOptions = group
      ? {
          createdBefore: group.createdAt,
          ...(group.paidAt ? { bankTransferPaidAt: group.paidAt, bankTransferReference: group.paymentReference } : {}),
        }
      : {};
    return {
      ...skeleton,
      ...planTripTimeline(ctx, skeleton, options),
      bulkPaymentReference: group?.paymentReference ?? null,
    };
  });

  const bulkPayments: PlannedBulkPayment[] = groups.map((group) => ({
    paymentReference: group.paymentReference,
    agentUsername: group.agentUsername,
    agencyKey: agencyOfAgent(group.agentUsername),
    totalCents: group.tripIndexes.reduce((sum, index) => sum + (skeletons[index]?.price.depositGrossCents ?? 0), 0),
    isPaid: group.paidAt !== null,
    paidAt: group.paidAt,
    createdAt: group.createdAt,
  }));

  return { trips, bulkPayments };
}
