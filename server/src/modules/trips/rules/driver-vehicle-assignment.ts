import { documentEndsBeforePickup, type DocumentEnds } from '@vozimo/contract';

/**
 * Staff assign a driver and a vehicle together: both from one company, both approved, the
 * vehicle still in service and with a seat for every passenger, and every document of both still
 * valid on the pickup day (ADR 0061). Either both or neither.
 */

export interface AssignableDriver {
  id: number;
  companyId: number;
  isApproved: boolean;
  driverName: string;
  documents: DocumentEnds;
}

export interface AssignableVehicle {
  id: number;
  companyId: number;
  isApproved: boolean;
  isActive: boolean;
  maxPassengers: number;
  licensePlate: string;
  documents: DocumentEnds;
}

export interface AssignmentProblem {
  field: 'driver_id' | 'vehicle_id';
  message: string;
}

export interface AssignmentRequest {
  driverId: number | null;
  vehicleId: number | null;
  /** What the ids resolved to (null: no such row). */
  driver: AssignableDriver | null;
  vehicle: AssignableVehicle | null;
  passengers: number;
  /** The trip's pickup day (Zagreb calendar date, YYYY-MM-DD). */
  pickupDate: string;
}

export const BOTH_REQUIRED_MESSAGE = 'Choose both a driver and a vehicle.';

export function assignmentProblems(request: AssignmentRequest): AssignmentProblem[] {
  const { driverId, vehicleId, driver, vehicle, passengers, pickupDate } = request;
  if (driverId === null && vehicleId === null) return [];
  if (driverId === null) return [{ field: 'driver_id', message: BOTH_REQUIRED_MESSAGE }];
  if (vehicleId === null) return [{ field: 'vehicle_id', message: BOTH_REQUIRED_MESSAGE }];

  const problems: AssignmentProblem[] = [];
  if (!driver) problems.push({ field: 'driver_id', message: 'Driver not found.' });
  else if (!driver.isApproved) problems.push({ field: 'driver_id', message: 'This driver is waiting for approval.' });
  if (!vehicle) problems.push({ field: 'vehicle_id', message: 'Vehicle not found.' });
  else if (!vehicle.isApproved) problems.push({ field: 'vehicle_id', message: 'This vehicle is waiting for approval.' });
  else if (!vehicle.isActive) problems.push({ field: 'vehicle_id', message: 'This vehicle is no longer in service.' });
  if (problems.length > 0 || !driver || !vehicle) return problems;

  if (driver.companyId !== vehicle.companyId) {
    return [{ field: 'vehicle_id', message: "The vehicle must belong to the driver's company." }];
  }
  if (vehicle.maxPassengers < passengers) {
    return [{ field: 'vehicle_id', message: `The vehicle seats ${vehicle.maxPassengers}; the trip has ${passengers} passengers.` }];
  }
  const driverLapse = documentEndsBeforePickup(driver.driverName, driver.documents, pickupDate);
  const vehicleLapse = documentEndsBeforePickup(vehicle.licensePlate, vehicle.documents, pickupDate);
  return [
    ...(driverLapse ? [{ field: 'driver_id' as const, message: driverLapse }] : []),
    ...(vehicleLapse ? [{ field: 'vehicle_id' as const, message: vehicleLapse }] : []),
  ];
}
