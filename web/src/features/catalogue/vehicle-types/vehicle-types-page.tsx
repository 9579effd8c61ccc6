import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatEuros, type AdminVehicleType } from '@vozimo/contract';
import { useState } from 'react';
import { ADMIN_VEHICLE_TYPES_PAGE_SIZE, adminVehicleTypesQueryOptions, useSetVehicleTypeActive } from '../../../api/catalogue/vehicle-types-admin-queries.ts';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { showFailureToast } from '../../../components/failure-toast.tsx';
import { ListSearchBox } from '../../../components/list-search-box.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { EmptyListPanel, LoadFailedAlert, QueryLoader } from '../../../components/query-states.tsx';
import { VehicleTypeImage } from '../../../components/vehicle-type-image.tsx';
import { VehicleTypeFormModal } from './vehicle-type-form-modal.tsx';
import { useListAddress } from '../../../lib/list-address.ts';
import { ListFooter } from '../../../components/list-footer.tsx';

/** What a row's buttons ask the page to do. */
interface RowActions {
  onEdit: (type: AdminVehicleType) => void;
  onSetActive: (type: AdminVehicleType, isActive: boolean) => void;
  busyId: number | null;
}

/**
 * /admin/vehicle-types: the types quotes offer, with their seats, tariff and picture; retired ones
 * stay listed (trips keep them) and can come back. Sedan and Van are never retired.
 */
export function VehicleTypesPage() {
  const { update, ...params } = useListAddress();
  const phone = useMediaQuery('(max-width: 62em)', false, { getInitialValueInEffect: false });
  const types = useQuery(adminVehicleTypesQueryOptions(params));
  const setActive = useSetVehicleTypeActive();
  const [editing, setEditing] = useState<{ type: AdminVehicleType | null } | null>(null);
  const [retiring, setRetiring] = useState<AdminVehicleType | null>(null);


  const changeActive = (type: AdminVehicleType, isActive: boolean) =>
    setActive.mutate(
      { vehicleTypeId: type.vehicle_type_id, is_active: isActive },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: isActive ? `${type.vehicle_type_name} is offered in quotes again.` : `${type.vehicle_type_name} is retired.`,
          }),
        onError: (error) => showFailureToast(`Failed to ${isActive ? 'reactivate' : 'retire'} ${type.vehicle_type_name}.`, { error }),
      },
    );
  const actions: RowActions = {
    onEdit: (type) => setEditing({ type }),
    onSetActive: (type, isActive) => (isActive ? changeActive(type, true) : setRetiring(type)),
    busyId: setActive.isPending ? (setActive.variables?.vehicleTypeId ?? null) : null,
  };

  return (
    <Stack gap="lg" maw={1200}>
      <PageTitle title="Vehicle types" />
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            Vehicle types
          </Title>
          <Text c="dimmed">What customers choose from when a trip is priced. A retired type is no longer offered; trips keep it.</Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ type: null })}>
          Add vehicle type
        </Button>
      </Group>
      <ListSearchBox
        label="Find a vehicle type"
        placeholder="Name or comparable models"
        value={params.search}
        onChange={(search) => search !== params.search && update({ search }, true)}
      />
      {types.isError ? (
        <LoadFailedAlert>There was an error loading vehicle types.</LoadFailedAlert>
      ) : types.isPending ? (
        <QueryLoader label="Loading vehicle types" />
      ) : types.data.count === 0 ? (
        <EmptyListPanel>{params.search ? `No vehicle types match “${params.search}”.` : 'No vehicle types.'}</EmptyListPanel>
      ) : (
        <Stack gap="md" style={{ opacity: types.isPlaceholderData ? 0.6 : 1 }} aria-busy={types.isFetching}>
          {phone ? <TypeCards rows={types.data.items} actions={actions} /> : <TypesTable rows={types.data.items} actions={actions} />}
          <ListFooter count={types.data.count} pageSize={ADMIN_VEHICLE_TYPES_PAGE_SIZE} page={params.page} onPage={(page) => update({ page })} noun={['vehicle type', 'vehicle types']} />
        </Stack>
      )}

      <VehicleTypeFormModal
        opened={editing !== null}
        type={editing?.type ?? null}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          notifications.show({ color: 'green', message: `${saved.vehicle_type_name} saved.` });
          setEditing(null);
        }}
      />
      <ConfirmModal
        opened={retiring !== null}
        onClose={() => setRetiring(null)}
        title={`Retire ${retiring?.vehicle_type_name ?? ''}?`}
        note="New quotes will no longer offer it. Quotes already made, booked trips and vehicles of this type keep it, and you can bring it back."
        confirmLabel="Retire"
        onConfirm={() => retiring && changeActive(retiring, false)}
      />
    </Stack>
  );
}

function StatusBadges({ type }: { type: AdminVehicleType }) {
  return type.is_active ? (
    <Badge color="green" style={{ flexShrink: 0 }}>
      Active
    </Badge>
  ) : (
    <Badge color="gray" style={{ flexShrink: 0 }}>
      Retired
    </Badge>
  );
}

function RowButtons({ type, actions }: { type: AdminVehicleType; actions: RowActions }) {
  const busy = actions.busyId === type.vehicle_type_id;
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <Button size="xs" variant="default" onClick={() => actions.onEdit(type)} aria-label={`Edit ${type.vehicle_type_name}`}>
        Edit
      </Button>
      {type.is_active ? (
        !type.is_protected && (
          <Button size="xs" variant="subtle" color="red" loading={busy} onClick={() => actions.onSetActive(type, false)} aria-label={`Retire ${type.vehicle_type_name}`}>
            Retire
          </Button>
        )
      ) : (
        <Button size="xs" variant="subtle" loading={busy} onClick={() => actions.onSetActive(type, true)} aria-label={`Bring back ${type.vehicle_type_name}`}>
          Bring back
        </Button>
      )}
    </Group>
  );
}

function TypesTable({ rows, actions }: { rows: AdminVehicleType[]; actions: RowActions }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Vehicle types">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Vehicle type</Table.Th>
            <Table.Th ta="right">Seats</Table.Th>
            <Table.Th ta="right">Price per km</Table.Th>
            <Table.Th ta="right">Minimum fare</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((type) => (
            <Table.Tr key={type.vehicle_type_id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <VehicleTypeImage src={type.image} name={type.vehicle_type_name} shrinkOnPhones />
                  <Stack gap={2}>
                    <Text fw={600}>{type.vehicle_type_name}</Text>
                    <Text size="sm" c="dimmed">
                      {type.comparable_to || '—'}
                    </Text>
                    {type.baggage_note && (
                      <Text size="xs" c="dimmed" lineClamp={2}>
                        {type.baggage_note}
                      </Text>
                    )}
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td ta="right">{type.max_passengers}</Table.Td>
              <Table.Td ta="right">{formatEuros(type.price_per_km)}</Table.Td>
              <Table.Td ta="right">{formatEuros(type.minimum_fare)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <StatusBadges type={type} />
              </Table.Td>
              <Table.Td>
                <RowButtons type={type} actions={actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function TypeCards({ rows, actions }: { rows: AdminVehicleType[]; actions: RowActions }) {
  return (
    <Stack gap="sm" role="list" aria-label="Vehicle types">
      {rows.map((type) => (
        <Paper key={type.vehicle_type_id} withBorder radius="md" p="sm" role="listitem">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <VehicleTypeImage src={type.image} name={type.vehicle_type_name} shrinkOnPhones />
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={600}>{type.vehicle_type_name}</Text>
                <StatusBadges type={type} />
              </Group>
              <Text size="sm">
                {type.max_passengers} seats · {formatEuros(type.price_per_km)}/km · min. {formatEuros(type.minimum_fare)}
              </Text>
              <Text size="sm" c="dimmed" truncate>
                {type.comparable_to || '—'}
              </Text>
              <RowButtons type={type} actions={actions} />
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
