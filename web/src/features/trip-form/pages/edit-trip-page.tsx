import { Alert, Center, Loader } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Link, useParams } from 'react-router';
import { MessagePanel } from '../../../components/message-panel.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../auth/api/use-current-user.ts';
import { tripForEditingQueryOptions } from '../api/trip-form-queries.ts';
import { TripForm } from '../components/trip-form.tsx';

function parseTripId(value: string | undefined): number | null {
  return value && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** /app/edit-trip/{tripId}: staff edit open trips, agents their drafts. */
export function EditTripPage() {
  const tripId = parseTripId(useParams().tripId);
  if (tripId === null) return <TripNotFound />;
  return <EditTrip tripId={tripId} />;
}

function EditTrip({ tripId }: { tripId: number }) {
  const { data: user } = useCurrentUser();
  const trip = useQuery(tripForEditingQueryOptions(tripId));

  if (trip.isPending) {
    return (
      <Center py="xl">
        <PageTitle title="Edit Trip" />
        <Loader aria-label="Loading the trip" />
      </Center>
    );
  }
  if (trip.isError) {
    if (isApiError(trip.error) && trip.error.status === 404) return <TripNotFound />;
    return (
      <Alert color="red" title="Bummer" icon={<IconAlertTriangle aria-hidden />} role="alert" maw={1280} mx="auto">
        <PageTitle title="Edit Trip" />
        There was an error with loading the trip.
      </Alert>
    );
  }
  return (
    <>
      <PageTitle title={`Edit Trip ${trip.data.reference}`} />
      {/* A new trip id starts a new form; refetches of the same trip never overwrite what is typed. */}
      {user && <TripForm key={trip.data.trip_id} mode={{ kind: 'edit', trip: trip.data }} user={user} today={dayjs().format('YYYY-MM-DD')} />}
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
