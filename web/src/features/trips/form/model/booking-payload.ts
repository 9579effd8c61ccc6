import { placeName, type BookingRequest, type TripLocation } from '@vozimo/contract';
import { tripInfoToSend } from '../../../../lib/forms/trip-info-to-send.ts';
import { isDraftAfter, type SubmitAction } from './submit-actions.ts';
import type { TripQuote } from './trip-quote.ts';
import { passengerCount, type FormLocation, type TripFormValues } from './trip-form-values.ts';

export interface PayloadContext {
  action: SubmitAction;
  /** The quote the form shows; its id is the only price the server books from. */
  quote: TripQuote | null;
  /** Staff editing a booked trip also send status, driver and vehicle. */
  staffPanels: boolean;
  roundTrip: { id: number; name: string } | null;
}

// A place not chosen yet: the contract's schema answers 'Choose a place.' for it, as the server would.
const NO_PLACE: TripLocation = {
  formatted_address: '',
  place_id: '',
  lat: 0,
  lng: 0,
  country_short_name: '',
  country_long_name: '',
};

/** A picked place as the API takes it (a missing one fails the schema with 'Choose a place.'). */
export function toTripLocation(place: FormLocation | null): TripLocation {
  if (!place) return NO_PLACE;
  return {
    ...(place.id != null ? { id: place.id } : {}),
    formatted_address: place.formatted_address,
    place_id: place.place_id,
    lat: place.lat,
    lng: place.lng,
    country_short_name: place.country_short_name,
    country_long_name: place.country_long_name,
    locality: place.locality,
  };
}

/**
 * The body of POST /api/trip/ and POST /api/admin_update_trip/{tripId}/ (spec sections 3 and 7).
 * A hidden field sends nothing (the flight number of a trip without airport pickup, the child info
 * without child seats) but stays in the form, so ticking the box again brings it back.
 */
export function buildBookingPayload(values: TripFormValues, context: PayloadContext): BookingRequest {
  const { quote, roundTrip } = context;
  return {
    start_loc: toTripLocation(values.start_loc),
    end_loc: toTripLocation(values.end_loc),
    start_locality: values.start_loc ? placeName(values.start_loc) : '',
    end_locality: values.end_loc ? placeName(values.end_loc) : '',
    start_loc_details: values.start_loc_details,
    end_loc_details: roundTrip ? '' : values.end_loc_details,
    pickup_date: values.pickup_date,
    pickup_time: values.pickup_time,
    // 0 is refused with the passengers message, as an empty field should be.
    passengers: passengerCount(values.passengers) ?? 0,
    customer_first_name: values.customer_first_name,
    customer_last_name: values.customer_last_name,
    customer_email: values.customer_email,
    customer_phone: values.customer_phone,
    is_draft: isDraftAfter(context.action),
    info: tripInfoToSend(values.info),
    stops: values.stops.map((s) => ({ poi_id: s.poi_id, time: s.time, name: s.name })),
    vehicle_type_id: values.vehicle_type_id ?? 0,
    round_trip_id: roundTrip?.id ?? null,
    round_trip_name: roundTrip?.name ?? '',
    extra: quote
      ? {
          trip_price_id: quote.tripPriceId,
          selected_vehicle_type: values.vehicle_type_id,
          stops: quote.stops,
          passengers: passengerCount(values.passengers),
          distance: quote.distance,
          duration: quote.duration,
        }
      : { trip_price_id: null },
    ...(context.staffPanels
      ? { ...(values.status ? { status: values.status } : {}), driver_id: values.driver_id, vehicle_id: values.vehicle_id }
      : {}),
  };
}
