import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { ConfirmModal } from '../../components/confirm-modal.tsx';

export const DEACTIVATE_AGENT_NOTE =
  'A deactivated agent cannot sign in any more. Their trips and history stay, and you can reactivate them at any time.';

interface AgentActiveActionProps {
  name: string;
  isActive: boolean;
  busy: boolean;
  onSetActive: (isActive: boolean) => void;
}

/** Deactivate (asked first: the agent is signed out at once) or Reactivate (no question: it undoes nothing). */
export function AgentActiveAction({ name, isActive, busy, onSetActive }: AgentActiveActionProps) {
  const [confirming, { open, close }] = useDisclosure(false);
  const word = isActive ? 'Deactivate' : 'Reactivate';
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        color={isActive ? 'red' : 'green'}
        leftSection={isActive ? <IconPlayerPause size={16} aria-hidden /> : <IconPlayerPlay size={16} aria-hidden />}
        aria-label={`${word} ${name}`}
        loading={busy}
        onClick={isActive ? open : () => onSetActive(true)}
      >
        {word}
      </Button>
      <ConfirmModal
        opened={confirming}
        onClose={close}
        title={`Deactivate ${name}?`}
        note={DEACTIVATE_AGENT_NOTE}
        confirmLabel="Deactivate"
        onConfirm={() => onSetActive(false)}
      />
    </>
  );
}
