import { ScrollArea, Table } from '@mantine/core';
import type { FleetDocument } from '@vozimo/contract';
import type { ReactNode } from 'react';
import { RecordStatusCell } from './record-badges.tsx';
import { INACTIVE_ROW_BACKGROUND } from '../../../components/back-office/list-page.tsx';

/** What a driver and a vehicle both have for the table's last columns. */
interface FleetRecordRow {
  is_approved: boolean;
  is_active: boolean;
  rejection_reason: string | null;
  documents_under_review: boolean;
  documents: FleetDocument[];
  company__company_name: string;
}

interface RecordTableProps<Row extends FleetRecordRow> {
  rows: Row[];
  rowKey: (row: Row) => number;
  /** The rows' test id: 'driver-row'. */
  rowTestId: string;
  /** The record's own columns; approval and documents, company (staff) and actions follow them. */
  columns: { label: string; miw?: number }[];
  cells: (row: Row) => ReactNode;
  /** Staff see whose record each is. */
  showCompany: boolean;
  /** Edit and Deactivate, for those who manage the records. */
  actions?: (row: Row) => ReactNode;
}

/** The Drivers or Vehicles table (spec section 2): the record's columns, then its approval and documents, company and actions; an inactive record greyed. */
export function RecordTable<Row extends FleetRecordRow>({ rows, rowKey, rowTestId, columns, cells, showCompany, actions }: RecordTableProps<Row>) {
  return (
    <ScrollArea type="auto">
      <Table miw={1000} striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.label} miw={column.miw}>
                {column.label}
              </Table.Th>
            ))}
            <Table.Th>Approval and documents</Table.Th>
            {showCompany && <Table.Th>Company</Table.Th>}
            {actions && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} data-testid={rowTestId} bg={row.is_active ? undefined : INACTIVE_ROW_BACKGROUND}>
              {cells(row)}
              <Table.Td>
                <RecordStatusCell
                  is_approved={row.is_approved}
                  is_active={row.is_active}
                  rejection_reason={row.rejection_reason}
                  documents_under_review={row.documents_under_review}
                  documents={row.documents}
                />
              </Table.Td>
              {showCompany && <Table.Td>{row.company__company_name}</Table.Td>}
              {actions && <Table.Td>{actions(row)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
