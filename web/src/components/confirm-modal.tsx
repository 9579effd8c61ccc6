import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';

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
  /**
   * For a change the server may refuse with a sentence staff must read (another staff member decided
   * first): the dialog stays open while it is saved and shows the refusal; the caller closes it on
   * success. Left out, saying yes closes the dialog at once.
   */
  answer?: { saving: boolean; refusal: string | null };
}

/** A question before a change that is felt at once (an account signed out): Cancel, or the change's word. */
export function ConfirmModal({ opened, onClose, title, note, confirmLabel, confirmColor = 'red', onConfirm, answer }: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack gap="md">
        <Text>{note}</Text>
        {answer?.refusal && (
          <Alert color="red" role="alert">
            {answer.refusal}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color={confirmColor}
            loading={answer?.saving}
            onClick={() => {
              if (!answer) onClose();
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
