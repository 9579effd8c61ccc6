import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { needsConfirmation, SUBMIT_LABELS, type SubmitAction } from '../model/submit-actions.ts';

interface FormActionsProps {
  actions: SubmitAction[];
  onSubmit: (action: SubmitAction) => void;
  /** The action being saved (its button spins); every button waits meanwhile. */
  saving: SubmitAction | null;
  /** A price is being recalculated: saving now would book an old one. */
  busy: boolean;
}

/**
 * The buttons of spec section 2. Update Trip first asks 'Are you sure you want to make changes to
 * trip?' and saves only on 'Save changes'.
 */
export function FormActions({ actions, onSubmit, saving, busy }: FormActionsProps) {
  const [confirming, setConfirming] = useState<SubmitAction | null>(null);
  if (actions.length === 0) return null;

  const press = (action: SubmitAction) => (needsConfirmation(action) ? setConfirming(action) : onSubmit(action));
  const primary = actions[actions.length - 1];

  return (
    <>
      <Group justify="flex-end" gap="sm" role="group" aria-label="Save the trip">
        {actions.map((action) => (
          <Button
            key={action}
            size="md"
            variant={action === primary ? 'filled' : 'default'}
            loading={saving === action}
            disabled={(saving !== null && saving !== action) || busy}
            onClick={() => press(action)}
          >
            {SUBMIT_LABELS[action]}
          </Button>
        ))}
      </Group>
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title="Update Trip" centered>
        <Text>Are you sure you want to make changes to trip?</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(null)}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              const action = confirming;
              setConfirming(null);
              if (action) onSubmit(action);
            }}
          >
            Save changes
          </Button>
        </Group>
      </Modal>
    </>
  );
}
