import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { tripForEditingQueryOptions } from '../../../../api/trips/trip-for-editing-query.ts';
import { MessagePanel } from '../../../../components/message-panel.tsx';
import { PageTitle } from '../../../../components/page-title.tsx';
import { LoadFailedAlert, QueryLoader } from '../../../../components/query-states.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { useCurrentUser } from '../../../../lib/auth/use-current-user.ts';
import type { DriverVehicleFieldsSlot } from '../components/driver-vehicle-section.tsx';
import { TripForm } from '../components/trip-form.tsx';

interface EditTripPageProps {
  /** Staff's driver and vehicle fields, from the fleet area (app/ passes them in). */
  driverVehicleFields?: DriverVehicleFieldsSlot;
}

function parseTripId(value: string | undefined): number | null {
  return value && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** /app/edit-trip/{tripId}: staff edit open trips, agents their drafts. */
export function EditTripPage({ driverVehicleFields }: EditTripPageProps) {
  const tripId = parseTripId(useParams().tripId);
  if (tripId === null) return <TripNotFound />;
  return <EditTrip tripId={tripId} driverVehicleFields={driverVehicleFields} />;
}

function EditTrip({ tripId, driverVehicleFields }: EditTripPageProps & { tripId: number }) {
  const { data: user } = useCurrentUser();
  const trip = useQuery(tripForEditingQueryOptions(tripId));

  if (trip.isPending) {
    return (
      <>
        <PageTitle title="Edit Trip" />
        <QueryLoader label="Loading the trip" />
      </>
    );
  }
  if (trip.isError) {
    if (isApiError(trip.error) && trip.error.status === 404) return <TripNotFound />;
    return (
      <>
        <PageTitle title="Edit Trip" />
        <LoadFailedAlert maw={1280} mx="auto">
          There was an error with loading the trip.
        </LoadFailedAlert>
      </>
    );
  }
  return (
    <>
      <PageTitle title={`Edit Trip ${trip.data.reference}`} />
      {/* A new trip id starts a new form; refetches of the same trip never overwrite what is typed. */}
      {user && (
        <TripForm
          key={trip.data.trip_id}
          mode={{ kind: 'edit', trip: trip.data }}
          user={user}
          now={new Date()}
          driverVehicleFields={driverVehicleFields}
        />
      )}
    </>
  );
}

function TripNotFound() {
  return (
    <MessagePanel label="404" title="Trip not found" actions={<Link to="/app/trips">Back to trips</Link>}>
      This trip does not exist, or it is not one you can open.
    </MessagePanel>
  );
}
