import type { DriverListItem } from '@vozimo/contract';
import { useUpdateDriver } from '../../../api/fleet/use-fleet-record-mutations.ts';
import type { FleetCompany } from '../../../api/fleet/use-fleet-companies.ts';
import { EditRecordFormModal } from '../records/record-editing.tsx';
import { DriverForm } from './driver-form.tsx';
import { driverEditContext, driverFormValuesOf } from './driver-form-model.ts';

export const SAVE_DRIVER_FAILED = 'Error with saving driver';
/** ADR 0019: what sends a driver back to approval. */
export const DRIVER_REAPPROVAL_NOTE =
  'Changing the name, the photo or a document sends the driver back to waiting for approval. Trips already assigned keep them.';

interface EditDriverModalProps {
  /** The driver being edited; null keeps the modal closed. */
  driver: DriverListItem | null;
  staff: boolean;
  companies: FleetCompany[];
  onClose: () => void;
}

/** Edit a driver: the add form filled in, files optional (an empty picker keeps the file on record). */
export function EditDriverModal({ driver, ...host }: EditDriverModalProps) {
  const update = useUpdateDriver();
  return (
    <EditRecordFormModal
      record={driver}
      recordKey={driverKey}
      name={driverName}
      Form={DriverForm}
      editContext={driverEditContext}
      valuesOf={driverFormValuesOf}
      update={{ save: (edited, body) => update.mutateAsync({ driverId: edited.driver_id, body }), isPending: update.isPending }}
      failedMessage={SAVE_DRIVER_FAILED}
      reapprovalNote={DRIVER_REAPPROVAL_NOTE}
      {...host}
    />
  );
}

const driverKey = (driver: DriverListItem) => driver.driver_id;
const driverName = (driver: DriverListItem) => driver.driver_name;
