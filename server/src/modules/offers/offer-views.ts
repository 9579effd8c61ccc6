import { centsToEuroString, formatTimeOfDay, type ClaimedTrip, type OfferedTrip } from '@vozimo/contract';
import type { TripViewer } from '../trips/ports.ts';
import type { OffersRepository } from './offers.repository.ts';

type OfferedTripRow = Awaited<ReturnType<OffersRepository['listOpenOffers']>>[number];
type ClaimedTripRow = Awaited<ReturnType<OffersRepository['listClaimedUpcoming']>>[number];

/**
 * Spec section 3 "Offered trip": what a company sees before claiming, its payout included; the
 * customer's name only when `viewer` sees the customer (ADR 0046: staff, and the company that
 * drives the trip around pickup).
 */
export function toOfferedTrip(row: OfferedTripRow, viewer: TripViewer): OfferedTrip {
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
    price__price_gross: centsToEuroString(row.priceGrossCents),
    price__driver_gross: centsToEuroString(row.driverGrossCents),
    claimed_by_company_id: row.companyId,
  };
}

/** Spec section 3 "Claimed trip": the offered trip's fields, its assignment, and whether it may change. */
export function toClaimedTrip(row: ClaimedTripRow, viewer: TripViewer, canChange: boolean): ClaimedTrip {
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
