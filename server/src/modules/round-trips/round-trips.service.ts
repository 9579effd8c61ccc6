import { centsToEuroNumber, ROUND_TRIP_MESSAGES, type RoundTrip } from '@vozimo/contract';
import type { Actor } from '../../platform/permissions/actor.ts';
import { authorize } from '../../platform/permissions/can.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { publicImageUrl } from '../catalogue/ports.ts';
import { computePriceBreakdown, priceRoundTrip, type PricePercentages, type PricingService } from '../pricing/ports.ts';
import type { RoundTripRecord, RoundTripsRepository } from './round-trips.repository.ts';

export function startLocationOf(record: RoundTripRecord) {
  const p = record.startPlace;
  return {
    id: p.id,
    formatted_address: p.formattedAddress,
    place_id: p.placeId,
    lat: p.lat,
    lng: p.lng,
    country_short_name: p.countryShortName,
    country_long_name: p.countryLongName,
    locality: p.locality,
  };
}

function toRoundTripResponse(record: RoundTripRecord, percentages: PricePercentages): RoundTrip {
  const prices = record.prices
    .map((p) => ({
      vehicle_type: p.vehicleTypeId,
      vehicle_type_name: p.vehicleTypeName,
      max_passengers: p.maxPassengers,
      priceCents: priceRoundTrip({ fixedPriceCents: p.basePriceCents, stopPriceCents: null, percentages }).breakdown.priceGrossCents,
    }))
    .sort((a, b) => a.priceCents - b.priceCents || a.vehicle_type - b.vehicle_type)
    .map(({ priceCents, ...p }) => ({ ...p, price: centsToEuroNumber(priceCents) }));
  return {
    round_trip_id: record.id,
    name: record.name,
    description: record.description,
    location: { x: record.startPlace.lng, y: record.startPlace.lat },
    duration_minutes: record.durationMinutes,
    distance: record.distanceM,
    photos: record.photos.map(publicImageUrl).filter((url): url is string => url !== null),
    prices,
    stop: record.stop && {
      poi_id: record.stop.poiId,
      name: record.stop.name,
      price: centsToEuroNumber(computePriceBreakdown(record.stop.priceCents, percentages).priceGrossCents),
      time: record.stop.minutes,
    },
    start_loc: startLocationOf(record),
  };
}

export interface RoundTripsServiceDeps {
  repo: RoundTripsRepository;
  pricing: Pick<PricingService, 'percentagesFor'>;
}

export function createRoundTripsService({ repo, pricing }: RoundTripsServiceDeps) {
  async function percentagesOf(actor: Actor): Promise<PricePercentages> {
    const percentages = await pricing.percentagesFor(actor.agencyId);
    // users.agency_id references agencies, so the actor's own agency always exists.
    if (!percentages) throw new Error(`agency ${actor.agencyId} of user ${actor.userId} does not exist`);
    return percentages;
  }

  return {
    /** Prices are what the actor's customers pay: with the actor's agency commission. */
    async list(actor: Actor): Promise<RoundTrip[]> {
      authorize(actor, 'roundTrips.list');
      const [records, percentages] = await Promise.all([repo.listActive(), percentagesOf(actor)]);
      return records.map((r) => toRoundTripResponse(r, percentages));
    },

    async get(actor: Actor, id: number): Promise<RoundTrip> {
      authorize(actor, 'roundTrips.list');
      const [record, percentages] = await Promise.all([repo.findActive(id), percentagesOf(actor)]);
      if (!record) throw notFound(ROUND_TRIP_MESSAGES.notFound);
      return toRoundTripResponse(record, percentages);
    },

    /** For the quotes service, which checked its own permission: an active round trip, or null. */
    findForPricing(id: number): Promise<RoundTripRecord | null> {
      return repo.findActive(id);
    },
  };
}

export type RoundTripsService = ReturnType<typeof createRoundTripsService>;
