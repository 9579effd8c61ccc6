import { CLAIM_REFUSALS } from '@vozimo/contract';

/** A vehicle type as the substitution rule compares it. */
export interface VehicleClass {
  vehicleTypeId: number;
  /** Passenger seats. */
  maxPassengers: number;
  /** The tariff: what ranks the classes with equal seats (Premium Sedan above Sedan). */
  pricePerKmCents: number;
}

/**
 * Why the vehicle does not fit the booking, or null (ADR 0020): a seat for every passenger, and
 * the booked type or a substitute that is no step down: at least as many seats and at least the
 * booked type's tariff (a Van or a Premium Sedan for a Sedan; never a Sedan for a Van, even for one
 * passenger, nor a Van for a Premium Sedan). The customer paid for a class and never gets less.
 */
export function vehicleFitRefusal(vehicle: VehicleClass, booked: VehicleClass, passengers: number): string | null {
  if (vehicle.maxPassengers < passengers) return CLAIM_REFUSALS.vehicleTooSmall;
  if (vehicle.vehicleTypeId === booked.vehicleTypeId) return null;
  const noStepDown = vehicle.maxPassengers >= booked.maxPassengers && vehicle.pricePerKmCents >= booked.pricePerKmCents;
  return noStepDown ? null : CLAIM_REFUSALS.vehicleTypeMismatch;
}
