import { Alert, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { isApiError } from '../../../lib/api-client.ts';
import type { FieldOfLoc } from '../../../lib/forms/form-messages.ts';
import { serverFormMessages } from '../../../lib/forms/server-messages.ts';

/**
 * A refused save on a fleet form: the server's 422 messages for the form's fields (to set on them)
 * and those of no field or of another refusal (a 403, a 409) to show above the buttons.
 */
export function formFailure(error: unknown, fieldOf: FieldOfLoc): { fields: Record<string, string>; other: string[] } {
  const messages = serverFormMessages(error, fieldOf);
  if (messages) return messages;
  return { fields: {}, other: isApiError(error) ? error.globalErrors.slice(0, 1) : [] };
}

/** The messages a refused save had for no field, above the form's buttons. */
export function FormFailureAlert({ title, messages }: { title: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title={title}>
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <List size="sm">
          {messages.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
