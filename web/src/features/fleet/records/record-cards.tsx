import { Group, Paper, Stack } from '@mantine/core';
import type { FleetDocument } from '@vozimo/contract';
import type { ReactNode } from 'react';
import { DocumentStatuses } from './document-statuses.tsx';
import { RecordBadges } from './record-badges.tsx';

/** What a driver and a vehicle both have for a card's badges and documents. */
interface FleetRecordCardRow {
  is_approved: boolean;
  is_active: boolean;
  rejection_reason: string | null;
  documents_under_review: boolean;
  documents: FleetDocument[];
}

interface RecordCardsProps<Row extends FleetRecordCardRow> {
  /** The list's accessible name: 'Drivers'. */
  label: string;
  rows: Row[];
  rowKey: (row: Row) => number;
  /** Each card's test id: 'driver-card'. */
  cardTestId: string;
  /** Beside the heading: the driver's photo or the vehicle's first photo. */
  picture: (row: Row) => ReactNode;
  /** The record's name lines, above its badges. */
  heading: (row: Row) => ReactNode;
  /** What the table's other columns show, under the heading. */
  body: (row: Row) => ReactNode;
  actions?: (row: Row) => ReactNode;
}

/** The Drivers or Vehicles list on a phone, one card each: picture, name, badges, details, documents and actions. */
export function RecordCards<Row extends FleetRecordCardRow>({ label, rows, rowKey, cardTestId, picture, heading, body, actions }: RecordCardsProps<Row>) {
  return (
    <Stack gap="sm" role="list" aria-label={label}>
      {rows.map((row) => (
        <Paper key={rowKey(row)} withBorder radius="md" p="sm" role="listitem" data-testid={cardTestId}>
          <Stack gap="xs">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              {picture(row)}
              <Stack gap={4} style={{ minWidth: 0 }}>
                {heading(row)}
                <RecordBadges
                  is_approved={row.is_approved}
                  is_active={row.is_active}
                  rejection_reason={row.rejection_reason}
                  documents_under_review={row.documents_under_review}
                />
              </Stack>
            </Group>
            {body(row)}
            <DocumentStatuses documents={row.documents} />
            {actions?.(row)}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
