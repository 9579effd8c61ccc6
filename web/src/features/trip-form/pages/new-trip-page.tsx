import dayjs from 'dayjs';
import { PageTitle } from '../../../components/page-title.tsx';
import { useCurrentUser } from '../../auth/api/use-current-user.ts';
import { TripForm } from '../components/trip-form.tsx';

/** /app/new-trip: a quote or booking from scratch. */
export function NewTripPage() {
  const { data: user } = useCurrentUser();
  return (
    <>
      <PageTitle title="New Trip" />
      {/* The protected layout renders pages only once the user is loaded. */}
      {user && <TripForm mode={{ kind: 'new' }} user={user} today={dayjs().format('YYYY-MM-DD')} />}
    </>
  );
}
