import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isApiError } from '../../../lib/api-client.ts';

/**
 * The red 'Error' toast of spec section 8 with its exact message; when the server said why (a 409,
 * a 403), that sentence follows on its own line so staff know what to do about it.
 */
export function showFailureToast(message: string, error: unknown): void {
  const reason = isApiError(error) && error.status !== 422 ? error.globalErrors[0] : undefined;
  notifications.show({
    color: 'red',
    title: 'Error',
    message: reason ? (
      <>
        <Text size="sm" c="inherit">
          {message}
        </Text>
        <Text size="sm" c="inherit">
          {reason}
        </Text>
      </>
    ) : (
      message
    ),
  });
}
