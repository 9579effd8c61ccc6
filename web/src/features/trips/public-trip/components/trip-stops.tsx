import { Badge, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { PublicTrip } from '@vozimo/contract';
import { formatHoursMinutes } from '../../../../lib/format-duration.ts';

/** The points of interest the trip stops at, in the order they are visited, with the time at each. */
export function TripStops({ stops, pois }: Pick<PublicTrip, 'stops' | 'pois'>) {
  if (stops.length === 0) return null;
  const poiById = new Map(pois.map((poi) => [poi.poi_id, poi]));
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Points of interest and stops" data-print-card>
      <Stack gap="md">
        <Title order={2} fz="lg">
          Points of interest and stops
        </Title>
        <Stack gap="md" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {stops.map((stop) => {
            const poi = poiById.get(stop.poi_id);
            return (
              <Group key={stop.poi_id} component="li" gap="md" align="flex-start" wrap="nowrap">
                {poi?.photo && <Image src={poi.photo} alt="" w={96} h={72} miw={96} radius="sm" fit="cover" />}
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={700}>{stop.name}</Text>
                    {poi && (
                      <Badge color={poi.poi_color || 'gray'} variant="light" size="sm">
                        {poi.category_name}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm">Stop of {formatHoursMinutes(stop.time)}</Text>
                  {poi?.description && (
                    <Text size="sm" c="dimmed" lineClamp={3}>
                      {poi.description}
                    </Text>
                  )}
                </Stack>
              </Group>
            );
          })}
        </Stack>
      </Stack>
    </Paper>
  );
}
