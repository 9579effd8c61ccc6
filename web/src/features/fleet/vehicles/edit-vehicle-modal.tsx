import type { VehicleListItem } from '@vozimo/contract';
import { useUpdateVehicle } from '../../../api/fleet/use-fleet-record-mutations.ts';
import type { FleetCompany } from '../../../api/fleet/use-fleet-companies.ts';
import { EditRecordFormModal } from '../records/record-editing.tsx';
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
export function EditVehicleModal({ vehicle, ...host }: EditVehicleModalProps) {
  const update = useUpdateVehicle();
  return (
    <EditRecordFormModal
      record={vehicle}
      recordKey={vehicleKey}
      name={vehicleName}
      Form={VehicleForm}
      editContext={vehicleEditContext}
      valuesOf={vehicleFormValuesOf}
      update={{ save: (edited, body) => update.mutateAsync({ vehicleId: edited.vehicle_id, body }), isPending: update.isPending }}
      failedMessage={SAVE_VEHICLE_FAILED}
      reapprovalNote={VEHICLE_REAPPROVAL_NOTE}
      {...host}
    />
  );
}

const vehicleKey = (vehicle: VehicleListItem) => vehicle.vehicle_id;
