import { useCreateDriver } from '../../../api/fleet/use-fleet-record-mutations.ts';
import type { FleetCompany } from '../../../api/fleet/use-fleet-companies.ts';
import { AddRecordForm } from '../records/record-editing.tsx';
import { DriverForm } from './driver-form.tsx';
import { EMPTY_DRIVER_FORM } from './driver-form-model.ts';

export const DRIVER_CREATED = 'Driver successfully created.';
export const CREATE_DRIVER_FAILED = 'Error with creating driver';

/** 'Add new driver' under the list (spec section 2): a driver admin's are added waiting for approval. */
export function AddDriverSection({ staff, companies }: { staff: boolean; companies: FleetCompany[] }) {
  return (
    <AddRecordForm
      title="Add new driver"
      Form={DriverForm}
      emptyValues={EMPTY_DRIVER_FORM}
      submitLabel="Add driver"
      create={useCreateDriver()}
      createdMessage={DRIVER_CREATED}
      failedMessage={CREATE_DRIVER_FAILED}
      staff={staff}
      companies={companies}
    />
  );
}
