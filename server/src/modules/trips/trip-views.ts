import { centsToEuroNumber, centsToEuroString, formatTimeOfDay, type DriverTrip, type PublicTrip, type TripForEditing, type TripsPageRow } from '@vozimo/contract';
import { publicImageUrl } from '../catalogue/ports.ts';
import { toPriceBreakdownResponse } from '../pricing/ports.ts';
import type { TripRow, TripDetailRow } from './trips.repository.ts';
import type { TripListingRepository } from './trip-listing.repository.ts';
import { toTripSummary } from './trip-summary.ts';
import type { TripViewer } from './trip-viewer.ts';
import { storedFileVersion } from '../../platform/uploads/send-stored-file.ts';

/** Shapes stored rows into the API's fields: cents become euros, basis points percents, times HH:MM. */

type ListedTrip = Awaited<ReturnType<TripListingRepository['listTrips']>>['rows'][number];

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/**
 * A row of the trips screen, as its viewer may see it (trip-viewer.ts). Twenty per page on the
 * busiest read: the summary gets the rest assigned onto it, because spreading it into a new literal
 * (`{ ...summary, token }`) takes V8's slow path, microseconds per row (docs/performance.md).
 */
export function toTripsPageRow(row: ListedTrip, viewer: TripViewer): TripsPageRow {
  const sale = <T>(value: T) => (viewer.seesSale ? value : null);
  const customer = <T>(value: T) => (viewer.seesCustomer ? value : null);
  return Object.assign(toTripSummary(row), {
    token: sale(row.token),
    customer_first_name: customer(row.customerFirstName),
    customer_last_name: customer(row.customerLastName),
    agent_name: sale(fullName(row.agentFirstName, row.agentLastName)),
    driver_name: row.driverName ?? '',
    price_gross: centsToEuroString(row.priceGrossCents),
    price_net: sale(centsToEuroString(row.priceNetCents)),
    agency_fee: sale(centsToEuroString(row.agencyFeeCents)),
    driver_gross: centsToEuroString(row.driverGrossCents),
    bulk_payment: sale(row.bulkPaymentId),
  });
}

type PlaceRow = TripDetailRow['startPlace'];

/** A stored place (a trip's snapshot row) as the trip form's start_loc and end_loc. */
export function toLocation(place: PlaceRow) {
  return {
    id: place.id,
    formatted_address: place.formattedAddress,
    place_id: place.placeId,
    lat: place.lat,
    lng: place.lng,
    country_short_name: place.countryShortName,
    country_long_name: place.countryLongName,
    locality: place.locality,
  };
}

function toStops(trip: TripRow) {
  return trip.stops.map((s) => ({ poi_id: s.poi_id, name: s.name, time: s.time, price: centsToEuroNumber(s.price_cents) }));
}

/** The customer's contact and the extra information: what the trip page's Edit modal changes. */
function toContactFields(trip: TripRow) {
  return {
    customer_first_name: trip.customerFirstName,
    customer_last_name: trip.customerLastName,
    customer_email: trip.customerEmail,
    customer_phone: trip.customerPhone,
    info: trip.info,
  };
}

export function toTripForEditing(detail: TripDetailRow, canEdit: boolean): TripForEditing {
  const { trip } = detail;
  return {
    trip_id: trip.id,
    reference: trip.reference,
    token: trip.token,
    status: trip.status,
    is_draft: trip.status === 'draft',
    start_loc: toLocation(detail.startPlace),
    end_loc: toLocation(detail.endPlace),
    start_locality: trip.startLocality,
    end_locality: trip.endLocality,
    start_loc_details: trip.startLocDetails,
    end_loc_details: trip.endLocDetails,
    pickup_date: trip.pickupDate,
    pickup_time: formatTimeOfDay(trip.pickupTime),
    passengers: trip.passengers,
    ...toContactFields(trip),
    stops: toStops(trip),
    driver_id: trip.driverId,
    vehicle_id: trip.vehicleId,
    vehicle_type_id: trip.vehicleTypeId,
    round_trip_id: trip.roundTripId,
    round_trip_name: detail.roundTripName ?? '',
    agency_id: trip.agencyId,
    extra: { trip_price_id: null, distance: trip.distanceM, duration: trip.durationS },
    price: toPriceBreakdownResponse(trip),
    deposit_paid: trip.depositPaid,
    offer_drivers: detail.offer !== null,
    can_edit: canEdit,
  };
}

export type StopPoiRow = {
  id: number;
  name: string;
  description: string;
  photo: string | null;
  lat: number;
  lng: number;
  categoryId: number;
  categoryName: string;
  color: string;
};

/** The card payment part of the public trip (the payments area's TripCardPayment). */
export interface PublicTripPayment {
  clientSecret: string | null;
  stripePublic: string | null;
  processor: PublicTrip['card_processor'];
}

/**
 * The driver's photo for whoever holds the trip's link: served by the trips area with the token,
 * never the stored file's name; null shows the default picture.
 */
function publicDriverPhotoUrl(trip: { reference: string | null; token: string }, photo: string | null): string | null {
  if (photo === null || trip.reference === null) return null;
  const query = new URLSearchParams({ token: trip.token, v: storedFileVersion(photo) });
  return `/api/public/trip/${encodeURIComponent(trip.reference)}/driver_photo?${query}`;
}

/** Where and when the trip goes: the same fields on the customer's page and the driver's. */
function toRideFields({ trip, startPlace, endPlace }: TripDetailRow) {
  return {
    start_locality: trip.startLocality,
    end_locality: trip.endLocality,
    start_address: startPlace.formattedAddress,
    end_address: endPlace.formattedAddress,
    start_loc_details: trip.startLocDetails,
    end_loc_details: trip.endLocDetails,
    pickup_date: trip.pickupDate,
    pickup_time: formatTimeOfDay(trip.pickupTime),
    passengers: trip.passengers,
    distance: trip.distanceM,
    duration: trip.durationS,
  };
}

function toVehicleCard({ vehicle }: TripDetailRow): PublicTrip['vehicle'] {
  return vehicle
    ? { vehicle_make: vehicle.make, vehicle_model: vehicle.model, license_plate: vehicle.licensePlate, color: vehicle.color }
    : null;
}

function toVehicleTypeCard({ vehicleType }: TripDetailRow): PublicTrip['vehicle_type'] {
  return {
    vehicle_type_id: vehicleType.id,
    vehicle_type_name: vehicleType.name,
    comparable_to: vehicleType.comparableTo,
    max_passengers: vehicleType.maxPassengers,
    baggage_note: vehicleType.baggageNote,
    image: publicImageUrl(vehicleType.image),
  };
}

/**
 * The trip as its driver side sees it (ADR 0046): no token, no agent's prices, the stops without
 * theirs, the payout, and the customer's name and phone only when `viewer` sees the customer.
 */
export function toDriverTrip(detail: TripDetailRow, viewer: TripViewer): DriverTrip {
  const { trip } = detail;
  return {
    trip_id: trip.id,
    reference: trip.reference,
    status: trip.status,
    ...toRideFields(detail),
    info: trip.info,
    stops: trip.stops.map((stop) => ({ name: stop.name, time: stop.time })),
    vehicle_type: toVehicleTypeCard(detail),
    driver: detail.driver ? { driver_name: detail.driver.driverName, phone: detail.driver.phone } : null,
    vehicle: toVehicleCard(detail),
    price_gross: centsToEuroString(trip.priceGrossCents),
    deposit_gross: centsToEuroString(trip.depositGrossCents),
    deposit_paid: trip.depositPaid,
    // The payout with the platform's raises, as db/trip-payout.ts sums it for every list.
    driver_gross: centsToEuroString(trip.driverGrossCents + trip.payoutRaiseCents),
    customer: viewer.seesCustomer
      ? { first_name: trip.customerFirstName, last_name: trip.customerLastName, phone: trip.customerPhone }
      : null,
  };
}

export function toPublicTrip(
  detail: TripDetailRow,
  stopPois: StopPoiRow[],
  viewer: { canEditTrip: boolean; canEditInfo: boolean },
  payment: PublicTripPayment,
): PublicTrip {
  const { trip } = detail;
  const poiById = new Map(stopPois.map((p) => [p.id, p]));
  return {
    trip_id: trip.id,
    reference: trip.reference,
    token: trip.token,
    status: trip.status,
    price_gross: centsToEuroString(trip.priceGrossCents),
    deposit_gross: centsToEuroString(trip.depositGrossCents),
    deposit_paid: trip.depositPaid,
    driver: detail.driver
      ? {
          driver_name: detail.driver.driverName,
          driver_photo: publicDriverPhotoUrl(trip, detail.driver.photo),
          phone: detail.driver.phone,
          email: detail.driver.email,
        }
      : null,
    vehicle: toVehicleCard(detail),
    vehicle_type: toVehicleTypeCard(detail),
    pois: trip.stops.flatMap((stop) => {
      const poi = poiById.get(stop.poi_id);
      return poi
        ? [
            {
              poi_id: poi.id,
              name: poi.name,
              description: poi.description,
              photo: poi.photo,
              category_id: poi.categoryId,
              category_name: poi.categoryName,
              poi_color: poi.color,
              location: { lat: poi.lat, lng: poi.lng },
              time: stop.time,
            },
          ]
        : [];
    }),
    round_trip_id: trip.roundTripId,
    round_trip_name: detail.roundTripName ?? '',
    offer_drivers: detail.offer !== null,
    payment_intent_client_secret: payment.clientSecret,
    stripe_public: payment.stripePublic,
    card_processor: payment.processor,
    deposit_by_bank_transfer: trip.bulkPaymentId !== null,
    ...toRideFields(detail),
    ...toContactFields(trip),
    stops: toStops(trip),
    price: trip.status === 'pending_payment' ? toPriceBreakdownResponse(trip) : null,
    can_edit_trip: viewer.canEditTrip,
    can_edit_info: viewer.canEditInfo,
  };
}
