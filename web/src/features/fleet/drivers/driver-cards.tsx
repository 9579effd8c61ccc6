import { Stack, Text } from '@mantine/core';
import { TripsBar } from '../../../components/trips-bar.tsx';
import { RecordCards } from '../records/record-cards.tsx';
import { DriverAvatar } from './driver-avatar.tsx';
import type { DriverRowsProps } from './drivers-table.tsx';

/** The drivers on a phone, one card each, with what the table shows. */
export function DriverCards({ drivers, showCompany, actions, invite }: DriverRowsProps) {
  return (
    <RecordCards
      label="Drivers"
      rows={drivers}
      rowKey={(driver) => driver.driver_id}
      cardTestId="driver-card"
      picture={(driver) => <DriverAvatar photo={driver.driver_photo} name={driver.driver_name} size={52} />}
      heading={(driver) => (
        <>
          <Text fw={600}>{driver.driver_name}</Text>
          {driver.hometown && (
            <Text size="sm" c="dimmed">
              {driver.hometown}
            </Text>
          )}
        </>
      )}
      body={(driver) => (
        <>
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
        </>
      )}
      actions={actions}
    />
  );
}
