import { centsToEuroNumber, type PointOfInterest, type QuoteStop, type VehicleTypeOffer } from '@vozimo/contract';
import { publicImageUrl, type VehicleTypeRow } from '../catalogue/ports.ts';
import type { PoiNearRoute } from '../places/ports.ts';
import { toPriceBreakdownResponse } from '../pricing/ports.ts';
import type { StoredOffer, StoredStop } from './stored-quote.ts';

/** WGS 84, the only reference system the product uses (spec section 3, Place.srid). */
const WGS84_SRID = 4326;

export function toVehicleTypeOffer(type: VehicleTypeRow, offer: StoredOffer, kind: 'transfer' | 'round_trip'): VehicleTypeOffer {
  return {
    vehicle_type_id: type.id,
    vehicle_type_name: type.name,
    image: publicImageUrl(type.image),
    price_cents: offer.breakdown.priceGrossCents,
    // A round trip has a fixed price; a tariff per km would only mislead.
    ...(kind === 'transfer' ? { price_per_km: centsToEuroNumber(type.pricePerKmCents) } : {}),
    price: toPriceBreakdownResponse(offer.breakdown),
    comparable_to: type.comparableTo,
    max_passengers: type.maxPassengers,
    baggage_note: type.baggageNote,
  };
}

export function toQuoteStop(stop: StoredStop): QuoteStop {
  return { poi_id: stop.poi_id, name: stop.name, price: centsToEuroNumber(stop.price_cents), time: stop.time };
}

export function toPointOfInterest(poi: PoiNearRoute): PointOfInterest {
  return {
    poi_id: poi.id,
    name: poi.name,
    photo: publicImageUrl(poi.photo),
    distance: Math.round(poi.distanceFromRouteMeters),
    distance_along_route: Math.round(poi.distanceAlongRouteMeters),
    poi_color: poi.color,
    category_id: poi.categoryId,
    category_name: poi.categoryName,
    description: poi.description,
    min_duration_minutes: poi.minDurationMinutes,
    max_duration_minutes: poi.maxDurationMinutes,
    location: { lat: poi.lat, lng: poi.lng, srid: WGS84_SRID },
  };
}
