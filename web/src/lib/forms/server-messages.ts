import { isApiError } from '../api-client.ts';
import { placeMessages, type FieldOfLoc, type FormMessages } from './form-messages.ts';

/**
 * A refused save's 422 on the form (spec section 8): each item of the `detail` list at the field
 * its loc names, the rest (an unknown field, the body as a whole) apart, in the server's order.
 * Null for any other failure, which each screen words its own way.
 */
export function serverFormMessages(error: unknown, fieldOf: FieldOfLoc): FormMessages | null {
  if (!isApiError(error) || error.issues.length === 0) return null;
  return placeMessages(
    error.issues.map((issue) => ({ loc: issue.loc[0] === 'body' ? issue.loc.slice(1) : issue.loc, message: issue.msg })),
    fieldOf,
  );
}

/** What a form says of a failed save the server gave no field messages for (spec section 8): the words and the details. */
export function unexpectedFailureMessage(error: unknown): string {
  const details = error instanceof Error ? error.message : String(error);
  return `An unexpected error has happened: ${details}`;
}
