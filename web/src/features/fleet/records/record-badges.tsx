import { Badge, Group, Stack, Text } from '@mantine/core';
import type { FleetDocument } from '@vozimo/contract';
import { DocumentStatuses } from './document-statuses.tsx';

interface RecordBadgesProps {
  is_approved: boolean;
  is_active: boolean;
  /** Why staff refused the record; null unless refused since its last change. */
  rejection_reason: string | null;
  /** Approved, with renewed documents staff have yet to look at; it still takes trips (ADR 0062). */
  documents_under_review?: boolean;
}

/** What the approval badge says: approved, refused (with a reason), or waiting for staff. */
export function approvalState({ is_approved, rejection_reason }: Pick<RecordBadgesProps, 'is_approved' | 'rejection_reason'>) {
  if (is_approved) return { label: 'Approved', color: 'green' } as const;
  if (rejection_reason !== null) return { label: 'Rejected', color: 'red' } as const;
  return { label: 'Waiting for approval', color: 'yellow' } as const;
}

/**
 * A driver's or vehicle's state (spec section 4): 'Approved' green, 'Waiting for approval' yellow
 * or 'Rejected' red with staff's reason written under it (read on a phone too, where a tooltip
 * would not open), and 'Inactive' beside it for a deactivated record (docs/decisions/0019-fleet-records.md).
 */
export function RecordBadges({ is_approved, is_active, rejection_reason, documents_under_review = false }: RecordBadgesProps) {
  const state = approvalState({ is_approved, rejection_reason });
  return (
    <Stack gap={4} align="flex-start">
      <Group gap={4} wrap="wrap">
        <Badge color={state.color} variant="light" radius="sm" miw="max-content">
          {state.label}
        </Badge>
        {is_approved && documents_under_review && (
          <Badge color="blue" variant="light" radius="sm" miw="max-content">
            New documents in review
          </Badge>
        )}
        {!is_active && (
          <Badge color="gray" variant="outline" radius="sm" miw="max-content">
            Inactive
          </Badge>
        )}
      </Group>
      {/* red.9: red.8 (#e03131) on a white or hovered row is under 4.5:1, too faint for small text (axe). */}
      {state.label === 'Rejected' && (
        <Text size="xs" c="red.9" maw={280} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          Reason: {rejection_reason}
        </Text>
      )}
    </Stack>
  );
}

/** A table's state column: the approval (and Inactive) badges, then the documents in short. */
export function RecordStatusCell({ documents, ...badges }: RecordBadgesProps & { documents: FleetDocument[] }) {
  return (
    <Stack gap={6} align="flex-start">
      <RecordBadges {...badges} />
      <DocumentStatuses documents={documents} compact />
    </Stack>
  );
}
