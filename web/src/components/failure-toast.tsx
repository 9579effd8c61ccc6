import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { isApiError } from '../lib/api-client.ts';

interface FailureToastOptions {
  /**
   * The error of the failed call: when the server said why (a 409, a 403), that sentence follows
   * the message on its own line, so staff know what to do about it. Left out where the screen
   * shows the server's words itself (a form's alert).
   */
  error?: unknown;
  /** 'Error' unless the spec words it otherwise ('Login failed', 'Could not copy'). */
  title?: string;
  icon?: ReactNode;
}

/** The one red toast for anything that failed (spec section 8), with its exact message. */
export function showFailureToast(message: string, { error, title = 'Error', icon }: FailureToastOptions = {}): void {
  const reason = isApiError(error) && error.status !== 422 ? error.globalErrors[0] : undefined;
  notifications.show({
    color: 'red',
    title,
    icon,
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
