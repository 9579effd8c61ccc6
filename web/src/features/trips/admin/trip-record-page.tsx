import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconArrowsExchange, IconCircleDot, IconEdit, IconExternalLink } from '@tabler/icons-react';
import {
  formatEuros,
  formatInstant,
  formatPickup,
  TRIP_STATUS_DISPLAY,
  type AdminTripRecord,
  type AuditLine,
} from '@vozimo/contract';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { EmptyListPanel, LoadFailedAlert, QueryLoader } from '../../../components/query-states.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { adminTripRecordQueryOptions } from '../../../api/trips/trips-admin-queries.ts';
import { tripPageUrl } from '../dashboard/trip-columns.ts';

export interface TripRecordPageProps {
  /** The offers area's Offer to drivers or Withdraw offer beside the offer's state (composed in app/admin). */
  offerActions?: (trip: AdminTripRecord) => ReactNode;
}

/** /admin/trips/:tripId: one trip's whole record and its history, read-only; it is changed in its edit screen. */
export function TripRecordPage({ offerActions }: TripRecordPageProps = {}) {
  const tripId = Number(useParams().tripId);
  const valid = Number.isInteger(tripId) && tripId > 0;
  const record = useQuery({ ...adminTripRecordQueryOptions(tripId), enabled: valid });
  if (!valid || (record.isError && isApiError(record.error) && record.error.status === 404)) {
    return <EmptyListPanel>This trip does not exist.</EmptyListPanel>;
  }
  if (record.isError) return <LoadFailedAlert>There was an error with loading the trip.</LoadFailedAlert>;
  if (record.isPending) return <QueryLoader label="Loading the trip" />;
  return <TripRecord trip={record.data} offerActions={offerActions?.(record.data)} />;
}

function TripRecord({ trip, offerActions }: { trip: AdminTripRecord; offerActions: ReactNode }) {
  const customer = `${trip.customer.first_name} ${trip.customer.last_name}`.trim();
  return (
    <Stack gap="lg">
      <PageTitle title={`Trip ${trip.reference}`} />
      <Anchor component={Link} to="/admin/trips" size="sm">
        ← Trips
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} fz={{ base: 24, sm: 30 }} ff="monospace">
              {trip.reference}
            </Title>
            <StatusBadge status={trip.status} long />
          </Group>
          <Text c="dimmed">
            {trip.route.start_locality} – {trip.route.end_locality} · {formatPickup(trip.pickup_date, trip.pickup_time)}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button component={Link} to={`/app/edit-trip/${trip.trip_id}`} leftSection={<IconEdit size={16} aria-hidden />}>
            Edit trip
          </Button>
          <Button
            component="a"
            href={tripPageUrl(trip.reference, trip.token)}
            target="_blank"
            rel="noopener"
            variant="default"
            leftSection={<IconExternalLink size={16} aria-hidden />}
          >
            Public page
          </Button>
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Section title="Route">
          <Field label="From">
            {trip.route.start_address}
            {trip.route.start_loc_details && <Text size="sm" c="dimmed">{trip.route.start_loc_details}</Text>}
          </Field>
          <Field label="To">
            {trip.route.end_address}
            {trip.route.end_loc_details && <Text size="sm" c="dimmed">{trip.route.end_loc_details}</Text>}
          </Field>
          <Field label="Pickup">{formatPickup(trip.pickup_date, trip.pickup_time)}</Field>
          <Field label="Distance and time">
            {trip.route.distance_km} km · {trip.route.duration_min} min
          </Field>
          {trip.route.stops.length > 0 && (
            <Field label="Stops">{trip.route.stops.map((s) => `${s.name} (${s.time} min)`).join(', ')}</Field>
          )}
          <Field label="Passengers and vehicle">
            {trip.passengers} · {trip.vehicle_type}
          </Field>
        </Section>

        <Section title="People">
          <Field label="Customer">
            {customer || '—'}
            <Text size="sm" c="dimmed">
              {[trip.customer.email, trip.customer.phone].filter(Boolean).join(' · ') || 'No contact'}
            </Text>
          </Field>
          <Field label="Sold by">
            {trip.agent ? `${trip.agent.name} (${trip.agent.username})` : '—'}
            {trip.agency && <Text size="sm" c="dimmed">{trip.agency.name}</Text>}
          </Field>
          <Field label="Booked">{formatInstant(trip.created_at)}</Field>
        </Section>

        <Section title="Prices and payment">
          <Field label="Price">{formatEuros(trip.prices.price_gross)} (net {formatEuros(trip.prices.price_net)})</Field>
          <Field label="Agency commission">{formatEuros(trip.prices.agency_fee)}</Field>
          <Field label="Deposit">
            {formatEuros(trip.prices.deposit_gross)} ·{' '}
            {trip.deposit_paid ? `paid${trip.deposit_paid_at ? ` ${formatInstant(trip.deposit_paid_at)}` : ''}` : 'not paid'}
          </Field>
          {trip.bulk_payment_id !== null && <Field label="Bank transfer">Payment #{trip.bulk_payment_id}</Field>}
          <Field label="Driver collects">{formatEuros(trip.prices.driver_gross)}</Field>
          {trip.prices.payout_raise !== '0.00' && <Field label="Payout raise">{formatEuros(trip.prices.payout_raise)}</Field>}
        </Section>

        <Section title="Driver and vehicle">
          <Field label="Company">{trip.company?.name ?? '—'}</Field>
          <Field label="Driver">{trip.driver?.name ?? '—'}</Field>
          <Field label="Vehicle">{trip.vehicle ? `${trip.vehicle.name} · ${trip.vehicle.license_plate}` : '—'}</Field>
          <Field label="Offered to drivers">
            {trip.offer_drivers ? (trip.offered_at ? formatInstant(trip.offered_at) : 'Yes') : 'No'}
          </Field>
          <Field label="Claimed">{trip.claimed_at ? formatInstant(trip.claimed_at) : '—'}</Field>
          {offerActions && <Group gap="xs">{offerActions}</Group>}
        </Section>
      </SimpleGrid>

      <Section title="History">
        <TripTimeline trip={trip} />
      </Section>

      <Section title="Audit log">
        <AuditLines lines={trip.audit} />
        <Anchor component={Link} to={`/admin/audit?subject_type=trip&subject_id=${trip.trip_id}`} size="sm">
          All of this trip’s lines in the audit log
        </Anchor>
      </Section>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}

const byWhom = (by: AdminTripRecord['status_history'][number]['by']) => (by ? by.name : 'the system');
const statusName = (status: keyof typeof TRIP_STATUS_DISPLAY) => TRIP_STATUS_DISPLAY[status].longLabel;
const ASSIGNMENT_WORDS: Record<string, string> = {
  claim: 'Claimed',
  change: 'Driver or vehicle changed',
  release: 'Given back',
  staff_assign: 'Assigned by staff',
};
const pair = (driver: string | null, vehicle: string | null) => [driver, vehicle].filter(Boolean).join(', ') || 'nobody';

/** The trip's status changes and assignments, oldest first, each with who and when. */
function TripTimeline({ trip }: { trip: AdminTripRecord }) {
  const events = [
    ...trip.status_history.map((h) => ({
      at: h.at,
      icon: <IconCircleDot size={14} aria-hidden />,
      title: h.from_status ? `${statusName(h.from_status)} → ${statusName(h.to_status)}` : `Created as ${statusName(h.to_status)}`,
      text: `${formatInstant(h.at)} by ${byWhom(h.by)}${h.note ? ` · ${h.note}` : ''}`,
    })),
    ...trip.assignments.map((a) => ({
      at: a.at,
      icon: <IconArrowsExchange size={14} aria-hidden />,
      title: `${ASSIGNMENT_WORDS[a.kind] ?? a.kind}${a.company_name ? ` · ${a.company_name}` : ''}`,
      text: `${pair(a.from_driver, a.from_vehicle)} → ${pair(a.to_driver, a.to_vehicle)} · ${formatInstant(a.at)} by ${byWhom(a.by)}`,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  if (events.length === 0) return <Text c="dimmed">No history yet.</Text>;
  return (
    <Timeline active={events.length - 1} bulletSize={24} lineWidth={2} aria-label="Trip history">
      {events.map((event, index) => (
        <Timeline.Item key={index} bullet={event.icon} title={event.title}>
          <Text size="sm" c="dimmed">
            {event.text}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

const show = (value: unknown) => (value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** The audit lines about the trip, newest first: who did what, and the fields it changed. */
function AuditLines({ lines }: { lines: AuditLine[] }) {
  if (lines.length === 0) return <Text c="dimmed">No audit lines about this trip.</Text>;
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table verticalSpacing="xs" aria-label="Audit lines of the trip">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>What</Table.Th>
            <Table.Th>Change</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatInstant(line.at)}</Table.Td>
              <Table.Td>{line.actor?.name ?? 'System'}</Table.Td>
              <Table.Td>
                {line.summary}
                <Text size="xs" c="dimmed" ff="monospace">
                  {line.action}
                </Text>
              </Table.Td>
              <Table.Td>
                {Object.keys(line.after ?? {}).map((field) => (
                  <Text key={field} size="sm">
                    {field}: {show(line.before?.[field])} → {show(line.after?.[field])}
                  </Text>
                ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
