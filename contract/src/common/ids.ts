import { z } from 'zod';

/** The largest id a Postgres integer column holds: a larger one in a request is a 422, never a database error. */
export const MAX_ROW_ID = 2_147_483_647;

export const ROW_ID_MESSAGE = `Must be a whole number from 1 to ${MAX_ROW_ID}.`;

/** A form's own wording for a bad id: one text, or one chosen by what was sent (e.g. "required" when nothing was). */
export type RowIdMessage = string | ((input: unknown) => string);

/**
 * A row id in a JSON body (or a form field already read as a number): a whole number from 1 to
 * MAX_ROW_ID. Every id a request carries is checked by this schema or rowIdParamSchema, so none
 * reaches the database out of its column's range (a 500 there).
 */
export function rowIdSchemaWith(message: RowIdMessage) {
  const error = typeof message === 'string' ? message : (issue: { input?: unknown }) => message(issue.input);
  // One check, so one message per id rather than one per broken rule; it does not abort, so the
  // object's own refinements (a booking's customer fields, say) still report beside it.
  return z.number({ error }).refine((id) => Number.isInteger(id) && id >= 1 && id <= MAX_ROW_ID, { error });
}

export const rowIdSchema = rowIdSchemaWith(ROW_ID_MESSAGE);

/** Decimal digits only: Number() would also read a sign, an exponent, a hex prefix, a fraction or spaces. */
const DECIMAL_DIGITS = /^[0-9]{1,10}$/;

/** A row id sent as text (a URL path, a query string, a multipart field): decimal digits, then rowIdSchemaWith(message). */
export function rowIdParamSchemaWith(message: RowIdMessage) {
  return z.preprocess((value) => (typeof value === 'string' && DECIMAL_DIGITS.test(value) ? Number(value) : value), rowIdSchemaWith(message));
}

/** A row id in a URL path or query string. */
export const rowIdParamSchema = rowIdParamSchemaWith(ROW_ID_MESSAGE);
