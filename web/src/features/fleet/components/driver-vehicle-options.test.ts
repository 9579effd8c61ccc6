import type { DriverOption, VehicleOption } from '@vozimo/contract';
import { describe, expect, it } from 'vitest';
import { driverSelectData, vehicleLabel, vehicleSelectData } from './driver-vehicle-options.ts';

const driver: DriverOption = { driver_id: 1, driver_name: 'Ante Babić', company: 10, company__company_name: 'Split Riviera Transfers' };

function vehicle(id: number, company: number, usualDriver: number | null): VehicleOption {
  return {
    vehicle_id: id,
    vehicle_make: 'Škoda',
    vehicle_model: 'Superb',
    color: 'Black',
    license_plate: `ZG-${id}-AB`,
    company,
    vehicle_type__vehicle_type_name: 'Sedan',
    driver: usualDriver,
    vehicle_type: 1,
  };
}

describe('vehicleLabel', () => {
  it('reads make, model, plate, then colour and type', () => {
    expect(vehicleLabel(vehicle(1234, 10, null))).toBe('Škoda Superb · ZG-1234-AB (Black, Sedan)');
  });
});

describe('driverSelectData', () => {
  it('is empty while the list loads', () => {
    expect(driverSelectData(undefined, 5)).toEqual([]);
  });

  it('names the company in each label', () => {
    expect(driverSelectData([driver], null)).toEqual([{ value: 1, label: 'Ante Babić · Split Riviera Transfers' }]);
  });

  it('keeps a chosen driver that is no longer on the list, first', () => {
    expect(driverSelectData([driver], 9)[0]).toEqual({ value: 9, label: 'Unavailable driver (#9)' });
  });
});

describe('vehicleSelectData', () => {
  const vehicles = [vehicle(1, 10, 2), vehicle(2, 10, 1), vehicle(3, 20, null), vehicle(4, 10, null)];
  const values = (data: ReturnType<typeof vehicleSelectData>) =>
    data.flatMap((entry) => ('group' in entry ? entry.items.map((i) => i.value) : [entry.value]));

  it("groups the driver's own vehicles before the rest of its company's", () => {
    const data = vehicleSelectData(vehicles, driver, null);
    expect(data.map((entry) => ('group' in entry ? entry.group : null))).toEqual([
      'Usually driven by Ante Babić',
      'Other vehicles of Split Riviera Transfers',
    ]);
    expect(values(data)).toEqual([2, 1, 4]);
  });

  it('lists without groups when the driver has no vehicle of its own', () => {
    const data = vehicleSelectData(vehicles, { ...driver, driver_id: 7 }, null);
    expect(data.every((entry) => !('group' in entry))).toBe(true);
    expect(values(data)).toEqual([1, 2, 4]);
  });

  it('lists every vehicle when the driver is unknown', () => {
    expect(values(vehicleSelectData(vehicles, undefined, null))).toEqual([1, 2, 3, 4]);
  });

  it('keeps a chosen vehicle that is not among the options visible', () => {
    expect(values(vehicleSelectData(vehicles, driver, 3))[0]).toBe(3);
    expect(vehicleSelectData(vehicles, driver, 99)[0]).toEqual({ value: 99, label: 'Unavailable vehicle (#99)' });
  });
});
