import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { ROUND_TRIP_MESSAGES, type RoundTrip } from '@vozimo/contract';
import { PageTitle } from '../../../components/page-title.tsx';
import { EmptyListPanel, LoadFailedAlert, QueryLoader } from '../../../components/query-states.tsx';
import { roundTripsQueryOptions } from '../../../api/round-trips/round-trips-queries.ts';
import { RoundTripCard } from './round-trip-card.tsx';

/** /app/round-trips: the day trips an agent can book at a fixed price. */
export function RoundTripsPage() {
  const roundTrips = useQuery(roundTripsQueryOptions());
  return (
    <Stack gap="lg" maw={1400} mx="auto">
      <PageTitle title="Round trips" />
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Round trips
      </Title>
      <RoundTripsContent query={roundTrips} />
    </Stack>
  );
}

function RoundTripsContent({ query }: { query: UseQueryResult<RoundTrip[]> }) {
  if (query.isPending) {
    return <QueryLoader label="Loading round trips" />;
  }
  if (query.isError) {
    return <LoadFailedAlert>{ROUND_TRIP_MESSAGES.listFailed}</LoadFailedAlert>;
  }
  if (query.data.length === 0) {
    return <EmptyListPanel>No round trips are on offer at the moment.</EmptyListPanel>;
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {query.data.map((roundTrip) => (
        <RoundTripCard key={roundTrip.round_trip_id} roundTrip={roundTrip} />
      ))}
    </SimpleGrid>
  );
}
