import { Button, Group } from '@mantine/core';

export interface RecordActionsProps {
  /** The record's name, for the buttons' accessible names ("Edit Adriatic Travel"). */
  name: string;
  isActive: boolean;
  busy: boolean;
  onEdit: () => void;
  /** Asks first (a ConfirmModal): taking a record out of use is never one click. */
  onDeactivate: () => void;
  onActivate: () => void;
  /** The words of this kind of record: Deactivate/Activate, Retire/Bring back, Hide/Show. */
  deactivateLabel?: string;
  activateLabel?: string;
  /** False where a record may not be taken out of use (an ad-hoc company): no button then. */
  canDeactivate?: boolean;
}

/** A back-office row's actions: edit, and take out of use or back into it. Every list words them this one way. */
export function RecordActions({ name, isActive, busy, onEdit, onDeactivate, onActivate, deactivateLabel = 'Deactivate', activateLabel = 'Activate', canDeactivate = true }: RecordActionsProps) {
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <Button size="xs" variant="default" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      {isActive ? (
        canDeactivate && (
        <Button size="xs" variant="subtle" color="red" loading={busy} onClick={onDeactivate} aria-label={`${deactivateLabel} ${name}`}>
          {deactivateLabel}
        </Button>
        )
      ) : (
        <Button size="xs" variant="subtle" loading={busy} onClick={onActivate} aria-label={`${activateLabel} ${name}`}>
          {activateLabel}
        </Button>
      )}
    </Group>
  );
}
