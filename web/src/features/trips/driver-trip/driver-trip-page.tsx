import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { centsToEuroNumber, DRIVER_TRIP_TEXT, formatEuros, type DriverTrip } from '@vozimo/contract';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { driverTripQueryOptions } from '../../../api/trips/driver-trip-query.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { EmptyListPanel, LoadFailedAlert, QueryLoader } from '../../../components/query-states.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { DetailList, type Detail } from '../public-trip/components/detail-list.tsx';
import { depositState } from '../public-trip/components/price-card.tsx';
import { TripRouteLine } from '../public-trip/components/trip-route-line.tsx';
import { summaryDetails } from '../public-trip/components/trip-summary.tsx';
import { VehicleCard } from '../public-trip/components/vehicle-card.tsx';
import { childSeatsText, driverBalanceCents, orDash } from '../public-trip/trip-display.ts';

/**
 * /app/trips/{tripId}: the trip as its driver and the company's driver admins see it (ADR 0046).
 * Not the customer's page: no link to copy, no payment, no agent's prices; the customer's name and
 * phone from 24 hours before pickup.
 */
export function DriverTripPage() {
  const tripId = Number(useParams().tripId);
  const trip = useQuery({ ...driverTripQueryOptions(tripId), enabled: Number.isInteger(tripId) && tripId > 0 });

  if (!Number.isInteger(tripId) || tripId <= 0 || (trip.isError && isApiError(trip.error) && [404, 422].includes(trip.error.status))) {
    return (
      <Stack gap="lg" maw={1100} mx="auto">
        <PageTitle title="Trip not found" />
        <EmptyListPanel>Trip not found.</EmptyListPanel>
        <BackToTrips />
      </Stack>
    );
  }
  if (trip.isError) return <LoadFailedAlert>There was an error with loading the trip.</LoadFailedAlert>;
  if (trip.isPending) return <QueryLoader label="Loading the trip" />;
  return <DriverTripView trip={trip.data} />;
}

function BackToTrips() {
  return (
    <Group>
      <Button component={Link} to="/app/trips" variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden />}>
        Back to trips
      </Button>
    </Group>
  );
}

function DriverTripView({ trip }: { trip: DriverTrip }) {
  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <PageTitle title={`Trip ${trip.reference ?? trip.trip_id}`} />
      <Stack gap="xs" component="section" aria-label="Booking">
        <Group gap="sm" align="center">
          <Title order={1} fz={{ base: 24, sm: 30 }} ff="monospace">
            {trip.reference ?? '—'}
          </Title>
          <StatusBadge status={trip.status} long />
        </Group>
        <TripRouteLine trip={trip} />
      </Stack>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="lg">
          <TripDetails trip={trip} />
        </Stack>
        <Stack gap="lg">
          <PaymentCard trip={trip} />
          <VehicleCard vehicleType={trip.vehicle_type} vehicle={trip.vehicle} />
          <Card>
            <DetailList title="Driver" details={[{ label: 'Name', value: trip.driver?.driver_name ?? '' }, { label: 'Phone', value: trip.driver?.phone ?? '' }]} />
          </Card>
        </Stack>
      </SimpleGrid>
      <BackToTrips />
    </Stack>
  );
}

/** A card of the page; the detail lists inside it name their sections. */
function Card({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      {children}
    </Paper>
  );
}

/** Where and when, who rides and what they carry, and the customer on the day of the trip. */
function TripDetails({ trip }: { trip: DriverTrip }) {
  // The customer's page's summary, and the full addresses the driver drives to.
  const route: Detail[] = [
    ...summaryDetails(trip),
    { label: 'Pickup address', value: trip.start_address },
    { label: 'Drop-off address', value: trip.end_address },
  ];
  const otherInformation: Detail[] = [
    { label: 'Child seats', value: childSeatsText(trip.info) },
    { label: 'Notes', value: trip.info.notes },
    { label: 'Stops', value: orDash(trip.stops.map((stop) => `${stop.name} (${stop.time} min)`).join(', ')) },
  ];
  const { customer } = trip;
  const customerDetails: Detail[] = customer
    ? [
        { label: 'Name', value: `${customer.first_name} ${customer.last_name}` },
        {
          label: 'Phone',
          value: customer.phone ? <Anchor href={`tel:${customer.phone.replace(/\s+/g, '')}`}>{customer.phone}</Anchor> : '',
        },
      ]
    : [];
  return (
    <Card>
      <Stack gap="md">
        <DetailList title="Summary" details={route} />
        <DetailList title="Other Information" details={otherInformation} />
        {customer ? (
          <DetailList title="Customer" details={customerDetails} />
        ) : (
          <Stack gap="xs" component="section" aria-label="Customer">
            <Title order={3} fz="md" tt="uppercase" c="dimmed" lts={0.5}>
              Customer
            </Title>
            <Text c="dimmed" size="sm">
              {DRIVER_TRIP_TEXT.customerHidden}
            </Text>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** What the customer pays, what is left for the driver to collect, and what the company is paid. */
function PaymentCard({ trip }: { trip: DriverTrip }) {
  const deposit = depositState(trip);
  const details: Detail[] = [
    { label: 'Trip price', value: formatEuros(trip.price_gross) },
    {
      label: 'Deposit, paid online',
      value: (
        <Group gap="xs" component="span">
          {formatEuros(trip.deposit_gross)}
          {deposit && (
            <Badge size="sm" variant="light" color={deposit === 'Paid' ? 'green' : 'yellow'}>
              {deposit}
            </Badge>
          )}
        </Group>
      ),
    },
    { label: 'Balance the customer pays the driver', value: formatEuros(centsToEuroNumber(driverBalanceCents(trip))) },
    { label: 'Your payout', value: formatEuros(trip.driver_gross) },
  ];
  return (
    <Card>
      <DetailList title="Payment" details={details} />
    </Card>
  );
}
