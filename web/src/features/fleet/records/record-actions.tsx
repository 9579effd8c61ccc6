import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { RecordActionsProps as BackOfficeRecordActionsProps } from '../../../components/record-actions.tsx';

/** The back office's row actions (the driver's name or the vehicle's plate as the name), drawn the fleet screens' way. */
interface RecordActionsProps extends Pick<BackOfficeRecordActionsProps, 'name' | 'isActive' | 'busy' | 'onEdit' | 'onDeactivate' | 'onActivate'> {
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
  const status = isActive
    ? { word: 'Deactivate', icon: <IconPlayerPause size={16} aria-hidden />, color: 'red', onClick: onDeactivate }
    : { word: 'Reactivate', icon: <IconPlayerPlay size={16} aria-hidden />, color: 'green', onClick: onActivate };
  return (
    <Group gap="xs" wrap="nowrap">
      <Action label={`Edit ${name}`} word="Edit" icon={<IconPencil size={16} aria-hidden />} compact={compact} onClick={onEdit} />
      <Action label={`${status.word} ${name}`} word={status.word} icon={status.icon} color={status.color} compact={compact} loading={busy} onClick={status.onClick} />
    </Group>
  );
}
