import { Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatEuros, type RoundTripAdmin } from '@vozimo/contract';
import { ADMIN_ROUND_TRIPS_PAGE_SIZE, adminRoundTripsQueryOptions, useSetRoundTripActive } from '../../../api/round-trips/round-trips-admin-queries.ts';
import { RecordFormModal, useRecordEditor } from '../../../components/back-office/form-modal.tsx';
import { ActiveBadge, BackOfficeListPage } from '../../../components/back-office/list-page.tsx';
import { PhotoNameCell } from '../../../components/back-office/record-photo.tsx';
import { useStatusSwitch } from '../../../components/back-office/status-switch.tsx';
import { formatHoursMinutes } from '../../../lib/format-duration.ts';
import { useListAddress } from '../../../lib/list-address.ts';
import { RoundTripForm } from './round-trip-form.tsx';

/**
 * /admin/round-trips: the ready-made day trips agents book at /app/round-trips, at a fixed base
 * price per vehicle type. A retired one is no longer listed there; booked trips keep it.
 */
export function RoundTripsAdminPage() {
  const address = useListAddress();
  const trips = useQuery(adminRoundTripsQueryOptions({ search: address.search, page: address.page }));
  const editor = useRecordEditor<RoundTripAdmin>();
  const status = useStatusSwitch({
    mutation: useSetRoundTripActive(),
    variables: (trip: RoundTripAdmin, is_active) => ({ roundTripId: trip.round_trip_id, is_active }),
    id: (trip) => trip.round_trip_id,
    name: (trip) => trip.name,
    verbs: { deactivate: 'Retire', activate: 'Bring back' },
    done: (trip, isActive) => (isActive ? `${trip.name} is offered again.` : `${trip.name} is retired.`),
    note: 'Agents will no longer see or book it. Trips already booked keep it, and you can bring it back.',
  });

  return (
    <BackOfficeListPage
      title="Round trips"
      intro="Day trips agents book at a fixed price per vehicle type. A retired one is no longer offered; booked trips keep it."
      maw={1200}
      addLabel="Add round trip"
      onAdd={editor.add}
      address={address}
      search={{ label: 'Find a round trip', placeholder: 'Name' }}
      list={trips}
      loadFailed="There was an error loading round trips."
      loadingLabel="Loading round trips"
      empty={address.search ? `No round trips match “${address.search}”.` : 'No round trips yet.'}
      table={{
        label: 'Round trips',
        minWidth: 1080,
        columns: [{ label: 'Round trip' }, { label: 'Starts at' }, { label: 'Duration' }, { label: 'Base prices' }, { label: 'Stop' }, { label: 'Status' }],
        rowKey: (trip) => trip.round_trip_id,
        row: (trip) => (
          <>
            <Table.Td>
              <PhotoNameCell photo={trip.photos[0]} name={trip.name} description={trip.description} />
            </Table.Td>
            <Table.Td>{trip.start_place.formatted_address}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Text size="sm">{formatHoursMinutes(trip.duration_minutes)}</Text>
              {trip.distance_km > 0 && (
                <Text size="xs" c="dimmed">
                  {trip.distance_km} km
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Stack gap={0}>
                {trip.prices.map((p) => (
                  <Text key={p.vehicle_type_id} size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {p.vehicle_type_name}: {formatEuros(p.price)}
                  </Text>
                ))}
              </Stack>
            </Table.Td>
            <Table.Td>
              {trip.stop ? (
                <Text size="sm">
                  {trip.stop.name}, {formatEuros(trip.stop.price)}, {trip.stop.duration_minutes} min
                </Text>
              ) : (
                <Text size="sm" c="dimmed">
                  None
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <ActiveBadge isActive={trip.is_active} inactiveLabel="Retired" />
            </Table.Td>
            <Table.Td>{status.actions(trip, () => editor.edit(trip))}</Table.Td>
          </>
        ),
      }}
      pageSize={ADMIN_ROUND_TRIPS_PAGE_SIZE}
      noun={['round trip', 'round trips']}
    >
      <RecordFormModal editor={editor} size="xl" title={(trip) => (trip ? `Edit ${trip.name}` : 'Add round trip')} savedMessage={(saved) => `${saved.name} saved.`}>
        {(props) => <RoundTripForm {...props} />}
      </RecordFormModal>
      {status.confirm}
    </BackOfficeListPage>
  );
}
