import { Badge, Button, Group, Image, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhoto, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatEuros, type RoundTripAdmin } from '@vozimo/contract';
import { useState } from 'react';
import { ADMIN_ROUND_TRIPS_PAGE_SIZE, adminRoundTripsQueryOptions, useSetRoundTripActive } from '../../../api/round-trips/round-trips-admin-queries.ts';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { showFailureToast } from '../../../components/failure-toast.tsx';
import { ListSearchBox } from '../../../components/list-search-box.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { EmptyListPanel, LoadFailedAlert, QueryLoader } from '../../../components/query-states.tsx';
import { formatHoursMinutes } from '../../../lib/format-duration.ts';
import { RoundTripForm } from './round-trip-form.tsx';
import { useListAddress } from '../../../lib/list-address.ts';
import { RecordActions } from '../../../components/record-actions.tsx';
import { ListFooter } from '../../../components/list-footer.tsx';

/**
 * /admin/round-trips: the ready-made day trips agents book at /app/round-trips, at a fixed base
 * price per vehicle type. A retired one is no longer listed there; booked trips keep it.
 */
export function RoundTripsAdminPage() {
  const { update, ...params } = useListAddress();
  const trips = useQuery(adminRoundTripsQueryOptions(params));
  const setActive = useSetRoundTripActive();
  const [editing, setEditing] = useState<{ trip: RoundTripAdmin | null } | null>(null);
  const [retiring, setRetiring] = useState<RoundTripAdmin | null>(null);


  const changeActive = (trip: RoundTripAdmin, isActive: boolean) =>
    setActive.mutate(
      { roundTripId: trip.round_trip_id, is_active: isActive },
      {
        onSuccess: () => notifications.show({ color: 'green', message: isActive ? `${trip.name} is offered again.` : `${trip.name} is retired.` }),
        onError: (error) => showFailureToast(`Failed to ${isActive ? 'bring back' : 'retire'} ${trip.name}.`, { error }),
      },
    );
  const busyId = setActive.isPending ? (setActive.variables?.roundTripId ?? null) : null;

  return (
    <Stack gap="lg" maw={1200}>
      <PageTitle title="Round trips" />
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            Round trips
          </Title>
          <Text c="dimmed">Day trips agents book at a fixed price per vehicle type. A retired one is no longer offered; booked trips keep it.</Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ trip: null })}>
          Add round trip
        </Button>
      </Group>
      <ListSearchBox label="Find a round trip" placeholder="Name" value={params.search} onChange={(search) => search !== params.search && update({ search }, true)} />
      {trips.isError ? (
        <LoadFailedAlert>There was an error loading round trips.</LoadFailedAlert>
      ) : trips.isPending ? (
        <QueryLoader label="Loading round trips" />
      ) : trips.data.count === 0 ? (
        <EmptyListPanel>{params.search ? `No round trips match “${params.search}”.` : 'No round trips yet.'}</EmptyListPanel>
      ) : (
        <Stack gap="md" style={{ opacity: trips.isPlaceholderData ? 0.6 : 1 }} aria-busy={trips.isFetching}>
          <Table.ScrollContainer minWidth={1080}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label="Round trips">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Round trip</Table.Th>
                  <Table.Th>Starts at</Table.Th>
                  <Table.Th>Duration</Table.Th>
                  <Table.Th>Base prices</Table.Th>
                  <Table.Th>Stop</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {trips.data.items.map((trip) => (
                  <Table.Tr key={trip.round_trip_id}>
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        {trip.photos[0] ? (
                          <Image src={trip.photos[0]} alt="" w={56} h={40} radius="sm" fit="cover" />
                        ) : (
                          <Group w={56} h={40} justify="center" bg="var(--mantine-color-default-hover)" style={{ borderRadius: 'var(--mantine-radius-sm)', flexShrink: 0 }} aria-hidden>
                            <IconPhoto size={18} color="var(--mantine-color-dimmed)" />
                          </Group>
                        )}
                        <Stack gap={2} style={{ minWidth: 0 }}>
                          <Text fw={600}>{trip.name}</Text>
                          <Text size="xs" c="dimmed" lineClamp={1}>
                            {trip.description || '—'}
                          </Text>
                        </Stack>
                      </Group>
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
                    <Table.Td>{trip.is_active ? <Badge color="green" miw="max-content">Active</Badge> : <Badge color="gray" miw="max-content">Retired</Badge>}</Table.Td>
                    <Table.Td>
                      <RecordActions
                        name={trip.name}
                        isActive={trip.is_active}
                        busy={busyId === trip.round_trip_id}
                        onEdit={() => setEditing({ trip })}
                        onDeactivate={() => setRetiring(trip)}
                        onActivate={() => changeActive(trip, true)}
                        deactivateLabel="Retire" activateLabel="Bring back"
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListFooter count={trips.data.count} pageSize={ADMIN_ROUND_TRIPS_PAGE_SIZE} page={params.page} onPage={(page) => update({ page })} noun={['round trip', 'round trips']} />
        </Stack>
      )}

      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing?.trip ? `Edit ${editing.trip.name}` : 'Add round trip'} size="xl">
        {/* Mounted anew for each opening, so the form starts from the record it edits. */}
        {editing && (
          <RoundTripForm
            trip={editing.trip}
            onClose={() => setEditing(null)}
            onSaved={(saved) => {
              notifications.show({ color: 'green', message: `${saved.name} saved.` });
              setEditing(null);
            }}
          />
        )}
      </Modal>
      <ConfirmModal
        opened={retiring !== null}
        onClose={() => setRetiring(null)}
        title={`Retire ${retiring?.name ?? ''}?`}
        note="Agents will no longer see or book it. Trips already booked keep it, and you can bring it back."
        confirmLabel="Retire"
        onConfirm={() => retiring && changeActive(retiring, false)}
      />
    </Stack>
  );
}
