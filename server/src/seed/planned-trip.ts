import type { PriceBreakdown } from '../modules/pricing/rules/price-breakdown.ts';
import type { TripInfo, TripStatus } from '../db/schema/trips.ts';
import type { DemoAgencyKey, DemoAgentUsername, DemoUsername } from './demo-accounts.ts';
import type { DemoCompanyKey } from './demo-fleet.ts';
import type { VehicleTypeId } from './demo-vehicle-types.ts';

/**
 * The demo trips as plain data, before any id exists: entities are named by their demo keys
 * and resolved to ids when inserted. Keeping the plan pure makes it testable without a database.
 */

export interface PlannedStop {
  poiKey: string;
  name: string;
  /** Minutes. */
  time: number;
  priceCents: number;
}

/** What a trip is: route, people, price. Decided before its history. */
export interface TripSkeleton {
  reference: string;
  status: TripStatus;
  agentUsername: DemoAgentUsername;
  agencyKey: DemoAgencyKey;
  /** The partner that drives this route, if the trip gets a driver. */
  routeCompanyKey: DemoCompanyKey;
  vehicleTypeId: VehicleTypeId;
  startPlaceKey: string;
  endPlaceKey: string;
  startLocality: string;
  endLocality: string;
  startLocDetails: string;
  endLocDetails: string;
  pickupDate: string;
  pickupTime: string;
  pickupAt: Date;
  passengers: number;
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  customerPhone: string;
  info: TripInfo;
  stops: PlannedStop[];
  distanceM: number;
  durationS: number;
  price: PriceBreakdown;
  roundTripKey: string | null;
}

export interface PlannedStatusChange {
  from: TripStatus | null;
  to: TripStatus;
  at: Date;
  /** Null when the system made the change (card payment). */
  byUsername: DemoUsername | null;
  note: string;
}

/** How a trip got where it is: when it was created and paid, who drives it, its status history. */
export interface TripTimeline {
  createdAt: Date;
  updatedAt: Date;
  depositPaidAt: Date | null;
  /** True when the deposit came by bank transfer (a bulk payment) rather than by card. */
  paidByBankTransfer: boolean;
  companyKey: DemoCompanyKey | null;
  driverKey: string | null;
  vehicleKey: string | null;
  offerDrivers: boolean;
  offeredAt: Date | null;
  claimedAt: Date | null;
  history: PlannedStatusChange[];
}

export interface PlannedTrip extends TripSkeleton, TripTimeline {
  bulkPaymentReference: string | null;
}

export interface PlannedBulkPayment {
  paymentReference: string;
  agentUsername: DemoAgentUsername;
  agencyKey: DemoAgencyKey;
  totalCents: number;
  isPaid: boolean;
  paidAt: Date | null;
  createdAt: Date;
}

export interface DemoTripPlan {
  trips: PlannedTrip[];
  bulkPayments: PlannedBulkPayment[];
}
