import type { UseFormReturnType } from '@mantine/form';
import { showFailureToast } from '../../../components/failure-toast.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import type { FieldOfLoc } from '../../../lib/forms/form-messages.ts';
import { serverFormMessages } from '../../../lib/forms/server-messages.ts';

/** A refusal the form words itself: the server's 422, whose messages go under the fields. */
export function isRefusedInput(error: unknown): boolean {
  return isApiError(error) && error.status === 422;
}

/**
 * A 422's messages on the form: each at its field, and one that names no field of this form (the
 * link's token) in a red toast, so no word of the server's goes unseen. Other failures are left to the page.
 */
export function showRefusedInput<Values>(form: UseFormReturnType<Values>, failure: unknown, fieldOf: FieldOfLoc): void {
  const messages = serverFormMessages(failure, fieldOf);
  if (!messages) return;
  form.setErrors(messages.fields);
  if (messages.other.length > 0) showFailureToast(messages.other.join(' '));
}
