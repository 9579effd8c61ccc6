import { DriverVehiclePicker } from '../../features/fleet/components/driver-vehicle-picker.tsx';
import type { DriverVehicleFieldsSlot } from '../../features/trips/form/components/driver-vehicle-section.tsx';
import { EditTripPage } from '../../features/trips/form/pages/edit-trip-page.tsx';
import { NewTripPage } from '../../features/trips/form/pages/new-trip-page.tsx';

// The trip form's Driver and vehicle section holds the fleet area's fields.
const driverVehicleFields: DriverVehicleFieldsSlot = (props) => <DriverVehiclePicker {...props} />;

/** /app/new-trip. */
export function NewTripRoute() {
  return <NewTripPage driverVehicleFields={driverVehicleFields} />;
}

/** /app/edit-trip/{tripId}. */
export function EditTripRoute() {
  return <EditTripPage driverVehicleFields={driverVehicleFields} />;
}
