import type { ComboboxItem, ComboboxItemGroup } from '@mantine/core';
import { formatDate, type CompanyVehicleOption } from '@vozimo/contract';

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
  /** Last day all its documents are valid; null when none is on file or unknown (staff's list), which the server checks. */
  documents_valid_until: string | null;
}

/** Whether a driver's or vehicle's documents end before the trip's pickup day (ADR 0061); the server refuses it too. */
export const documentsEndBefore = (option: { documents_valid_until: string | null }, pickupDate: string) =>
  option.documents_valid_until !== null && option.documents_valid_until < pickupDate;

const documentsEndNote = (option: { documents_valid_until: string | null }) => ` (documents end ${formatDate(option.documents_valid_until ?? '')})`;

/**
 * The Driver select's options, grouped by company when they come from several (staff). A driver
 * whose documents end before the pickup stays listed, disabled, with the day they end.
 */
export function driverSelectData(drivers: readonly DriverChoice[], pickupDate: string): SelectData {
  const item = (driver: DriverChoice): ComboboxItem<number> =>
    documentsEndBefore(driver, pickupDate)
      ? { value: driver.driver_id, label: `${driver.driver_name}${documentsEndNote(driver)}`, disabled: true }
      : { value: driver.driver_id, label: driver.driver_name };
  const companies = [...new Set(drivers.map((driver) => driver.company_name))];
  if (companies.length <= 1 || companies.includes(null)) return drivers.map(item);
  return companies.map((name) => ({ group: name ?? '', items: drivers.filter((driver) => driver.company_name === name).map(item) }));
}

/** 'Škoda Superb · ST-123-AB (Sedan, 3 seats)': what a company knows its cars by, with what the trip needs. */
export function vehicleLabel(vehicle: CompanyVehicleOption): string {
  return `${vehicle.make} ${vehicle.model} · ${vehicle.license_plate} (${vehicle.vehicle_type__vehicle_type_name}, ${vehicle.vehicle_type__max_passengers} seats)`;
}

export const fitsPassengers = (vehicle: CompanyVehicleOption, passengers: number) => vehicle.vehicle_type__max_passengers >= passengers;

/** The trip a vehicle must fit: its passengers, its pickup day and the vehicle type booked. */
export interface TripNeeds {
  passengers: number;
  pickupDate: string;
  vehicleTypeId: number;
  vehicleTypeName: string;
}

/**
 * The Vehicle select's options for the chosen driver: the cars it usually drives first, then the
 * company's others. Cars a claim would be refused with stay listed, disabled, under a heading that
 * says why (the server refuses them too): documents that end before the pickup, a class below the
 * booked vehicle type (ADR 0020), too few seats for the passengers.
 */
export function vehicleSelectData(vehicles: readonly CompanyVehicleOption[], driver: DriverChoice, trip: TripNeeds): SelectData {
  const item = (vehicle: CompanyVehicleOption): ComboboxItem<number> => ({ value: vehicle.vehicle_id, label: vehicleLabel(vehicle) });
  const tooSmall = vehicles.filter((vehicle) => !fitsPassengers(vehicle, trip.passengers));
  const belowClass = vehicles.filter((vehicle) => !tooSmall.includes(vehicle) && !vehicle.serves_vehicle_types.includes(trip.vehicleTypeId));
  const lapsing = vehicles.filter((vehicle) => !tooSmall.includes(vehicle) && !belowClass.includes(vehicle) && documentsEndBefore(vehicle, trip.pickupDate));
  const refused = [...tooSmall, ...belowClass, ...lapsing];
  const fitting = vehicles.filter((vehicle) => !refused.includes(vehicle));
  const usual = fitting.filter((vehicle) => vehicle.driver === driver.driver_id);
  const others = fitting.filter((vehicle) => vehicle.driver !== driver.driver_id);
  const disabled = (vehicle: CompanyVehicleOption, label = vehicleLabel(vehicle)) => ({ ...item(vehicle), label, disabled: true });

  const groups: ComboboxItemGroup<ComboboxItem<number>>[] = [
    { group: `Usually driven by ${driver.driver_name}`, items: usual.map(item) },
    { group: usual.length > 0 ? 'Other vehicles' : 'Vehicles', items: others.map(item) },
    { group: 'Documents end before the pickup', items: lapsing.map((vehicle) => disabled(vehicle, `${vehicleLabel(vehicle)}${documentsEndNote(vehicle)}`)) },
    { group: `Below the booked ${trip.vehicleTypeName}`, items: belowClass.map((vehicle) => disabled(vehicle)) },
    { group: `Too few seats for ${trip.passengers} passengers`, items: tooSmall.map((vehicle) => disabled(vehicle)) },
  ].filter((group) => group.items.length > 0);
  // One group needs no heading, unless it is one that explains why its cars cannot be chosen.
  const only = groups[0];
  return groups.length === 1 && only && refused.length === 0 ? only.items : groups;
}

/** The driver and vehicle a modal shows chosen; changing the driver clears the vehicle (spec section 4). */
export interface AssignmentChoice {
  driverId: number | null;
  vehicleId: number | null;
}

export function chooseDriver(current: AssignmentChoice, driverId: number | null): AssignmentChoice {
  return driverId === current.driverId ? current : { driverId, vehicleId: null };
}
