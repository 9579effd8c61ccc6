import { Alert } from '@mantine/core';
import { zagrebToday, type VehicleListItem } from '@vozimo/contract';
import { useMemo } from 'react';
import { useUpdateVehicle } from '../../../api/fleet/use-fleet-record-mutations.ts';
import type { FleetCompany } from '../../../api/fleet/use-fleet-companies.ts';
import { EditRecordModal, reportSave, showSavedToast } from '../records/record-frames.tsx';
import { VehicleForm } from './vehicle-form.tsx';
import { vehicleEditContext, vehicleFormValuesOf } from './vehicle-form-model.ts';
import { vehicleName } from './vehicles-table.tsx';

export const SAVE_VEHICLE_FAILED = 'Error with saving vehicle';
/** ADR 0019: what sends a vehicle back to approval. */
export const VEHICLE_REAPPROVAL_NOTE =
  'Changing the license plate, the vehicle type or a document sends the vehicle back to waiting for approval. Trips already assigned keep it.';

interface EditVehicleModalProps {
  /** The vehicle being edited; null keeps the modal closed. */
  vehicle: VehicleListItem | null;
  staff: boolean;
  companies: FleetCompany[];
  onClose: () => void;
}

/** Edit a vehicle: the add form filled in, files optional (an empty picker keeps the file on record). */
export function EditVehicleModal({ vehicle, staff, companies, onClose }: EditVehicleModalProps) {
  return (
    <EditRecordModal title={vehicle ? `Edit ${vehicleName(vehicle)}` : null} onClose={onClose}>
      {vehicle && <EditVehicleForm key={vehicle.vehicle_id} vehicle={vehicle} staff={staff} companies={companies} onClose={onClose} />}
    </EditRecordModal>
  );
}

function EditVehicleForm({ vehicle, staff, companies, onClose }: EditVehicleModalProps & { vehicle: VehicleListItem }) {
  const update = useUpdateVehicle();
  const context = useMemo(() => vehicleEditContext(vehicle, zagrebToday(), staff), [vehicle, staff]);
  const initialValues = useMemo(() => vehicleFormValuesOf(vehicle), [vehicle]);
  const send = (body: FormData) =>
    reportSave(update.mutateAsync({ vehicleId: vehicle.vehicle_id, body }), SAVE_VEHICLE_FAILED, (saved) => {
      showSavedToast(vehicleName(saved), vehicle.is_approved, saved.is_approved);
      onClose();
    });
  return (
    <VehicleForm
      context={context}
      initialValues={initialValues}
      companies={companies}
      submitLabel="Save changes"
      saving={update.isPending}
      onSubmit={send}
      onCancel={onClose}
      failureTitle={SAVE_VEHICLE_FAILED}
      // Staff's changes are approved at once (ADR 0019), so only a company is told.
      note={staff ? null : <Alert color="yellow" variant="light">{VEHICLE_REAPPROVAL_NOTE}</Alert>}
    />
  );
}
