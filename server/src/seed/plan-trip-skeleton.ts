import { addDays, daysBetween, zagrebLocalToInstant } from '@vozimo/contract';
import { computePriceBreakdown } from '../modules/pricing/rules/price-breakdown.ts';
import { stopPriceCents } from '../modules/pricing/rules/stop-price.ts';
import type { TripInfo, TripStatus } from '../db/schema/trips.ts';
import { uniqueReference } from '../platform/references/readable-reference.ts';
import type { SeededRandom } from '../platform/seeded-random.ts';
import { agencyOfAgent, DEMO_AGENCIES, DEMO_AGENT_WEIGHTS } from './demo-accounts.ts';
import {
  DEMO_CHILD_INFO,
  DEMO_CUSTOMER_ORIGINS,
  DEMO_EMAIL_DOMAINS,
  DEMO_FLIGHT_NUMBERS,
  DEMO_NOTES,
} from './demo-customers.ts';
import type { DemoCompanyKey } from './demo-fleet.ts';
import { demoPlace } from './demo-places.ts';
import { DEMO_POIS } from './demo-pois.ts';
import { DEMO_ROUND_TRIPS, type DemoRoundTrip } from './demo-round-trips.ts';
import { DEMO_ROUTES, type DemoRoute } from './demo-routes.ts';
import { DEMO_SETTINGS } from './demo-settings.ts';
import { demoVehicleType, VEHICLE_TYPE_ID, type VehicleTypeId } from './demo-vehicle-types.ts';
import type { PlannedStop, TripSkeleton } from './planned-trip.ts';

export interface PlanningContext {
  random: SeededRandom;
  now: Date;
  /** Zagreb dates: today, and the first and last day the demo trips may be on. */
  today: string;
  firstDay: string;
  lastDay: string;
  references: Set<string>;
}

/** Which side of today a trip's pickup falls on; completed trips must be in the past. */
export type PickupSide = 'past' | 'future' | 'any';

const PAST_STATUS_WEIGHTS: readonly (readonly [TripStatus, number])[] = [
  ['completed', 66],
  ['canceled', 12],
  ['no_show', 6],
  ['draft', 16],
];

const FUTURE_STATUS_WEIGHTS: readonly (readonly [TripStatus, number])[] = [
  ['draft', 22],
  ['pending_payment', 30],
  ['confirmed', 38],
  ['canceled', 10],
];

const PASSENGER_WEIGHTS: readonly (readonly [number, number])[] = [
  [1, 15],
  [2, 35],
  [3, 15],
  [4, 15],
  [5, 8],
  [6, 7],
  [7, 5],
];

function pickPickupDate(ctx: PlanningContext, side: PickupSide): string {
  const from = side === 'future' ? addDays(ctx.today, 1) : ctx.firstDay;
  const to = side === 'past' ? addDays(ctx.today, -1) : ctx.lastDay;
  return addDays(from, ctx.random.int(0, daysBetween(from, to)));
}

function pickPickupTime(ctx: PlanningContext): string {
  const hour = ctx.random.int(6, 21);
  const minute = ctx.random.pick([0, 15, 30, 45]);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

function pickVehicleType(ctx: PlanningContext, passengers: number): VehicleTypeId {
  if (passengers > 3) return VEHICLE_TYPE_ID.van;
  return ctx.random.chance(0.3) ? VEHICLE_TYPE_ID.premiumSedan : VEHICLE_TYPE_ID.sedan;
}

function plannedStop(poiKey: string, minutes: number): PlannedStop {
  const poi = DEMO_POIS.find((p) => p.key === poiKey);
  if (!poi) throw new Error(`unknown demo POI ${poiKey}`);
  return { poiKey, name: poi.name, time: minutes, priceCents: stopPriceCents(minutes) };
}

function pickRouteStop(ctx: PlanningContext, route: DemoRoute): PlannedStop[] {
  if (!route.stopPoiKeys || !ctx.random.chance(0.25)) return [];
  const poiKey = ctx.random.pick(route.stopPoiKeys);
  const poi = DEMO_POIS.find((p) => p.key === poiKey);
  if (!poi) throw new Error(`route names an unknown POI ${poiKey}`);
  const minutes = Math.min(poi.maxDurationMinutes, poi.minDurationMinutes + 30 * ctx.random.int(0, 2));
  return [plannedStop(poi.key, minutes)];
}

interface Itinerary {
  startPlaceKey: string;
  endPlaceKey: string;
  distanceM: number;
  durationS: number;
  /** Base price before stops. */
  basePriceCents: number;
  stops: PlannedStop[];
  companyKey: DemoCompanyKey;
  roundTripKey: string | null;
}

function transferItinerary(ctx: PlanningContext, vehicleTypeId: VehicleTypeId): Itinerary {
  const route = ctx.random.weighted(DEMO_ROUTES.map((r) => [r, r.weight] as const));
  const reversed = ctx.random.chance(0.45);
  const type = demoVehicleType(vehicleTypeId);
  return {
    startPlaceKey: reversed ? route.to : route.from,
    endPlaceKey: reversed ? route.from : route.to,
    distanceM: route.km * 1000,
    durationS: route.minutes * 60,
    basePriceCents: Math.max(type.minimumFareCents, Math.round(route.km * type.pricePerKmCents)),
    stops: pickRouteStop(ctx, route),
    companyKey: route.company,
    roundTripKey: null,
  };
}

function roundTripItinerary(ctx: PlanningContext, vehicleTypeId: VehicleTypeId): Itinerary {
  const offered = DEMO_ROUND_TRIPS.filter((r) => r.basePricesCents[vehicleTypeId] !== undefined);
  const roundTrip: DemoRoundTrip = ctx.random.pick(offered);
  const stop = roundTrip.stop && ctx.random.chance(0.5) ? [plannedStop(roundTrip.stop.poiKey, roundTrip.stop.durationMinutes)] : [];
  const AVERAGE_SPEED_KMH = 70;
  return {
    startPlaceKey: roundTrip.startPlaceKey,
    endPlaceKey: roundTrip.startPlaceKey,
    distanceM: roundTrip.distanceKm * 1000,
    durationS: Math.round((roundTrip.distanceKm / AVERAGE_SPEED_KMH) * 3600),
    basePriceCents: roundTrip.basePricesCents[vehicleTypeId] ?? 0,
    stops: stop,
    companyKey: roundTrip.company,
    roundTripKey: roundTrip.key,
  };
}

function pickCustomer(ctx: PlanningContext, status: TripStatus) {
  const origin = ctx.random.pick(DEMO_CUSTOMER_ORIGINS);
  const firstName = ctx.random.pick(origin.firstNames);
  const lastName = ctx.random.pick(origin.lastNames);
  const mailbox = `${firstName}.${lastName}`
    .normalize('NFD')
    .replace(/[^A-Za-z.]/g, '')
    .toLowerCase();
  const phone = origin.phone(ctx.random.int(0, 999));
  // Quotes are often saved before the agent has the customer's contact details.
  const withoutContact = status === 'draft' && ctx.random.chance(0.3);
  return {
    customerFirstName: firstName,
    customerLastName: lastName,
    customerEmail: withoutContact ? '' : `${mailbox}@${ctx.random.pick(DEMO_EMAIL_DOMAINS)}`,
    customerPhone: withoutContact ? '' : phone,
  };
}

function pickInfo(ctx: PlanningContext, startsAtAirport: boolean): TripInfo {
  const childSeats = ctx.random.chance(0.12);
  return {
    notes: ctx.random.pick(DEMO_NOTES),
    airport_pickup: startsAtAirport,
    flight_number: startsAtAirport ? ctx.random.pick(DEMO_FLIGHT_NUMBERS) : '',
    child_seats: childSeats,
    child_info: childSeats ? ctx.random.pick(DEMO_CHILD_INFO) : '',
  };
}

/** One demo trip's route, people and price; `forcedStatus` guarantees every status appears. */
export function planTripSkeleton(ctx: PlanningContext, forcedStatus?: TripStatus): TripSkeleton {
  const { random } = ctx;
  const side: PickupSide = !forcedStatus
    ? 'any'
    : forcedStatus === 'completed' || forcedStatus === 'no_show'
      ? 'past'
      : 'future';
  const pickupDate = pickPickupDate(ctx, side);
  const pickupTime = pickPickupTime(ctx);
  const pickupAt = zagrebLocalToInstant(pickupDate, pickupTime);
  const status =
    forcedStatus ?? random.weighted(pickupAt < ctx.now ? PAST_STATUS_WEIGHTS : FUTURE_STATUS_WEIGHTS);

  const passengers = random.weighted(PASSENGER_WEIGHTS);
  const vehicleTypeId = pickVehicleType(ctx, passengers);
  const itinerary = random.chance(0.1) ? roundTripItinerary(ctx, vehicleTypeId) : transferItinerary(ctx, vehicleTypeId);
  const start = demoPlace(itinerary.startPlaceKey);
  const end = demoPlace(itinerary.endPlaceKey);

  const agentUsername = random.weighted(DEMO_AGENT_WEIGHTS);
  const agencyKey = agencyOfAgent(agentUsername);
  const agency = DEMO_AGENCIES.find((a) => a.key === agencyKey);
  if (!agency) throw new Error(`unknown demo agency ${agencyKey}`);
  const basePriceCents = itinerary.basePriceCents + itinerary.stops.reduce((sum, stop) => sum + stop.priceCents, 0);
  const price = computePriceBreakdown(basePriceCents, {
    agencyPercentBp: agency.agencyPercentBp,
    serviceFeePercentBp: DEMO_SETTINGS.service_fee_percent_bp,
    vatPercentBp: DEMO_SETTINGS.vat_percent_bp,
    depositPercentBp: DEMO_SETTINGS.deposit_percent_bp,
    paymentProcessingPercentBp: DEMO_SETTINGS.payment_processing_percent_bp,
  });

  return {
    reference: uniqueReference(random, 'VZ', ctx.references),
    status,
    agentUsername,
    agencyKey,
    routeCompanyKey: itinerary.companyKey,
    vehicleTypeId,
    startPlaceKey: start.key,
    endPlaceKey: end.key,
    startLocality: start.label,
    endLocality: end.label,
    startLocDetails: random.pick(start.spots),
    endLocDetails: itinerary.roundTripKey ? '' : random.pick(end.spots),
    pickupDate,
    pickupTime,
    pickupAt,
    passengers,
    ...pickCustomer(ctx, status),
    info: pickInfo(ctx, start.isAirport),
    stops: itinerary.stops,
    distanceM: itinerary.distanceM,
    durationS: itinerary.durationS,
    price,
    roundTripKey: itinerary.roundTripKey,
  };
}
