import {
  placeName,
  QUOTE_MESSAGES,
  type UpdateRoundTripRequestParsed,
  type UpdateRoundTripResponse,
  type UpdateTripRequestParsed,
  type UpdateTripResponse,
} from '@vozimo/contract';
import type { Actor } from '../../platform/permissions/actor.ts';
import { authorize, can } from '../../platform/permissions/can.ts';
import { bodyFieldErrors, type BodyField } from '../../platform/http/app-error.ts';
import type { RoutePlanner } from '../../platform/maps/maps.ts';
import type { VehicleTypeRow } from '../catalogue/ports.ts';
import type { PlacesService } from '../places/ports.ts';
import {
  breakdownInvariantViolations,
  priceRoundTrip,
  priceTransfer,
  stopPriceCents,
  type PriceBreakdown,
  type PricingService,
  type TripPrice,
} from '../pricing/ports.ts';
import { startLocationOf, type RoundTripsService } from '../round-trips/ports.ts';
import { planDrivingRoute } from './driving-route.ts';
import { toPointOfInterest, toQuoteStop, toVehicleTypeOffer } from './quote-response.ts';
import type { QuotesRepository, QuoteValues } from './quotes.repository.ts';
import { planStops } from './rules/plan-stops.ts';
import { isQuoteExpired, quoteExpiresAt } from './rules/quote-expiry.ts';
import { fittingVehicleTypes, selectedVehicleTypeId } from './rules/vehicle-choice.ts';
import {
  storedOffersSchema,
  storedQuoteInputSchema,
  type StoredLocation,
  type StoredOffer,
  type StoredQuoteInput,
  type StoredStop,
} from './stored-quote.ts';

/** A place as the quote priced it (the Location fields of spec section 3). */
export type QuotedLocation = StoredLocation;

/** What booking takes from a stored quote: the only source of a trip's price (modules/trips). */
export interface QuoteForBooking {
  /** Integer cents and basis points, named like the trips table's price snapshot columns. */
  breakdown: PriceBreakdown;
  vehicleTypeId: number;
  distanceMeters: number;
  durationSeconds: number;
  /** In route order, each with the price it was quoted at. */
  stops: StoredStop[];
  startLoc: QuotedLocation;
  endLoc: QuotedLocation;
  passengers: number;
  roundTripId: number | null;
  /** Whose commission the price includes; null: the default commission (staff, agents without agency). */
  agencyId: number | null;
}

export interface QuotesServiceDeps {
  repo: QuotesRepository;
  /** The percentages and the offered vehicle types (the catalogue's) in one round trip. */
  pricing: Pick<PricingService, 'quotePricingFor'>;
  roundTrips: Pick<RoundTripsService, 'findForPricing'>;
  places: Pick<PlacesService, 'listPoisNearRoute'>;
  routePlanner: RoutePlanner;
  now: () => Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const QUOTE_ID_FIELD: BodyField = ['extra', 'trip_price_id'];

function offerFrom(vehicleTypeId: number, price: TripPrice): StoredOffer {
  const violations = breakdownInvariantViolations(price.breakdown);
  // computePriceBreakdown guarantees these; a violation is a bug and must never be stored or booked.
  if (violations.length > 0) throw new Error(`price breakdown breaks ${violations.join('; ')}`);
  return { vehicle_type_id: vehicleTypeId, ride_cents: price.rideCents, breakdown: price.breakdown };
}

export function createQuotesService(deps: QuotesServiceDeps) {
  const { repo, pricing, roundTrips, places, routePlanner, now } = deps;

  /**
   * Agents price with their own agency's commission; staff may price for any agency (or none).
   * With it, the vehicle types on offer: both come in one round trip.
   */
  async function pricingContext(actor: Actor, requestedAgencyId: number | null | undefined) {
    let agencyId = actor.agencyId;
    if (requestedAgencyId != null && requestedAgencyId !== actor.agencyId) {
      if (!can(actor, 'quote.priceForOtherAgency')) throw bodyFieldErrors([{ field: 'agency_id', message: QUOTE_MESSAGES.otherAgency }]);
      agencyId = requestedAgencyId;
    }
    const { percentages, vehicleTypes } = await pricing.quotePricingFor(agencyId);
    if (!percentages) throw bodyFieldErrors([{ field: 'agency_id', message: QUOTE_MESSAGES.agencyNotFound }]);
    return { agencyId, percentages, vehicleTypes };
  }

  /** Replaces the user's own, still valid quote in place (the form keeps its id), else stores a new one. */
  async function store(actor: Actor, previousId: string | null | undefined, values: Omit<QuoteValues, 'createdByUserId' | 'createdAt' | 'expiresAt'>) {
    const at = now();
    const row: QuoteValues = { ...values, createdByUserId: actor.userId, createdAt: at, expiresAt: quoteExpiresAt(at) };
    if (previousId && UUID.test(previousId) && (await repo.replaceOwn(previousId, row, at))) {
      return { id: previousId, expiresAt: row.expiresAt };
    }
    return { id: await repo.insert(row), expiresAt: row.expiresAt };
  }

  function requireOffers<T>(offers: T[]): T[] {
    if (offers.length === 0) throw bodyFieldErrors([{ field: 'passengers', message: QUOTE_MESSAGES.noVehicle }]);
    return offers;
  }

  return {
    /** POST /api/update_trip/: route, points of interest along it, and a price per fitting vehicle type. */
    async quoteTrip(actor: Actor, request: UpdateTripRequestParsed): Promise<UpdateTripResponse> {
      authorize(actor, 'trip.create');
      const start = { lat: request.start_loc.lat, lng: request.start_loc.lng };
      const end = { lat: request.end_loc.lat, lng: request.end_loc.lng };
      // Independent lookups at once: with a remote route service the route hides the queries' time.
      const [{ agencyId, percentages, vehicleTypes }, direct] = await Promise.all([
        pricingContext(actor, request.agency_id),
        planDrivingRoute(routePlanner, [start, end]),
      ]);
      const fitting = requireOffers(fittingVehicleTypes(vehicleTypes, request.passengers));
      // The list of points is the direct route's, so choosing a stop does not change the list.
      const pois = await places.listPoisNearRoute(direct.polyline, direct.distanceMeters);
      const plan = planStops(request.stops, pois);
      if (plan.issues.length > 0) {
        throw bodyFieldErrors(plan.issues.map((i) => ({ field: ['stops', i.index, i.field], message: i.message })));
      }
      const route =
        plan.stops.length === 0
          ? direct
          : await planDrivingRoute(routePlanner, [start, ...plan.stops.map((s) => ({ lat: s.point.lat, lng: s.point.lng })), end]);

      const stops: StoredStop[] = plan.stops.map((s) => ({
        poi_id: s.point.id,
        name: s.point.name,
        time: s.time,
        price_cents: stopPriceCents(s.time),
      }));
      const offers = fitting.map((type) =>
        offerFrom(type.id, priceTransfer({ distanceMeters: route.distanceMeters, tariff: type, stopMinutes: stops.map((s) => s.time), percentages })),
      );
      const selected = selectedVehicleTypeId(offers.map((o) => o.vehicle_type_id), request.vehicle_type_id) ?? fitting[0]!.id;
      const input: StoredQuoteInput = {
        kind: 'transfer',
        start_loc: request.start_loc,
        end_loc: request.end_loc,
        ...(request.start_locality !== undefined ? { start_locality: request.start_locality } : {}),
        ...(request.end_locality !== undefined ? { end_locality: request.end_locality } : {}),
        passengers: request.passengers,
        stops,
        round_trip_id: null,
        agency_id: agencyId,
        selected_vehicle_type: selected,
      };
      const saved = await store(actor, request.trip_price_id, {
        input,
        distanceM: route.distanceMeters,
        durationS: route.durationSeconds,
        overviewPolyline: route.polyline,
        offers,
      });
      return {
        vehicle_types: fitting.map((type, i) => toVehicleTypeOffer(type, offers[i]!, 'transfer')),
        selected_vehicle_type: selected,
        stops: stops.map(toQuoteStop),
        pois: pois.map(toPointOfInterest),
        trip_price_id: saved.id,
        distance: route.distanceMeters,
        duration: route.durationSeconds,
        expires_at: saved.expiresAt.toISOString(),
        overview_polyline: route.polyline,
      };
    },

    /** POST /api/update_round_trip/: the round trip's fixed prices for the fitting vehicle types, plus its optional stop. */
    async quoteRoundTrip(actor: Actor, request: UpdateRoundTripRequestParsed): Promise<UpdateRoundTripResponse> {
      authorize(actor, 'trip.create');
      const [{ agencyId, percentages, vehicleTypes }, record] = await Promise.all([
        pricingContext(actor, request.agency_id),
        roundTrips.findForPricing(request.round_trip_id),
      ]);
      if (!record) throw bodyFieldErrors([{ field: 'round_trip_id', message: QUOTE_MESSAGES.roundTripNotFound }]);
      const wantsStop = request.poi_id != null;
      if (wantsStop && (!record.stop || record.stop.poiId !== request.poi_id)) {
        throw bodyFieldErrors([{ field: 'poi_id', message: QUOTE_MESSAGES.roundTripStop }]);
      }
      const stop = wantsStop ? record.stop : null;
      const typesById = new Map<number, VehicleTypeRow>(vehicleTypes.map((t) => [t.id, t]));
      const priced = record.prices.flatMap((p) => {
        const type = typesById.get(p.vehicleTypeId);
        return type ? [{ type, basePriceCents: p.basePriceCents }] : [];
      });
      const fitting = requireOffers(
        fittingVehicleTypes(
          priced.map((p) => ({ ...p, id: p.type.id, maxPassengers: p.type.maxPassengers })),
          request.passengers,
        ),
      );
      const offers = fitting.map((p) =>
        offerFrom(p.id, priceRoundTrip({ fixedPriceCents: p.basePriceCents, stopPriceCents: stop?.priceCents ?? null, percentages })),
      );
      const stops: StoredStop[] = stop ? [{ poi_id: stop.poiId, name: stop.name, time: stop.minutes, price_cents: stop.priceCents }] : [];
      const selected = selectedVehicleTypeId(offers.map((o) => o.vehicle_type_id), request.vehicle_type_id) ?? fitting[0]!.id;
      const place = startLocationOf(record);
      const durationS = record.durationMinutes * 60;
      const saved = await store(actor, request.trip_price_id, {
        input: {
          kind: 'round_trip',
          start_loc: place,
          end_loc: place,
          start_locality: placeName(place),
          end_locality: placeName(place),
          passengers: request.passengers,
          stops,
          round_trip_id: record.id,
          agency_id: agencyId,
          selected_vehicle_type: selected,
        },
        distanceM: record.distanceM,
        durationS,
        overviewPolyline: [],
        offers,
      });
      return {
        vehicle_types: fitting.map((p, i) => toVehicleTypeOffer(p.type, offers[i]!, 'round_trip')),
        selected_vehicle_type: selected,
        stops: stops.map(toQuoteStop),
        trip_price_id: saved.id,
        distance: record.distanceM,
        duration: durationS,
        expires_at: saved.expiresAt.toISOString(),
        round_trip_id: record.id,
        round_trip_name: record.name,
      };
    },

    /**
     * For the trips area when it saves or books: the stored quote `tripPriceId` in vehicle type
     * `vehicleTypeId`. Quotes belong to the user who made them; staff may use any. Unknown,
     * foreign and expired quotes, and a type the quote did not price, are 422s at the field.
     */
    async loadQuoteForBooking(actor: Actor, tripPriceId: string, vehicleTypeId: number, at: Date): Promise<QuoteForBooking> {
      authorize(actor, 'trip.create');
      const row = UUID.test(tripPriceId) ? await repo.findById(tripPriceId) : null;
      // A foreign quote answers exactly like a missing one: ids are not to be probed.
      if (!row || !can(actor, 'quote.use', row)) throw bodyFieldErrors([{ field: QUOTE_ID_FIELD, message: QUOTE_MESSAGES.quoteNotFound }]);
      if (isQuoteExpired(row.expiresAt, at)) throw bodyFieldErrors([{ field: QUOTE_ID_FIELD, message: QUOTE_MESSAGES.quoteExpired }]);
      const input = storedQuoteInputSchema.parse(row.input);
      const offer = storedOffersSchema.parse(row.breakdown).find((o) => o.vehicle_type_id === vehicleTypeId);
      if (!offer) throw bodyFieldErrors([{ field: QUOTE_ID_FIELD, message: QUOTE_MESSAGES.vehicleNotQuoted }]);
      return {
        breakdown: offer.breakdown,
        vehicleTypeId,
        distanceMeters: row.distanceM,
        durationSeconds: row.durationS,
        stops: input.stops,
        startLoc: input.start_loc,
        endLoc: input.end_loc,
        passengers: input.passengers,
        roundTripId: input.round_trip_id,
        agencyId: input.agency_id,
      };
    },

    /** For a periodic clean-up job: removes quotes that can no longer be booked. */
    deleteExpiredQuotes(): Promise<number> {
      return repo.deleteExpired(now());
    },
  };
}

export type QuotesService = ReturnType<typeof createQuotesService>;
