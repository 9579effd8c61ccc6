import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface RecordActionsProps {
  /** The driver's name or the vehicle's plate: what the buttons and the question name. */
  name: string;
  isActive: boolean;
  busy: boolean;
  onEdit: () => void;
  /** Asks first (the screen's status switch): taking a record out of use is never one click. */
  onDeactivate: () => void;
  onActivate: () => void;
  /** Icons with tooltips, for a table column; worded buttons on a card. */
  compact?: boolean;
}

interface ActionProps {
  label: string;
  /** The button's word (shown on a card; the tooltip's text is the label). */
  word: string;
  icon: ReactNode;
  color?: string;
  compact: boolean;
  loading?: boolean;
  onClick: () => void;
}

function Action({ label, word, icon, color, compact, loading, onClick }: ActionProps) {
  if (compact) {
    return (
      <Tooltip label={label} withArrow>
        <ActionIcon variant="light" color={color} aria-label={label} loading={loading} onClick={onClick}>
          {icon}
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button size="compact-sm" variant="light" color={color} leftSection={icon} aria-label={label} loading={loading} onClick={onClick}>
      {word}
    </Button>
  );
}

/**
 * Edit, and Deactivate or Reactivate (ADR 0019: nothing is deleted, trips keep their driver and
 * vehicle). Deactivating asks first; reactivating needs no approval, so it does not.
 */
export function RecordActions({ name, isActive, busy, onEdit, onDeactivate, onActivate, compact = false }: RecordActionsProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Action label={`Edit ${name}`} word="Edit" icon={<IconPencil size={16} aria-hidden />} compact={compact} onClick={onEdit} />
      {isActive ? (
        <Action
          label={`Deactivate ${name}`}
          word="Deactivate"
          icon={<IconPlayerPause size={16} aria-hidden />}
          color="red"
          compact={compact}
          loading={busy}
          onClick={onDeactivate}
        />
      ) : (
        <Action
          label={`Reactivate ${name}`}
          word="Reactivate"
          icon={<IconPlayerPlay size={16} aria-hidden />}
          color="green"
          compact={compact}
          loading={busy}
          onClick={onActivate}
        />
      )}
    </Group>
  );
}
