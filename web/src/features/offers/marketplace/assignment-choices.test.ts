import { describe, expect, it } from 'vitest';
import { COMPANY_VEHICLES } from '../test/offers-fixtures.ts';
import { chooseDriver, driverSelectData, vehicleSelectData, type DriverChoice } from './assignment-choices.ts';

const marko: DriverChoice = { driver_id: 2, driver_name: 'Marko Perić', company: null, company_name: null, documents_valid_until: null };
const june = (passengers: number) => ({ passengers, pickupDate: '2030-06-14', vehicleTypeId: 1, vehicleTypeName: 'Sedan' });
const labels = (items: { label: string; disabled?: boolean }[]) => items.map((item) => (item.disabled ? `(disabled) ${item.label}` : item.label));

describe('vehicleSelectData', () => {
  it('lists the driver’s usual cars first, then the others, and the ones too small for the passengers disabled last', () => {
    const data = vehicleSelectData(COMPANY_VEHICLES, marko, june(3));
    expect(data.map((group) => ('group' in group ? [group.group, labels(group.items)] : group))).toEqual([
      ['Usually driven by Marko Perić', ['Mercedes-Benz E-Class · ST-2222-BB (Sedan, 3 seats)']],
      ['Other vehicles', ['Škoda Superb · ST-1111-AA (Sedan, 3 seats)', 'Mercedes-Benz Vito · ST-3333-CC (Van, 8 seats)']],
      ['Too few seats for 3 passengers', ['(disabled) Toyota Aygo · ST-4444-DD (Sedan, 2 seats)']],
    ]);
  });

  it('disables every car that cannot seat a larger group', () => {
    const data = vehicleSelectData(COMPANY_VEHICLES, marko, june(6));
    const tooSmall = data.find((group) => 'group' in group && group.group === 'Too few seats for 6 passengers');
    expect(tooSmall && 'items' in tooSmall ? tooSmall.items.map((item) => [item.value, item.disabled]) : null).toEqual([
      [100, true],
      [101, true],
      [103, true],
    ]);
    expect(data[0]).toMatchObject({ group: 'Vehicles', items: [{ value: 102 }] });
  });

  it('disables a car whose documents end before the pickup, and says when they end (ADR 0061)', () => {
    const lapsing = COMPANY_VEHICLES.map((vehicle) => (vehicle.vehicle_id === 102 ? { ...vehicle, documents_valid_until: '2030-06-13' } : vehicle));
    const data = vehicleSelectData(lapsing, marko, june(3));
    expect(data.map((group) => ('group' in group ? [group.group, labels(group.items)] : group))).toEqual([
      ['Usually driven by Marko Perić', ['Mercedes-Benz E-Class · ST-2222-BB (Sedan, 3 seats)']],
      ['Other vehicles', ['Škoda Superb · ST-1111-AA (Sedan, 3 seats)']],
      ['Documents end before the pickup', ['(disabled) Mercedes-Benz Vito · ST-3333-CC (Van, 8 seats) (documents end June 13, 2030)']],
      ['Too few seats for 3 passengers', ['(disabled) Toyota Aygo · ST-4444-DD (Sedan, 2 seats)']],
    ]);
    // Valid through the pickup day is enough.
    expect(vehicleSelectData(lapsing, marko, { ...june(3), pickupDate: '2030-06-13' })).toHaveLength(3);
  });

  it('disables a car of a class below the booked vehicle type, under a heading that names it (ADR 0020)', () => {
    const data = vehicleSelectData(COMPANY_VEHICLES, marko, { ...june(3), vehicleTypeId: 3, vehicleTypeName: 'Van' });
    expect(data.map((group) => ('group' in group ? [group.group, labels(group.items)] : group))).toEqual([
      ['Vehicles', ['Mercedes-Benz Vito · ST-3333-CC (Van, 8 seats)']],
      ['Below the booked Van', ['(disabled) Škoda Superb · ST-1111-AA (Sedan, 3 seats)', '(disabled) Mercedes-Benz E-Class · ST-2222-BB (Sedan, 3 seats)']],
      ['Too few seats for 3 passengers', ['(disabled) Toyota Aygo · ST-4444-DD (Sedan, 2 seats)']],
    ]);
  });

  it('needs no headings when every car fits and none is the driver’s own', () => {
    const data = vehicleSelectData(COMPANY_VEHICLES.slice(1, 3), { ...marko, driver_id: 9 }, june(2));
    expect(data.map((item) => ('value' in item ? item.value : 'group'))).toEqual([101, 102]);
  });
});

describe('driverSelectData', () => {
  it('is a plain list for one company, grouped by company when staff see several', () => {
    expect(driverSelectData([marko], '2030-06-14')).toEqual([{ value: 2, label: 'Marko Perić' }]);
    const staffView = driverSelectData(
      [
        { driver_id: 1, driver_name: 'Ante Jurić', company: 10, company_name: 'Split Riviera Transfers', documents_valid_until: null },
        { driver_id: 3, driver_name: 'Luka Novak', company: 20, company_name: 'Ljubljana Drive', documents_valid_until: null },
      ],
      '2030-06-14',
    );
    expect(staffView).toEqual([
      { group: 'Split Riviera Transfers', items: [{ value: 1, label: 'Ante Jurić' }] },
      { group: 'Ljubljana Drive', items: [{ value: 3, label: 'Luka Novak' }] },
    ]);
  });

  it('disables a driver whose documents end before the pickup, and says when they end (ADR 0061)', () => {
    expect(driverSelectData([{ ...marko, documents_valid_until: '2030-06-10' }], '2030-06-14')).toEqual([
      { value: 2, label: 'Marko Perić (documents end June 10, 2030)', disabled: true },
    ]);
  });
});

describe('chooseDriver', () => {
  it('clears the vehicle when the driver changes, and keeps it when the same driver is chosen again', () => {
    expect(chooseDriver({ driverId: 1, vehicleId: 100 }, 2)).toEqual({ driverId: 2, vehicleId: null });
    expect(chooseDriver({ driverId: 1, vehicleId: 100 }, 1)).toEqual({ driverId: 1, vehicleId: 100 });
    expect(chooseDriver({ driverId: 1, vehicleId: 100 }, null)).toEqual({ driverId: null, vehicleId: null });
  });
});
