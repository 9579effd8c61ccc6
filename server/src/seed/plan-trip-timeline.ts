import type { TripStatus } from '../db/schema/trips.ts';
import { DEMO_DRIVERS, DEMO_VEHICLES } from './demo-fleet.ts';
import type { PlannedStatusChange, TripSkeleton, TripTimeline } from './planned-trip.ts';
import type { PlanningContext } from './plan-trip-skeleton.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export interface TimelineOptions {
  /** The trip must exist before this moment (it is in a bulk payment created then). */
  createdBefore?: Date;
  /** The deposit arrived by bank transfer at this moment instead of by card. */
  bankTransferPaidAt?: Date;
  bankTransferReference?: string;
}

function between(ctx: PlanningContext, from: Date, to: Date, minShare = 0.05, maxShare = 0.6): Date {
  const share = minShare + ctx.random.next() * (maxShare - minShare);
  return new Date(from.getTime() + Math.max(0, to.getTime() - from.getTime()) * share);
}

function earliest(...dates: Date[]): Date {
  return new Date(Math.min(...dates.map((d) => d.getTime())));
}

function latest(...dates: Date[]): Date {
  return new Date(Math.max(...dates.map((d) => d.getTime())));
}

function planCreatedAt(ctx: PlanningContext, trip: TripSkeleton, options: TimelineOptions): Date {
  const leadMs = ctx.random.int(1, 35) * DAY_MS + ctx.random.int(0, 600) * MINUTE_MS;
  const bookedAhead = new Date(trip.pickupAt.getTime() - leadMs);
  const cap = earliest(new Date(ctx.now.getTime() - 30 * MINUTE_MS), options.createdBefore ?? ctx.now);
  if (bookedAhead <= cap) return bookedAhead;
  return new Date(cap.getTime() - ctx.random.int(0, 3 * 24 * 60) * MINUTE_MS);
}

interface Assignment {
  companyKey: TripTimeline['companyKey'];
  driverKey: string | null;
  vehicleKey: string | null;
}

const UNASSIGNED: Assignment = { companyKey: null, driverKey: null, vehicleKey: null };

/** An approved driver of the route's company and one of its approved vehicles of the booked type. */
function assignDriver(ctx: PlanningContext, trip: TripSkeleton): Assignment {
  const companyKey = trip.routeCompanyKey;
  const drivers = DEMO_DRIVERS.filter((d) => d.companyKey === companyKey && d.isApproved);
  const driver = ctx.random.weighted(drivers.map((d) => [d, d.tripWeight] as const));
  const vehicles = DEMO_VEHICLES.filter(
    (v) => v.companyKey === companyKey && v.isApproved && v.vehicleTypeId === trip.vehicleTypeId,
  );
  if (vehicles.length === 0) throw new Error(`${companyKey} has no approved vehicle of type ${trip.vehicleTypeId}`);
  const ownVehicle = vehicles.find((v) => v.driverKey === driver.key);
  return { companyKey, driverKey: driver.key, vehicleKey: (ownVehicle ?? ctx.random.pick(vehicles)).key };
}

/**
 * When the trip was created, paid, offered and claimed, who drives it, and the status history
 * that leads to its status. Every moment is at or before `now`, and payment precedes pickup.
 */
export function planTripTimeline(ctx: PlanningContext, trip: TripSkeleton, options: TimelineOptions = {}): TripTimeline {
  const { random, now } = ctx;
  const agent = trip.agentUsername;
  const createdAt = planCreatedAt(ctx, trip, options);
  const horizon = earliest(now, trip.pickupAt);
  const history: PlannedStatusChange[] = [];
  const change = (from: TripStatus | null, to: TripStatus, at: Date, byUsername: PlannedStatusChange['byUsername'], note = '') =>
    history.push({ from, to, at, byUsername, note });

  let depositPaidAt: Date | null = null;
  let assignment = UNASSIGNED;
  let offerDrivers = false;
  let offeredAt: Date | null = null;
  let claimedAt: Date | null = null;

  const bookAndPay = () => {
    change(null, 'pending_payment', createdAt, agent);
    depositPaidAt = options.bankTransferPaidAt ?? between(ctx, createdAt, horizon, 0.05, 0.4);
    if (options.bankTransferPaidAt) {
      change('pending_payment', 'confirmed', depositPaidAt, 'staff', `Bank transfer ${options.bankTransferReference ?? ''} received`.trim());
    } else {
      change('pending_payment', 'confirmed', depositPaidAt, null, 'Deposit paid by card');
    }
    return depositPaidAt;
  };
  const assign = (paidAt: Date) => {
    assignment = assignDriver(ctx, trip);
    if (random.chance(0.7)) {
      // Offered to all partners, then claimed by the route's company.
      offerDrivers = true;
      offeredAt = between(ctx, paidAt, horizon, 0.02, 0.2);
      claimedAt = earliest(new Date(offeredAt.getTime() + random.int(10, 600) * MINUTE_MS), horizon);
    }
  };

  switch (trip.status) {
    case 'draft':
      change(null, 'draft', createdAt, agent);
      break;
    case 'pending_payment':
      if (random.chance(0.4)) {
        change(null, 'draft', createdAt, agent);
        change('draft', 'pending_payment', between(ctx, createdAt, options.createdBefore ?? horizon), agent);
      } else {
        change(null, 'pending_payment', createdAt, agent);
      }
      break;
    case 'confirmed': {
      const paidAt = bookAndPay();
      const roll = random.next();
      if (roll < 0.15) {
        offerDrivers = true;
        offeredAt = between(ctx, paidAt, now, 0.1, 0.6);
      } else if (roll >= 0.23) {
        assign(paidAt);
      }
      break;
    }
    case 'completed':
    case 'no_show': {
      assign(bookAndPay());
      const after =
        trip.status === 'completed' ? trip.durationS * 1000 + 30 * MINUTE_MS + trip.stops.length * 2 * HOUR_MS : 90 * MINUTE_MS;
      const note = trip.status === 'completed' ? '' : 'Customer did not show up at the pickup point';
      change('confirmed', trip.status, earliest(now, new Date(trip.pickupAt.getTime() + after)), 'staff', note);
      break;
    }
    case 'canceled':
      if (random.chance(0.4)) {
        const paidAt = bookAndPay();
        if (random.chance(0.5)) assign(paidAt);
        change('confirmed', 'canceled', between(ctx, latest(paidAt, claimedAt ?? paidAt), horizon), agent, 'Customer canceled');
      } else {
        change(null, 'pending_payment', createdAt, agent);
        change('pending_payment', 'canceled', between(ctx, createdAt, horizon), agent, 'Customer changed plans');
      }
      break;
  }

  const updatedAt = latest(...history.map((h) => h.at), claimedAt ?? createdAt);
  return {
    createdAt,
    updatedAt,
    depositPaidAt,
    paidByBankTransfer: options.bankTransferPaidAt !== undefined,
    ...assignment,
    offerDrivers,
    offeredAt,
    claimedAt,
    history,
  };
}
