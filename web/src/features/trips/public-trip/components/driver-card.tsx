import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PublicTrip } from '@vozimo/contract';
import { DriverPhoto } from '../../../../components/driver-photo.tsx';

/** The driver's photo, name, phone and e-mail; until one is assigned, a sentence saying so. */
export function DriverCard({ driver }: Pick<PublicTrip, 'driver'>) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Driver" data-print-card>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Driver
        </Title>
        {driver ? (
          <Group gap="md" align="flex-start" wrap="wrap">
            <DriverPhoto src={driver.driver_photo} name={driver.driver_name} />
            <Stack gap={4} style={{ flex: '1 1 10rem' }}>
              <Text fw={700} size="lg">
                {driver.driver_name}
              </Text>
              {driver.phone && (
                <Anchor href={`tel:${driver.phone.replace(/\s+/g, '')}`} size="sm">
                  {driver.phone}
                </Anchor>
              )}
              {driver.email && (
                <Anchor href={`mailto:${driver.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {driver.email}
                </Anchor>
              )}
            </Stack>
          </Group>
        ) : (
          <Text c="dimmed" size="sm">
            No driver is assigned yet. The driver’s name and phone number will appear here once one is.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
