import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconClock, IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ROUND_TRIP_MESSAGES } from '@vozimo/contract';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { LoadFailedAlert, QueryLoader } from '../../../components/query-states.tsx';
import { roundTripQueryOptions } from '../../../api/round-trips/round-trips-queries.ts';
import { formatHoursMinutes } from '../../../lib/format-duration.ts';
import { RoundTripBookingForm } from './round-trip-booking-form.tsx';

/** /app/new-round-trip/{roundTripId}: book one round trip for a customer. */
export function NewRoundTripPage() {
  const id = Number(useParams().roundTripId);
  const valid = Number.isInteger(id) && id > 0;
  const roundTrip = useQuery({ ...roundTripQueryOptions(id), enabled: valid });

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Anchor component={Link} to="/app/round-trips" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          Round trips
        </Group>
      </Anchor>
      {!valid || roundTrip.isError ? (
        <>
          <PageTitle title="New round trip" />
          <LoadFailedAlert>{ROUND_TRIP_MESSAGES.oneFailed}</LoadFailedAlert>
        </>
      ) : roundTrip.isPending ? (
        <>
          <PageTitle title="New round trip" />
          <QueryLoader label="Loading the round trip" />
        </>
      ) : (
        <>
          <PageTitle title={roundTrip.data.name} />
          <Stack gap={6}>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {roundTrip.data.name}
            </Title>
            <Group gap="md" c="dimmed">
              <Group gap={4}>
                <IconClock size={16} aria-hidden />
                <Text size="sm">{formatHoursMinutes(roundTrip.data.duration_minutes)}</Text>
              </Group>
              <Group gap={4}>
                <IconMapPin size={16} aria-hidden />
                <Text size="sm">From and back to {roundTrip.data.start_loc.locality || roundTrip.data.start_loc.formatted_address}</Text>
              </Group>
            </Group>
            <Text maw={800}>{roundTrip.data.description}</Text>
          </Stack>
          <RoundTripBookingForm roundTrip={roundTrip.data} />
        </>
      )}
    </Stack>
  );
}
