import { PageTitle } from '../../../../components/page-title.tsx';
import { useCurrentUser } from '../../../../lib/auth/use-current-user.ts';
import type { DriverVehicleFieldsSlot } from '../components/driver-vehicle-section.tsx';
import { TripForm } from '../components/trip-form.tsx';

/** /app/new-trip: a quote or booking from scratch. */
export function NewTripPage({ driverVehicleFields }: { driverVehicleFields?: DriverVehicleFieldsSlot }) {
  const { data: user } = useCurrentUser();
  return (
    <>
      <PageTitle title="New Trip" />
      {/* The protected layout renders pages only once the user is loaded. */}
      {user && <TripForm mode={{ kind: 'new' }} user={user} now={new Date()} driverVehicleFields={driverVehicleFields} />}
    </>
  );
}
