import type { Actor } from '../../platform/permissions/actor.ts';
import type { TripStop } from '../../db/schema/trips.ts';
import type { PriceBreakdown } from '../pricing/rules/price-breakdown.ts';

/** A place as the quote priced it (the Location fields of spec section 3). */
export interface QuotedLocation {
  formatted_address: string;
  place_id: string;
  lat: number;
  lng: number;
  country_short_name: string;
  country_long_name: string;
  locality?: string;
}

/** What booking takes from a stored quote: the only source of a trip's price. */
export interface QuoteForBooking {
  /** Integer cents and basis points, named like the trips table's price snapshot columns. */
  breakdown: PriceBreakdown;
  vehicleTypeId: number;
  distanceMeters: number;
  durationSeconds: number;
  stops: TripStop[];
  startLoc: QuotedLocation;
  endLoc: QuotedLocation;
  passengers: number;
  roundTripId: number | null;
  /** Whose agency commission the price includes (null: the default commission). */
  agencyId: number | null;
}

/**
 * The quotes area's service function (modules/quotes): the quote `tripPriceId` priced for
 * `vehicleTypeId`, if `actor` may use it and it has not expired; otherwise a 422 FieldValidationError.
 */
export type LoadQuoteForBooking = (
  actor: Actor,
  tripPriceId: string,
  vehicleTypeId: number,
  now: Date,
) => Promise<QuoteForBooking>;
