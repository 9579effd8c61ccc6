import { errorMessageSchema, validationErrorSchema } from '@vozimo/contract';

/** The error statuses the API answers with (the error handler shapes them). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503;

type ErrorReplySchema<S extends ErrorStatus> = S extends 422 ? typeof validationErrorSchema : typeof errorMessageSchema;

/**
 * A route's error answers for its response schema: 422 in the validation shape (a `detail` list),
 * every other status `{"detail": "..."}` (guide: error shapes). `response: { 200: …, ...errorReplies(401, 403, 422) }`.
 */
export function errorReplies<const S extends readonly ErrorStatus[]>(...statuses: S): { [K in S[number]]: ErrorReplySchema<K> } {
  return Object.fromEntries(
    statuses.map((status) => [status, status === 422 ? validationErrorSchema : errorMessageSchema]),
  ) as { [K in S[number]]: ErrorReplySchema<K> };
}
