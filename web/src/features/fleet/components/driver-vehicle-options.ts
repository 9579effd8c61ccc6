import type { ComboboxItem, ComboboxItemGroup } from '@mantine/core';
import type { DriverOption, VehicleOption } from '@vozimo/contract';

export type SelectData = (ComboboxItem<number> | ComboboxItemGroup<ComboboxItem<number>>)[];

/** 'Škoda Superb · ZG-1234-AB (Black, Sedan)': what staff recognise a car by. */
export function vehicleLabel(vehicle: VehicleOption): string {
  return `${vehicle.vehicle_make} ${vehicle.vehicle_model} · ${vehicle.license_plate} (${vehicle.color}, ${vehicle.vehicle_type__vehicle_type_name})`;
}

/** 'Ivan Horvat · Split Riviera Transfers': the company is part of the label so it can be searched. */
export function driverLabel(driver: DriverOption): string {
  return `${driver.driver_name} · ${driver.company__company_name}`;
}

/**
 * A trip may keep a driver or vehicle that is no longer offered (its approval was withdrawn); the
 * select still shows that something is chosen instead of an empty field.
 */
const unavailable = (what: 'driver' | 'vehicle', id: number): ComboboxItem<number> => ({
  value: id,
  label: `Unavailable ${what} (#${id})`,
});

/** The Driver select's options, keeping the chosen driver visible even when it is not on the list. */
export function driverSelectData(drivers: DriverOption[] | undefined, chosenId: number | null): SelectData {
  if (!drivers) return [];
  const items: SelectData = drivers.map((d) => ({ value: d.driver_id, label: driverLabel(d) }));
  if (chosenId !== null && !drivers.some((d) => d.driver_id === chosenId)) items.unshift(unavailable('driver', chosenId));
  return items;
}

/**
 * The Vehicle select's options for the chosen driver: only its company's vehicles (a driver drives
 * its own company's cars), the ones it usually drives first. Without a known driver: every vehicle.
 */
export function vehicleSelectData(
  vehicles: VehicleOption[] | undefined,
  driver: DriverOption | undefined,
  chosenId: number | null,
): SelectData {
  if (!vehicles) return [];
  const companyVehicles = driver ? vehicles.filter((v) => v.company === driver.company) : vehicles;
  const item = (v: VehicleOption): ComboboxItem<number> => ({ value: v.vehicle_id, label: vehicleLabel(v) });
  const own = driver ? companyVehicles.filter((v) => v.driver === driver.driver_id) : [];
  const others = companyVehicles.filter((v) => !own.includes(v));

  const data: SelectData =
    driver && own.length > 0 && others.length > 0
      ? [
          { group: `Usually driven by ${driver.driver_name}`, items: own.map(item) },
          { group: `Other vehicles of ${driver.company__company_name}`, items: others.map(item) },
        ]
      : [...own, ...others].map(item);
  if (chosenId !== null && !companyVehicles.some((v) => v.vehicle_id === chosenId)) {
    // A vehicle on the list but of another company is shown as it is: the server will refuse the pair.
    const listed = vehicles.find((v) => v.vehicle_id === chosenId);
    data.unshift(listed ? item(listed) : unavailable('vehicle', chosenId));
  }
  return data;
}
