import { describe, expect, it } from 'vitest';
import { assignmentProblems, BOTH_REQUIRED_MESSAGE, type AssignmentRequest } from './driver-vehicle-assignment.ts';

const driver = { id: 1, companyId: 10, isApproved: true };
const vehicle = { id: 2, companyId: 10, isApproved: true, isActive: true, maxPassengers: 3 };
const fit: AssignmentRequest = { driverId: 1, vehicleId: 2, driver, vehicle, passengers: 3 };

describe('assignmentProblems', () => {
  it.each([
    ['a fit pair', fit, []],
    ['clearing both', { ...fit, driverId: null, vehicleId: null, driver: null, vehicle: null }, []],
    ['a driver without a vehicle', { ...fit, vehicleId: null, vehicle: null }, [{ field: 'vehicle_id', message: BOTH_REQUIRED_MESSAGE }]],
    ['a vehicle without a driver', { ...fit, driverId: null, driver: null }, [{ field: 'driver_id', message: BOTH_REQUIRED_MESSAGE }]],
    ['an unknown driver', { ...fit, driver: null }, [{ field: 'driver_id', message: 'Driver not found.' }]],
    ['an unknown vehicle', { ...fit, vehicle: null }, [{ field: 'vehicle_id', message: 'Vehicle not found.' }]],
    [
      'a driver waiting for approval',
      { ...fit, driver: { ...driver, isApproved: false } },
      [{ field: 'driver_id', message: 'This driver is waiting for approval.' }],
    ],
    [
      'a vehicle waiting for approval',
      { ...fit, vehicle: { ...vehicle, isApproved: false } },
      [{ field: 'vehicle_id', message: 'This vehicle is waiting for approval.' }],
    ],
    [
      'a retired vehicle',
      { ...fit, vehicle: { ...vehicle, isActive: false } },
      [{ field: 'vehicle_id', message: 'This vehicle is no longer in service.' }],
    ],
    [
      "another company's vehicle",
      { ...fit, vehicle: { ...vehicle, companyId: 11 } },
      [{ field: 'vehicle_id', message: "The vehicle must belong to the driver's company." }],
    ],
    [
      'too few seats',
      { ...fit, passengers: 4 },
      [{ field: 'vehicle_id', message: 'The vehicle seats 3; the trip has 4 passengers.' }],
    ],
  ] as const)('%s', (_name, request, expected) => {
    expect(assignmentProblems(request)).toEqual(expected);
  });
});
