import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import type { RoundTrip } from '@vozimo/contract';
import { Link } from 'react-router';
import { formatHoursMinutes } from '../../../lib/format-duration.ts';
import { formatCataloguePrice } from '../format-price.ts';
import { RoundTripPhotos } from './round-trip-photos.tsx';

/** One round trip of the list: photos, name, duration, description (4 lines) and 'Book from {lowest price}€'. */
export function RoundTripCard({ roundTrip }: { roundTrip: RoundTrip }) {
  // The server lists the prices cheapest first.
  const lowest = roundTrip.prices[0];
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={roundTrip.name} h="100%">
      <Card.Section>
        <RoundTripPhotos name={roundTrip.name} photos={roundTrip.photos} />
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Title order={2} fz="lg" lh={1.3}>
          {roundTrip.name}
        </Title>
        <Group gap={6} c="dimmed">
          <IconClock size={16} aria-hidden />
          <Text size="sm" c="dimmed">
            {formatHoursMinutes(roundTrip.duration_minutes)}
          </Text>
        </Group>
        <Text size="sm" lineClamp={4} title={roundTrip.description}>
          {roundTrip.description}
        </Text>
      </Stack>
      {lowest ? (
        <Stack gap={4} mt="md">
          <Button component={Link} to={`/app/new-round-trip/${roundTrip.round_trip_id}`} fullWidth>
            {`Book from ${formatCataloguePrice(lowest.price)}€`}
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            {`${lowest.vehicle_type_name}, up to ${lowest.max_passengers} passengers`}
          </Text>
        </Stack>
      ) : (
        <Text mt="md" size="sm" c="dimmed" ta="center">
          Not bookable at the moment.
        </Text>
      )}
    </Card>
  );
}
