import { Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { formatEuros, type OfferedTrip } from '@vozimo/contract';
import { Link } from 'react-router';
import { offersAtRiskQueryOptions } from '../../../api/offers/marketplace-admin-queries.ts';
import { ListResults } from '../../../components/back-office/list-page.tsx';
import { pickupDateText, pickupTimeText, routeLengthText, routeText } from '../marketplace/trip-text.ts';

/** Every at-risk offer shows on one page: the server lists at most 500, far more than 48 hours hold. */
const ONE_PAGE = 500;

/**
 * Offered trips no company claimed with pickup within 48 hours (ADR 0020), soonest first: staff
 * call a company, raise the payout or withdraw the offer and assign a driver on the trip's record.
 */
export function OffersAtRisk() {
  const list = useQuery({ ...offersAtRiskQueryOptions(), select: (trips: OfferedTrip[]) => ({ count: trips.length, items: trips }) });
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  return (
    <ListResults
      list={list}
      loadFailed="There was an error loading the offers at risk."
      loadingLabel="Loading the offers at risk"
      empty="No offered trip is unclaimed within 48 hours of its pickup."
      table={{
        label: 'Offers at risk',
        minWidth: 760,
        columns: [{ label: 'Pickup' }, { label: 'Route' }, { label: 'Reference' }, { label: 'Vehicle type' }, { label: 'Payout', right: true }],
        rowKey: (trip) => trip.trip_id,
        row: (trip) => <AtRiskRow trip={trip} />,
      }}
      cards={phone ? (trips) => <AtRiskCards trips={trips} /> : undefined}
      pageSize={ONE_PAGE}
      noun={['offer', 'offers']}
      page={1}
      onPage={() => {}}
    />
  );
}

const recordLink = (trip: OfferedTrip) => (
  <Anchor component={Link} to={`/admin/trips/${trip.trip_id}`} ff="monospace">
    {trip.reference ?? trip.trip_id}
  </Anchor>
);

const detailsText = (trip: OfferedTrip) => [routeLengthText(trip), `${trip.passengers} pax`].filter(Boolean).join(' · ');

/** The same offers on a phone: one card each, the payout beside the route. */
function AtRiskCards({ trips }: { trips: OfferedTrip[] }) {
  return (
    <Stack gap="sm" role="list" aria-label="Offers at risk">
      {trips.map((trip) => (
        <Paper key={trip.trip_id} withBorder radius="md" p="sm" role="listitem">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text fw={600}>{routeText(trip)}</Text>
            <Text fw={700}>{formatEuros(trip.price__driver_gross)}</Text>
          </Group>
          <Text size="sm">
            {pickupDateText(trip)}, {pickupTimeText(trip)}
          </Text>
          <Text size="xs" c="dimmed">
            {detailsText(trip)} · {trip.vehicle_type__vehicle_type_name}
          </Text>
          {recordLink(trip)}
        </Paper>
      ))}
    </Stack>
  );
}

function AtRiskRow({ trip }: { trip: OfferedTrip }) {
  return (
    <>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {pickupDateText(trip)}, {pickupTimeText(trip)}
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={500}>
          {routeText(trip)}
        </Text>
        <Text size="xs" c="dimmed">
          {detailsText(trip)}
        </Text>
      </Table.Td>
      <Table.Td>{recordLink(trip)}</Table.Td>
      <Table.Td>{trip.vehicle_type__vehicle_type_name}</Table.Td>
      <Table.Td ta="right" fw={600}>
        {formatEuros(trip.price__driver_gross)}
      </Table.Td>
      <Table.Td />
    </>
  );
}
