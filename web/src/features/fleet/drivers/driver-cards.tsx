import { Group, Paper, Stack, Text } from '@mantine/core';
import { TripsBar } from '../../../components/trips-bar.tsx';
import { DocumentStatuses } from '../records/document-statuses.tsx';
import { RecordBadges } from '../records/record-badges.tsx';
import { DriverAvatar } from './driver-avatar.tsx';
import type { DriverRowsProps } from './drivers-table.tsx';

/** The drivers on a phone, one card each, with what the table shows. */
export function DriverCards({ drivers, showCompany, actions, invite }: DriverRowsProps) {
  return (
    <Stack gap="sm" role="list" aria-label="Drivers">
      {drivers.map((driver) => (
        <Paper key={driver.driver_id} withBorder radius="md" p="sm" role="listitem" data-testid="driver-card">
          <Stack gap="xs">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <DriverAvatar photo={driver.driver_photo} name={driver.driver_name} size={52} />
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Text fw={600}>{driver.driver_name}</Text>
                {driver.hometown && (
                  <Text size="sm" c="dimmed">
                    {driver.hometown}
                  </Text>
                )}
                <RecordBadges is_approved={driver.is_approved} is_active={driver.is_active} rejection_reason={driver.rejection_reason} />
              </Stack>
            </Group>
            <Stack gap={0}>
              {driver.phone && <Text size="sm">Phone: {driver.phone}</Text>}
              {driver.whatsapp && <Text size="sm">Whatsapp: {driver.whatsapp}</Text>}
              {driver.email && (
                <Text size="sm" style={{ wordBreak: 'break-all' }}>
                  E-mail: {driver.email}
                </Text>
              )}
              {showCompany && <Text size="sm">Company: {driver.company__company_name}</Text>}
            </Stack>
            {invite?.(driver)}
            <TripsBar counts={driver.stats} />
            <DocumentStatuses documents={driver.documents} />
            {actions?.(driver)}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
