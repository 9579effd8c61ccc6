import { Alert } from '@mantine/core';
import { zagrebToday, type DriverListItem } from '@vozimo/contract';
import { useMemo } from 'react';
import { useUpdateDriver } from '../../../api/fleet/use-fleet-record-mutations.ts';
import type { FleetCompany } from '../../../api/fleet/use-fleet-companies.ts';
import { EditRecordModal, reportSave, showSavedToast } from '../records/record-frames.tsx';
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
export function EditDriverModal({ driver, staff, companies, onClose }: EditDriverModalProps) {
  return (
    <EditRecordModal title={driver ? `Edit ${driver.driver_name}` : null} onClose={onClose}>
      {driver && <EditDriverForm key={driver.driver_id} driver={driver} staff={staff} companies={companies} onClose={onClose} />}
    </EditRecordModal>
  );
}

function EditDriverForm({ driver, staff, companies, onClose }: EditDriverModalProps & { driver: DriverListItem }) {
  const update = useUpdateDriver();
  const context = useMemo(() => driverEditContext(driver, zagrebToday(), staff), [driver, staff]);
  const initialValues = useMemo(() => driverFormValuesOf(driver), [driver]);
  const send = (body: FormData) =>
    reportSave(update.mutateAsync({ driverId: driver.driver_id, body }), SAVE_DRIVER_FAILED, (saved) => {
      showSavedToast(saved.driver_name, driver.is_approved, saved.is_approved);
      onClose();
    });
  return (
    <DriverForm
      context={context}
      initialValues={initialValues}
      companies={companies}
      submitLabel="Save changes"
      saving={update.isPending}
      onSubmit={send}
      onCancel={onClose}
      failureTitle={SAVE_DRIVER_FAILED}
      // Staff's changes are approved at once (ADR 0019), so only a company is told.
      note={staff ? null : <Alert color="yellow" variant="light">{DRIVER_REAPPROVAL_NOTE}</Alert>}
    />
  );
}
