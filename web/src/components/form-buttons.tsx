import { Button, Group } from '@mantine/core';

interface FormButtonsProps {
  submitLabel: string;
  /** While the save runs: the submit button spins and Cancel waits for it. */
  saving: boolean;
  onCancel: () => void;
}

/** A modal form's Cancel and submit buttons, at its bottom right. */
export function FormButtons({ submitLabel, saving, onCancel }: FormButtonsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
    </Group>
  );
}
