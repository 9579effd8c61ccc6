import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import type { TripFormValues } from '../model/trip-form-values.ts';
import { FormSection } from '../../../../components/form-section.tsx';

export interface DriverVehicleChoice {
  driverId: number | null;
  vehicleId: number | null;
}

/** What the form hands the driver and vehicle fields: the chosen ids, their messages, and how to change them. */
export interface DriverVehicleFieldsSlotProps extends DriverVehicleChoice {
  /** A choice in the selects; their messages go with it. */
  onChange: (next: DriverVehicleChoice) => void;
  /** A driver and vehicle made on the spot, to select. */
  onCreated: (created: DriverVehicleChoice) => void;
  /** Validation messages (the server's 422 for driver_id / vehicle_id). */
  errors: { driver?: string; vehicle?: string };
}

/** The fleet area's driver and vehicle fields; app/ passes them in, as a feature never imports another. */
export type DriverVehicleFieldsSlot = (props: DriverVehicleFieldsSlotProps) => ReactNode;

interface DriverVehicleSectionProps {
  form: UseFormReturnType<TripFormValues>;
  driverVehicleFields?: DriverVehicleFieldsSlot;
}

/** Spec section 2, Driver and vehicle (staff editing): the selects, and a new driver and vehicle made on the spot. */
export function DriverVehicleSection({ form, driverVehicleFields }: DriverVehicleSectionProps) {
  const driverError = form.errors['driver_id'];
  const vehicleError = form.errors['vehicle_id'];
  return (
    <FormSection title="Driver and vehicle" id="driver-and-vehicle">
      {driverVehicleFields?.({
        driverId: form.values.driver_id,
        vehicleId: form.values.vehicle_id,
        onChange: ({ driverId, vehicleId }) => {
          form.setValues({ driver_id: driverId, vehicle_id: vehicleId });
          form.clearFieldError('driver_id');
          form.clearFieldError('vehicle_id');
        },
        onCreated: ({ driverId, vehicleId }) => form.setValues({ driver_id: driverId, vehicle_id: vehicleId }),
        errors: {
          ...(typeof driverError === 'string' ? { driver: driverError } : {}),
          ...(typeof vehicleError === 'string' ? { vehicle: vehicleError } : {}),
        },
      })}
    </FormSection>
  );
}
