import { Box, Group, ScrollArea, Table, Text } from '@mantine/core';
import type { DriverListItem } from '@vozimo/contract';
import type { ReactNode } from 'react';
import { TripsBar } from '../../../components/trips-bar.tsx';
import { RecordStatusCell } from '../records/record-badges.tsx';
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
    <ScrollArea type="auto">
      <Table miw={1000} striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Driver Name</Table.Th>
            <Table.Th>Hometown</Table.Th>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>Phone</Table.Th>
            <Table.Th>Whatsapp</Table.Th>
            <Table.Th miw={140}>Trips</Table.Th>
            <Table.Th>Approval and documents</Table.Th>
            {showCompany && <Table.Th>Company</Table.Th>}
            {actions && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {drivers.map((driver) => (
            <Table.Tr key={driver.driver_id} data-testid="driver-row" style={{ opacity: driver.is_active ? 1 : 0.75 }}>
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
              <Table.Td>
                <RecordStatusCell is_approved={driver.is_approved} is_active={driver.is_active} rejection_reason={driver.rejection_reason} documents={driver.documents} />
              </Table.Td>
              {showCompany && <Table.Td>{driver.company__company_name}</Table.Td>}
              {actions && <Table.Td>{actions(driver)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
