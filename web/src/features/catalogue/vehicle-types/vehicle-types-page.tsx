import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { formatEuros, type AdminVehicleType } from '@vozimo/contract';
import type { ReactNode } from 'react';
import { ADMIN_VEHICLE_TYPES_PAGE_SIZE, adminVehicleTypesQueryOptions, useSetVehicleTypeActive } from '../../../api/catalogue/vehicle-types-admin-queries.ts';
import { RecordFormModal, useRecordEditor } from '../../../components/back-office/form-modal.tsx';
import { BackOfficeListPage } from '../../../components/back-office/list-page.tsx';
import { useStatusSwitch } from '../../../components/back-office/status-switch.tsx';
import { VehicleTypeImage } from '../../../components/vehicle-type-image.tsx';
import { useListAddress } from '../../../lib/list-address.ts';
import { VehicleTypeForm } from './vehicle-type-form.tsx';

/**
 * /admin/vehicle-types: the types quotes offer, with their seats, tariff and picture; retired ones
 * stay listed (trips keep them) and can come back. Sedan and Van are never retired.
 */
export function VehicleTypesPage() {
  const address = useListAddress();
  const phone = useMediaQuery('(max-width: 62em)', false, { getInitialValueInEffect: false });
  const types = useQuery(adminVehicleTypesQueryOptions({ search: address.search, page: address.page }));
  const editor = useRecordEditor<AdminVehicleType>();
  const status = useStatusSwitch({
    mutation: useSetVehicleTypeActive(),
    variables: (type: AdminVehicleType, is_active) => ({ vehicleTypeId: type.vehicle_type_id, is_active }),
    id: (type) => type.vehicle_type_id,
    name: (type) => type.vehicle_type_name,
    verbs: { deactivate: 'Retire', activate: 'Bring back', activateFailed: 'reactivate' },
    done: (type, isActive) => (isActive ? `${type.vehicle_type_name} is offered in quotes again.` : `${type.vehicle_type_name} is retired.`),
    note: 'New quotes will no longer offer it. Quotes already made, booked trips and vehicles of this type keep it, and you can bring it back.',
  });
  // Sedan and Van are never retired.
  const buttons = (type: AdminVehicleType) => status.actions(type, () => editor.edit(type), { canDeactivate: !type.is_protected });

  return (
    <BackOfficeListPage
      title="Vehicle types"
      intro="What customers choose from when a trip is priced. A retired type is no longer offered; trips keep it."
      maw={1200}
      addLabel="Add vehicle type"
      onAdd={editor.add}
      address={address}
      search={{ label: 'Find a vehicle type', placeholder: 'Name or comparable models' }}
      list={types}
      loadFailed="There was an error loading vehicle types."
      loadingLabel="Loading vehicle types"
      empty={address.search ? `No vehicle types match “${address.search}”.` : 'No vehicle types.'}
      cards={phone ? (rows) => <TypeCards rows={rows} buttons={buttons} /> : undefined}
      table={{
        label: 'Vehicle types',
        minWidth: 900,
        columns: [{ label: 'Vehicle type' }, { label: 'Seats', right: true }, { label: 'Price per km', right: true }, { label: 'Minimum fare', right: true }, { label: 'Status' }],
        rowKey: (type) => type.vehicle_type_id,
        row: (type) => (
          <>
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
            <Table.Td>{buttons(type)}</Table.Td>
          </>
        ),
      }}
      pageSize={ADMIN_VEHICLE_TYPES_PAGE_SIZE}
      noun={['vehicle type', 'vehicle types']}
    >
      <RecordFormModal
        editor={editor}
        size="lg"
        title={(type) => (type ? `Edit ${type.vehicle_type_name}` : 'Add vehicle type')}
        savedMessage={(saved) => `${saved.vehicle_type_name} saved.`}
      >
        {(props) => <VehicleTypeForm {...props} />}
      </RecordFormModal>
      {status.confirm}
    </BackOfficeListPage>
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

function TypeCards({ rows, buttons }: { rows: AdminVehicleType[]; buttons: (type: AdminVehicleType) => ReactNode }) {
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
              {buttons(type)}
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
