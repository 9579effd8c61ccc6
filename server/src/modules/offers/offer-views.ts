import { centsToEuroString, formatTimeOfDay, type ClaimedTrip, type OfferedTrip } from '@vozimo/contract';
import type { Actor } from '../../platform/permissions/actor.ts';
import { can } from '../../platform/permissions/can.ts';
import { tripViewerOf, type TripViewer } from '../trips/ports.ts';
import type { OffersRepository } from './offers.repository.ts';

type OfferedTripRow = Awaited<ReturnType<OffersRepository['listOpenOffers']>>[number];
type ClaimedTripRow = Awaited<ReturnType<OffersRepository['listClaimedUpcoming']>>[number];

/** What one viewer sees of an offered or claimed trip: the trips area's answer, and whether it may open the trip's page. */
export interface OfferViewer extends TripViewer {
  opensTrip: boolean;
}

/** ADR 0056: the trip's page only for who may read the trip (the claiming company, staff), never for every company an offer is shown to. */
export function offerViewerOf(actor: Actor, row: OfferedTripRow, at: Date): OfferViewer {
  return { ...tripViewerOf(actor, row, at), opensTrip: can(actor, 'trip.read', row) };
}

/**
 * Spec section 3 "Offered trip": what a company sees before claiming, its payout included; the
 * customer's name only when `viewer` sees the customer (ADR 0046: staff, and the company that
 * drives the trip around pickup). Beyond the spec (ADR 0056): the pickup detail, the route's length
 * and time and the stops, which every company weighs before claiming.
 */
export function toOfferedTrip(row: OfferedTripRow, viewer: OfferViewer): OfferedTrip {
  return {
    trip_id: row.id,
    reference: row.reference,
    pickup_date: row.pickupDate,
    pickup_time: formatTimeOfDay(row.pickupTime),
    start_locality: row.startLocality,
    end_locality: row.endLocality,
    customer_first_name: viewer.seesCustomer ? row.customerFirstName : null,
    customer_last_name: viewer.seesCustomer ? row.customerLastName : null,
    passengers: row.passengers,
    vehicle_type__vehicle_type_name: row.vehicleTypeName,
    vehicle_type: row.vehicleTypeId,
    price__price_gross: centsToEuroString(row.priceGrossCents),
    price__driver_gross: centsToEuroString(row.driverGrossCents),
    claimed_by_company_id: row.companyId,
    start_loc_details: row.startLocDetails,
    distance: row.distanceM,
    duration: row.durationS,
    stops: row.stops.map((stop) => ({ name: stop.name, time: stop.time })),
    can_open_trip: viewer.opensTrip,
  };
}

/** Spec section 3 "Claimed trip": the offered trip's fields, its assignment, and whether it may change. */
export function toClaimedTrip(row: ClaimedTripRow, viewer: OfferViewer, canChange: boolean): ClaimedTrip {
  return {
    ...toOfferedTrip(row, viewer),
    driver_id: row.driverId,
    vehicle_id: row.vehicleId,
    driver__driver_name: row.driverName,
    vehicle__vehicle_make: row.vehicleMake,
    vehicle__vehicle_model: row.vehicleModel,
    vehicle__license_plate: row.licensePlate,
    can_change_driver_vehicle: canChange,
  };
}
