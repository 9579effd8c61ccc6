import { Badge, Group, Stack } from '@mantine/core';
import type { FleetDocument } from '@vozimo/contract';
import { DocumentStatuses } from './document-statuses.tsx';

interface RecordBadgesProps {
  is_approved: boolean;
  is_active: boolean;
}

/**
 * A driver's or vehicle's state (spec section 4): 'Approved' green or 'Waiting for approval'
 * yellow, and 'Inactive' beside it for a deactivated record (docs/decisions/0019-fleet-records.md).
 */
export function RecordBadges({ is_approved, is_active }: RecordBadgesProps) {
  return (
    <Group gap={4} wrap="wrap">
      <Badge color={is_approved ? 'green' : 'yellow'} variant="light" radius="sm" miw="max-content">
        {is_approved ? 'Approved' : 'Waiting for approval'}
      </Badge>
      {!is_active && (
        <Badge color="gray" variant="outline" radius="sm" miw="max-content">
          Inactive
        </Badge>
      )}
    </Group>
  );
}

/** A table's state column: the approval (and Inactive) badges, then the documents in short. */
export function RecordStatusCell({ is_approved, is_active, documents }: RecordBadgesProps & { documents: FleetDocument[] }) {
  return (
    <Stack gap={6} align="flex-start">
      <RecordBadges is_approved={is_approved} is_active={is_active} />
      <DocumentStatuses documents={documents} compact />
    </Stack>
  );
}
