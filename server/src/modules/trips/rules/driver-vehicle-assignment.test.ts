import { describe, expect, it } from 'vitest';
import { assignmentProblems, BOTH_REQUIRED_MESSAGE, type AssignmentRequest } from './driver-vehicle-assignment.ts';

const driver = { id: 1, companyId: 10, isApproved: true, driverName: 'Ivan Matić', documents: { licence: '2030-12-15', id: null } };
const vehicle = { id: 2, companyId: 10, isApproved: true, isActive: true, maxPassengers: 3, licensePlate: 'ZG-1234-AB', documents: { registration: '2031-01-01', insurance: '2030-11-28' } };
const fit: AssignmentRequest = { driverId: 1, vehicleId: 2, driver, vehicle, passengers: 3, pickupDate: '2030-11-28' };

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
    [
      'documents that end before the pickup day (ADR 0061)',
      { ...fit, pickupDate: '2031-01-01' },
      [
        { field: 'driver_id', message: "Driver's licence of Ivan Matić ends on December 15, 2030, before the pickup on January 1, 2031." },
        { field: 'vehicle_id', message: 'Insurance of ZG-1234-AB ends on November 28, 2030, before the pickup on January 1, 2031.' },
      ],
    ],
  ] as const)('%s', (_name, request, expected) => {
    expect(assignmentProblems(request)).toEqual(expected);
  });
});
