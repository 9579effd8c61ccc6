import { Box, Group, Table, Text } from '@mantine/core';
import type { DriverListItem } from '@vozimo/contract';
import type { ReactNode } from 'react';
import { TripsBar } from '../../../components/trips-bar.tsx';
import { RecordTable } from '../records/record-table.tsx';
import { DriverAvatar } from './driver-avatar.tsx';
import { EmailAddress } from '../../../components/email-address.tsx';

export interface DriverRowsProps {
  drivers: DriverListItem[];
  /** Staff see whose driver each is. */
  showCompany: boolean;
  /** Edit and Deactivate, for those who manage the drivers. */
  actions?: (driver: DriverListItem) => ReactNode;
  /** Under the e-mail: the invitation to an account, for a driver without one. */
  invite?: (driver: DriverListItem) => ReactNode;
}

const dash = (value: string) => value || '—';

/** The Drivers table (spec section 2) with our photo, documents and, for staff, company columns. */
export function DriversTable({ drivers, showCompany, actions, invite }: DriverRowsProps) {
  return (
    <RecordTable
      rows={drivers}
      rowKey={(driver) => driver.driver_id}
      rowTestId="driver-row"
      columns={[{ label: 'Driver Name' }, { label: 'Hometown' }, { label: 'E-mail' }, { label: 'Phone' }, { label: 'Whatsapp' }, { label: 'Trips', miw: 140 }]}
      showCompany={showCompany}
      actions={actions}
      cells={(driver) => (
        <>
          <Table.Td miw={180}>
            <Group gap="sm" wrap="nowrap">
              <DriverAvatar photo={driver.driver_photo} name={driver.driver_name} />
              <Text fw={600} size="sm">
                {driver.driver_name}
              </Text>
            </Group>
          </Table.Td>
          <Table.Td>{dash(driver.hometown)}</Table.Td>
          <Table.Td>
            {driver.email ? <EmailAddress email={driver.email} /> : '—'}
            {invite && <Box mt={4}>{invite(driver)}</Box>}
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{dash(driver.phone)}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{dash(driver.whatsapp)}</Table.Td>
          <Table.Td>
            <TripsBar counts={driver.stats} />
          </Table.Td>
        </>
      )}
    />
  );
}
