import type { PointOfInterest, QuoteStop, UpdateRoundTripResponse, UpdateTripResponse, VehicleTypeOffer } from '@vozimo/contract';

/**
 * A price the server computed and stored (POST /api/update_trip/ or /api/update_round_trip/), in
 * one shape for the form. Booking refers to it by `tripPriceId`; the form never sends a price.
 */
export interface TripQuote {
  tripPriceId: string;
  vehicleTypes: VehicleTypeOffer[];
  selectedVehicleType: number;
  /** The stops as priced, in route order, each with its price in euros. */
  stops: QuoteStop[];
  /** Points of interest along the direct route (none for round trips). */
  pois: PointOfInterest[];
  /** [lat, lng] pairs of the route through the stops (empty for round trips). */
  polyline: [number, number][];
  distance: number;
  duration: number;
}

export function quoteFromTransfer(response: UpdateTripResponse): TripQuote {
  return {
    tripPriceId: response.trip_price_id,
    vehicleTypes: response.vehicle_types,
    selectedVehicleType: response.selected_vehicle_type,
    stops: response.stops,
    pois: response.pois,
    polyline: response.overview_polyline,
    distance: response.distance,
    duration: response.duration,
  };
}

export function quoteFromRoundTrip(response: UpdateRoundTripResponse): TripQuote {
  return {
    tripPriceId: response.trip_price_id,
    vehicleTypes: response.vehicle_types,
    selectedVehicleType: response.selected_vehicle_type,
    stops: response.stops,
    pois: [],
    polyline: [],
    distance: response.distance,
    duration: response.duration,
  };
}
