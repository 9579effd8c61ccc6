import { Anchor, ScrollArea, Table, Text } from '@mantine/core';
import { formatEuros, formatPickup, type TripsPageRow } from '@vozimo/contract';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/status-badge.tsx';
import type { ActiveRole } from '../../../lib/auth/choose-initial-role.ts';
import { customerName, roleColumns, tripRowUrl, yourPart } from './trip-columns.ts';

interface TripsTableProps {
  rows: TripsPageRow[];
  role: ActiveRole;
}

const moneyText = (amount: string | null) => (amount === null ? '—' : formatEuros(amount));

/** The trips of one page, with the agent or driver column set. */
export function TripsTable({ rows, role }: TripsTableProps) {
  const columns = roleColumns(role);
  return (
    <ScrollArea type="auto">
      <Table miw={800} striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>From - To</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Reference</Table.Th>
            <Table.Th>Customer</Table.Th>
            <Table.Th>{columns.personHeader}</Table.Th>
            {columns.money.map((column) => (
              <Table.Th key={column.header} ta="right">
                {column.header}
              </Table.Th>
            ))}
            <Table.Th ta="right">Your Part</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const route = `${row.start_locality} - ${row.end_locality}`;
            const part = yourPart(row, role);
            const url = tripRowUrl(row);
            return (
              <Table.Tr key={row.trip_id}>
                <Table.Td miw={180}>
                  {url ? (
                    <Anchor component={Link} to={url} fw={500}>
                      {route}
                    </Anchor>
                  ) : (
                    <Text fw={500}>{route}</Text>
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPickup(row.pickup_date, row.pickup_time)}</Table.Td>
                <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {row.reference ?? '—'}
                </Table.Td>
                <Table.Td>{customerName(row)}</Table.Td>
                <Table.Td>{columns.person(row) || '—'}</Table.Td>
                {columns.money.map((column) => (
                  <Table.Td key={column.header} ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {moneyText(column.value(row))}
                  </Table.Td>
                ))}
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {part === null ? '' : formatEuros(part)}
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={row.status} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
