import type { ComboboxItem, ComboboxItemGroup } from '@mantine/core';
import type { CompanyVehicleOption } from '@vozimo/contract';

export type SelectData = (ComboboxItem<number> | ComboboxItemGroup<ComboboxItem<number>>)[];

/**
 * A driver the modal offers. A driver admin picks among its own company's drivers (company null:
 * the server knows it); staff acting for a company pick among every company's drivers, and the
 * chosen driver names the company whose vehicles are listed.
 */
export interface DriverChoice {
  driver_id: number;
  driver_name: string;
  company: number | null;
  company_name: string | null;
}

/** The Driver select's options, grouped by company when they come from several (staff). */
export function driverSelectData(drivers: readonly DriverChoice[]): SelectData {
  const item = (driver: DriverChoice): ComboboxItem<number> => ({ value: driver.driver_id, label: driver.driver_name });
  const companies = [...new Set(drivers.map((driver) => driver.company_name))];
  if (companies.length <= 1 || companies.includes(null)) return drivers.map(item);
  return companies.map((name) => ({ group: name ?? '', items: drivers.filter((driver) => driver.company_name === name).map(item) }));
}

/** 'Škoda Superb · ST-123-AB (Sedan, 3 seats)': what a company knows its cars by, with what the trip needs. */
export function vehicleLabel(vehicle: CompanyVehicleOption): string {
  return `${vehicle.make} ${vehicle.model} · ${vehicle.license_plate} (${vehicle.vehicle_type__vehicle_type_name}, ${vehicle.vehicle_type__max_passengers} seats)`;
}

export const fitsPassengers = (vehicle: CompanyVehicleOption, passengers: number) => vehicle.vehicle_type__max_passengers >= passengers;

/**
 * The Vehicle select's options for the chosen driver: the cars it usually drives first, then the
 * company's others; cars with too few seats for the trip's passengers stay listed, disabled, under
 * a heading that says why (the server refuses them too). Whether a car of another type will do is
 * the server's rule: its message shows if it refuses.
 */
export function vehicleSelectData(vehicles: readonly CompanyVehicleOption[], driver: DriverChoice, passengers: number): SelectData {
  const item = (vehicle: CompanyVehicleOption): ComboboxItem<number> => ({ value: vehicle.vehicle_id, label: vehicleLabel(vehicle) });
  const fitting = vehicles.filter((vehicle) => fitsPassengers(vehicle, passengers));
  const usual = fitting.filter((vehicle) => vehicle.driver === driver.driver_id);
  const others = fitting.filter((vehicle) => vehicle.driver !== driver.driver_id);
  const tooSmall = vehicles.filter((vehicle) => !fitsPassengers(vehicle, passengers));

  const groups: ComboboxItemGroup<ComboboxItem<number>>[] = [
    { group: `Usually driven by ${driver.driver_name}`, items: usual.map(item) },
    { group: usual.length > 0 ? 'Other vehicles' : 'Vehicles', items: others.map(item) },
    { group: `Too few seats for ${passengers} passengers`, items: tooSmall.map((vehicle) => ({ ...item(vehicle), disabled: true })) },
  ].filter((group) => group.items.length > 0);
  // One group needs no heading, unless it is the one that explains why its cars cannot be chosen.
  const only = groups[0];
  return groups.length === 1 && only && tooSmall.length === 0 ? only.items : groups;
}

/** The driver and vehicle a modal shows chosen; changing the driver clears the vehicle (spec section 4). */
export interface AssignmentChoice {
  driverId: number | null;
  vehicleId: number | null;
}

export function chooseDriver(current: AssignmentChoice, driverId: number | null): AssignmentChoice {
  return driverId === current.driverId ? current : { driverId, vehicleId: null };
}
