import { meetsCountryRule, placeName, TRIP_MESSAGES, type BookingRequestParsed } from '@vozimo/contract';
import { bodyFieldErrors } from '../../platform/http/app-error.ts';
import type { QuotedLocation, QuoteForBooking } from '../quotes/ports.ts';
import { ROUTE_CHANGED_MESSAGE, routeDifferences, type PricedRouteFields } from './rules/route-changes.ts';
import type { TripsRepository } from './trips.repository.ts';

/**
 * A trip from its stored quote (the quotes area's QuoteForBooking): the form must ask for the
 * route the quote priced, and the quote decides the trip's places, route and price.
 */

/** The route the form asks for, in the terms of rules/route-changes.ts. */
export function requestedRoute(body: BookingRequestParsed): PricedRouteFields {
  return {
    startLoc: body.start_loc,
    endLoc: body.end_loc,
    stops: body.stops,
    passengers: body.passengers,
    vehicleTypeId: body.vehicle_type_id,
    roundTripId: body.round_trip_id,
  };
}

export function quotedRoute(quote: QuoteForBooking): PricedRouteFields {
  return {
    startLoc: quote.startLoc,
    endLoc: quote.endLoc,
    stops: quote.stops,
    passengers: quote.passengers,
    vehicleTypeId: quote.vehicleTypeId,
    roundTripId: quote.roundTripId,
  };
}

/** 422 on every field where the form's route is not the one the quote priced. */
export function assertSameRoute(requested: PricedRouteFields, priced: PricedRouteFields): void {
  const differences = routeDifferences(requested, priced);
  if (differences.length > 0) {
    throw bodyFieldErrors(differences.map((field) => ({ field, message: ROUTE_CHANGED_MESSAGE })));
  }
}

/** The quote's own places must pass the country rule too: the form's copy was checked by the schema. */
export function assertQuoteMeetsCountryRule(quote: QuoteForBooking): void {
  if (!meetsCountryRule(quote.startLoc.country_short_name, quote.endLoc.country_short_name)) {
    throw bodyFieldErrors([{ field: 'end_loc', message: TRIP_MESSAGES.country }]);
  }
}

/** What the trip shows as From or To: the form's text, else the place's own name (an airport, not its town). */
function shownNameOf(location: QuotedLocation, fromForm: string): string {
  return fromForm || placeName(location);
}

/**
 * The trip columns a quote decides: places (stored as new snapshot rows), route, stops and the
 * whole price snapshot. A round trip starts and ends at one place row.
 */
export async function tripColumnsFromQuote(repo: TripsRepository, quote: QuoteForBooking, body: BookingRequestParsed) {
  const startLocality = shownNameOf(quote.startLoc, body.start_locality);
  const endLocality = shownNameOf(quote.endLoc, body.end_locality);
  const startPlaceId = await repo.insertPlace(quote.startLoc);
  const endPlaceId = quote.roundTripId !== null ? startPlaceId : await repo.insertPlace(quote.endLoc);
  return {
    startPlaceId,
    endPlaceId,
    startLocality,
    endLocality,
    vehicleTypeId: quote.vehicleTypeId,
    passengers: quote.passengers,
    stops: quote.stops,
    distanceM: quote.distanceMeters,
    durationS: quote.durationSeconds,
    roundTripId: quote.roundTripId,
    ...quote.breakdown,
  };
}
