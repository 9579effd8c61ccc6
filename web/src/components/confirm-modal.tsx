import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface ConfirmModalProps {
  opened: boolean;
  onClose: () => void;
  /** The question ('Deactivate Ivo Ivić?'). */
  title: string;
  /** What saying yes means, in a sentence. */
  note: string;
  /** The yes button's word ('Deactivate'). */
  confirmLabel: string;
  confirmColor?: string;
  onConfirm: () => void;
}

/** A question before a change that is felt at once (an account signed out): Cancel, or the change's word. */
export function ConfirmModal({ opened, onClose, title, note, confirmLabel, confirmColor = 'red', onConfirm }: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack gap="md">
        <Text>{note}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color={confirmColor}
            onClick={() => {
              onClose();
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
