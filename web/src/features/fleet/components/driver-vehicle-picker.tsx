import { Group, Stack } from '@mantine/core';
import { AddDriverVehicleButton } from './add-driver-vehicle-modal.tsx';
import { DriverVehicleFields, type DriverVehicleFieldsProps, type DriverVehicleValue } from './driver-vehicle-fields.tsx';

export interface DriverVehiclePickerProps extends DriverVehicleFieldsProps {
  /** The driver and vehicle just made with 'Add New Driver & Vehicle', to select. */
  onCreated: (created: DriverVehicleValue) => void;
}

/** Staff's driver and vehicle on the trip form: the two selects, and a new driver and vehicle made on the spot. */
export function DriverVehiclePicker({ onCreated, ...fields }: DriverVehiclePickerProps) {
  return (
    <Stack gap="sm">
      <DriverVehicleFields {...fields} />
      <Group>
        <AddDriverVehicleButton onCreated={(created) => onCreated({ driverId: created.driver_id, vehicleId: created.vehicle_id })} />
      </Group>
    </Stack>
  );
}
