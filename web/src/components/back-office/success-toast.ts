import { notifications } from '@mantine/notifications';

/** The one green toast for a change that worked ("Adriatic Travel saved."); its failure twin is failure-toast.tsx. */
export function showSuccessToast(message: string): void {
  notifications.show({ color: 'green', message });
}
