import { Loader, Select, SimpleGrid } from '@mantine/core';
import { useDriverOptions, useVehicleOptions } from '../../../api/fleet/use-fleet-options.ts';
import { driverSelectData, vehicleSelectData } from './driver-vehicle-options.ts';

export interface DriverVehicleValue {
  driverId: number | null;
  vehicleId: number | null;
}

export interface DriverVehicleFieldsProps extends DriverVehicleValue {
  onChange: (next: DriverVehicleValue) => void;
  /** Validation messages (the server's 422 for driver_id / vehicle_id). */
  errors?: { driver?: string; vehicle?: string };
}

const loading = <Loader size="xs" aria-label="Loading" />;

/**
 * Staff's Driver and Vehicle selects of the trip form (spec sections 2 and 3). Changing the driver
 * clears the vehicle (spec section 4); the vehicle list then holds the new driver's company's cars.
 */
export function DriverVehicleFields({ driverId, vehicleId, onChange, errors }: DriverVehicleFieldsProps) {
  const drivers = useDriverOptions();
  const vehicles = useVehicleOptions();
  const driver = drivers.data?.find((d) => d.driver_id === driverId);
  const noDriver = driverId === null;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select<number>
        label="Driver"
        placeholder="Choose a driver"
        searchable
        clearable
        nothingFoundMessage="No driver found"
        data={driverSelectData(drivers.data, driverId)}
        value={driverId}
        onChange={(next) => {
          if (next !== driverId) onChange({ driverId: next, vehicleId: null });
        }}
        error={errors?.driver ?? drivers.error?.message}
        rightSection={drivers.isPending ? loading : undefined}
      />
      <Select<number>
        label="Vehicle"
        placeholder={noDriver ? 'Choose a driver first' : 'Choose a vehicle'}
        searchable
        clearable
        disabled={noDriver}
        nothingFoundMessage={driver ? `${driver.company__company_name} has no vehicle to assign` : 'No vehicle found'}
        data={vehicleSelectData(vehicles.data, driver, vehicleId)}
        value={vehicleId}
        onChange={(next) => onChange({ driverId, vehicleId: next })}
        error={errors?.vehicle ?? vehicles.error?.message}
        rightSection={vehicles.isPending ? loading : undefined}
      />
    </SimpleGrid>
  );
}
