import { notifications } from '@mantine/notifications';
import { zagrebToday } from '@vozimo/contract';
import { useMemo } from 'react';
import { useCreateVehicle } from '../../../api/fleet/use-fleet-record-mutations.ts';
import type { FleetCompany } from '../../../api/fleet/use-fleet-companies.ts';
import type { FleetFormContext } from '../records/fleet-form-model.ts';
import { AddRecordSection, reportSave } from '../records/record-frames.tsx';
import { VehicleForm } from './vehicle-form.tsx';
import { EMPTY_VEHICLE_FORM } from './vehicle-form-model.ts';

/** Spec section 8's words. */
export const VEHICLE_CREATED = 'Vehicle successfully created.';
export const CREATE_VEHICLE_FAILED = 'Error with creating vehicle';

/** 'Add new vehicle' under the list, for staff and driver admins (spec sections 2 and 6). */
export function AddVehicleSection({ staff, companies }: { staff: boolean; companies: FleetCompany[] }) {
  const create = useCreateVehicle();
  const context = useMemo<FleetFormContext>(() => ({ today: zagrebToday(), staff, onFile: new Set() }), [staff]);
  const send = (body: FormData) => reportSave(create.mutateAsync(body), CREATE_VEHICLE_FAILED, () => notifications.show({ color: 'green', message: VEHICLE_CREATED }));
  return (
    <AddRecordSection title="Add new vehicle">
      <VehicleForm
        context={context}
        initialValues={EMPTY_VEHICLE_FORM}
        companies={companies}
        submitLabel="Add vehicle"
        saving={create.isPending}
        onSubmit={send}
        resetOnSaved
        failureTitle={CREATE_VEHICLE_FAILED}
      />
    </AddRecordSection>
  );
}
