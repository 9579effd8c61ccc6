import { Anchor, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { formatEuros, formatPickup, TRIP_STATUS_DISPLAY, TRIP_STATUSES, tripStatusSchema, type AdminTripRow, type TripStatus } from '@vozimo/contract';
import { Link } from 'react-router';
import { useListAddress } from '../../../lib/list-address.ts';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { EmptyListPanel, LoadFailedAlert, QueryLoader } from '../../../components/query-states.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { ADMIN_TRIPS_PAGE_SIZE, adminTripsQueryOptions } from '../../../api/trips/trips-admin-queries.ts';
import { ListSearchBox } from '../../../components/list-search-box.tsx';

const STATUS_OPTIONS = TRIP_STATUSES.map((status) => ({ value: status, label: TRIP_STATUS_DISPLAY[status].longLabel }));

/** The list's filters as the address holds them, so a search can be shared and survives a reload. */
/** /admin/trips: find any trip by its reference or its customer, newest pickup first (ADR 0023). */
export function FindTripsPage() {
  const { update, search, page, filters } = useListAddress(['status']);
  const status = tripStatusSchema.safeParse(filters.status);
  const params = { search, page, status: status.success ? status.data : null };
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const trips = useQuery(adminTripsQueryOptions(params));

  return (
    <Stack gap="lg">
      <PageTitle title="Trips" />
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Trips
      </Title>
      <Group align="flex-end" gap="sm">
        <ListSearchBox
          label="Find a trip"
          placeholder="Reference, customer name, e-mail or phone"
          value={params.search}
          onChange={(search) => search !== params.search && update({ search }, true)}
        />
        <Select
          label="Status"
          placeholder="All statuses"
          data={STATUS_OPTIONS}
          value={params.status}
          onChange={(value) => update({ status: (value as TripStatus | null) ?? null })}
          clearable
          w={{ base: '100%', sm: 200 }}
        />
      </Group>
      {trips.isError ? (
        <LoadFailedAlert>There was an error with loading trips.</LoadFailedAlert>
      ) : trips.isPending ? (
        <QueryLoader label="Loading trips" />
      ) : trips.data.count === 0 ? (
        <EmptyListPanel>{params.search ? `No trips match “${params.search}”.` : 'No trips.'}</EmptyListPanel>
      ) : (
        <Stack gap="md" style={{ opacity: trips.isPlaceholderData ? 0.6 : 1 }} aria-busy={trips.isFetching}>
          {phone ? <TripCards rows={trips.data.items} /> : <TripsTable rows={trips.data.items} />}
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {trips.data.count === 1 ? '1 trip' : `${trips.data.count} trips`}
            </Text>
            {trips.data.count > ADMIN_TRIPS_PAGE_SIZE && (
              <ListPagination
                total={Math.ceil(trips.data.count / ADMIN_TRIPS_PAGE_SIZE)}
                value={params.page}
                onChange={(page) => update({ page })}
              />
            )}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

const recordPath = (row: AdminTripRow) => `/admin/trips/${row.trip_id}`;
const soldBy = (row: AdminTripRow) => (row.agency_name ? `${row.agent_name}, ${row.agency_name}` : row.agent_name);

function TripsTable({ rows }: { rows: AdminTripRow[] }) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Trips">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Reference</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Pickup</Table.Th>
            <Table.Th>Route</Table.Th>
            <Table.Th>Customer</Table.Th>
            <Table.Th>Sold by</Table.Th>
            <Table.Th>Company</Table.Th>
            <Table.Th ta="right">Price</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.trip_id}>
              <Table.Td>
                <Anchor component={Link} to={recordPath(row)} ff="monospace" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {row.reference}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <StatusBadge status={row.status} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPickup(row.pickup_date, row.pickup_time)}</Table.Td>
              <Table.Td>
                {row.start_locality} – {row.end_locality}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{row.customer_name || '—'}</Text>
                <Text size="xs" c="dimmed">
                  {[row.customer_email, row.customer_phone].filter(Boolean).join(' · ')}
                </Text>
              </Table.Td>
              <Table.Td>{soldBy(row)}</Table.Td>
              <Table.Td>{row.company_name ?? '—'}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatEuros(row.price_gross)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function TripCards({ rows }: { rows: AdminTripRow[] }) {
  return (
    <Stack gap="sm" role="list" aria-label="Trips">
      {rows.map((row) => (
        <Paper key={row.trip_id} withBorder radius="md" p="sm" role="listitem">
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Anchor component={Link} to={recordPath(row)} ff="monospace" fw={600}>
                {row.reference}
              </Anchor>
              <StatusBadge status={row.status} />
            </Group>
            <Text size="sm" fw={500}>
              {row.start_locality} – {row.end_locality}
            </Text>
            <Text size="sm">{formatPickup(row.pickup_date, row.pickup_time)}</Text>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" c="dimmed" truncate>
                {row.customer_name || '—'} · {soldBy(row)}
              </Text>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatEuros(row.price_gross)}
              </Text>
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
