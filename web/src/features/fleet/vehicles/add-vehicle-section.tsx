import { useCreateVehicle } from '../../../api/fleet/use-fleet-record-mutations.ts';
import type { FleetCompany } from '../../../api/fleet/use-fleet-companies.ts';
import { AddRecordForm } from '../records/record-editing.tsx';
import { VehicleForm } from './vehicle-form.tsx';
import { EMPTY_VEHICLE_FORM } from './vehicle-form-model.ts';

/** Spec section 8's words. */
export const VEHICLE_CREATED = 'Vehicle successfully created.';
export const CREATE_VEHICLE_FAILED = 'Error with creating vehicle';

/** 'Add new vehicle' under the list, for staff and driver admins (spec sections 2 and 6). */
export function AddVehicleSection({ staff, companies }: { staff: boolean; companies: FleetCompany[] }) {
  return (
    <AddRecordForm
      title="Add new vehicle"
      Form={VehicleForm}
      emptyValues={EMPTY_VEHICLE_FORM}
      submitLabel="Add vehicle"
      create={useCreateVehicle()}
      createdMessage={VEHICLE_CREATED}
      failedMessage={CREATE_VEHICLE_FAILED}
      staff={staff}
      companies={companies}
    />
  );
}
