import { Group, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { AddDriverVehicleButton } from '../../fleet/components/add-driver-vehicle-modal.tsx';
import { DriverVehicleFields } from '../../fleet/components/driver-vehicle-fields.tsx';
import type { TripFormValues } from '../model/trip-form-values.ts';
import { FormSection } from './form-section.tsx';

/** Spec section 2, Driver and vehicle (staff editing): the selects, and a new driver and vehicle made on the spot. */
export function DriverVehicleSection({ form }: { form: UseFormReturnType<TripFormValues> }) {
  const driverError = form.errors['driver_id'];
  const vehicleError = form.errors['vehicle_id'];
  return (
    <FormSection title="Driver and vehicle" id="driver-and-vehicle">
      <Stack gap="sm">
        <DriverVehicleFields
          driverId={form.values.driver_id}
          vehicleId={form.values.vehicle_id}
          onChange={({ driverId, vehicleId }) => {
            form.setValues({ driver_id: driverId, vehicle_id: vehicleId });
            form.clearFieldError('driver_id');
            form.clearFieldError('vehicle_id');
          }}
          errors={{
            ...(typeof driverError === 'string' ? { driver: driverError } : {}),
            ...(typeof vehicleError === 'string' ? { vehicle: vehicleError } : {}),
          }}
        />
        <Group>
          <AddDriverVehicleButton onCreated={(created) => form.setValues({ driver_id: created.driver_id, vehicle_id: created.vehicle_id })} />
        </Group>
      </Stack>
    </FormSection>
  );
}
