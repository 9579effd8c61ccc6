import { Alert, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { OFFERS_SCREEN_TEXT, type ClaimedTrip, type OfferedTrip } from '@vozimo/contract';
import { useState, type ReactNode } from 'react';
import { offeredTripsQueryOptions, upcomingClaimedTripsQueryOptions } from '../../../api/offers/offers-queries.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { EmptyListPanel, LoadFailedAlert, QueryLoader } from '../../../components/query-states.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth/use-current-user.ts';
import { AssignmentModal, type AssignmentTarget } from './assignment-modal.tsx';
import { ClaimedTripCards, ClaimedTripsTable } from './claimed-trips.tsx';
import { OfferedTripCards, OfferedTripsTable } from './offered-trips.tsx';

/**
 * /app/offers (driver admin; staff viewing as driver): the trips offered to driver companies, with
 * the company's payout, and the company's upcoming claimed trips (spec section 2). Claim takes a
 * trip with one of the company's drivers and vehicles; Change swaps them until 24 h before pickup.
 */
export function OffersPage() {
  const offered = useQuery(offeredTripsQueryOptions());
  const claimed = useQuery(upcomingClaimedTripsQueryOptions());
  const { data: user } = useCurrentUser();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [target, setTarget] = useState<AssignmentTarget | null>(null);
  // A company staff have not approved yet is refused the marketplace (403): the server says why, once.
  const refusal = refusalReason(offered.error) ?? refusalReason(claimed.error);

  return (
    <Stack gap="xl" maw={1400} mx="auto">
      <PageTitle title="Offers" />
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Offers
        </Title>
        <Text c="dimmed">Claim a trip with one of your drivers and vehicles; you can change them until 24 hours before pickup.</Text>
      </Stack>

      {refusal ? (
        <Alert color="yellow" variant="light" title="Offers are not available">
          {refusal}
        </Alert>
      ) : (
        <>
          <TripListSection
            title="Offered Trips"
            query={offered}
            loadingLabel="Loading offered trips"
            errorText="There was an error loading offered trips."
            emptyText={OFFERS_SCREEN_TEXT.noOffered}
          >
            {(trips) => {
              const onClaim = (trip: OfferedTrip) => setTarget({ mode: 'claim', trip });
              return phone ? <OfferedTripCards trips={trips} onClaim={onClaim} /> : <OfferedTripsTable trips={trips} onClaim={onClaim} />;
            }}
          </TripListSection>

          <TripListSection
            title="Upcoming Claimed Trips"
            query={claimed}
            loadingLabel="Loading claimed trips"
            errorText="There was an error loading claimed trips."
            emptyText={OFFERS_SCREEN_TEXT.noClaimed}
          >
            {(trips) => {
              const onChange = (trip: ClaimedTrip) => setTarget({ mode: 'change', trip });
              return phone ? <ClaimedTripCards trips={trips} onChange={onChange} /> : <ClaimedTripsTable trips={trips} onChange={onChange} />;
            }}
          </TripListSection>
        </>
      )}

      <AssignmentModal target={target} staff={user?.is_staff === true} onClose={() => setTarget(null)} />
    </Stack>
  );
}

function refusalReason(error: unknown): string | undefined {
  return isApiError(error) && error.status === 403 ? error.globalErrors[0] : undefined;
}

interface TripListSectionProps<Trip> {
  title: string;
  query: UseQueryResult<Trip[]>;
  loadingLabel: string;
  errorText: string;
  emptyText: string;
  children: (trips: Trip[]) => ReactNode;
}

/** One of the screen's two lists under its heading, with its own loading, error and empty state. */
function TripListSection<Trip>({ title, query, loadingLabel, errorText, emptyText, children }: TripListSectionProps<Trip>) {
  const headingId = `offers-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} fz={{ base: 20, sm: 22 }} id={headingId}>
        {title}
      </Title>
      {query.isPending ? (
        <QueryLoader label={loadingLabel} />
      ) : query.isError ? (
        <LoadFailedAlert>{errorText}</LoadFailedAlert>
      ) : query.data.length === 0 ? (
        <EmptyListPanel>{emptyText}</EmptyListPanel>
      ) : (
        children(query.data)
      )}
    </Stack>
  );
}
