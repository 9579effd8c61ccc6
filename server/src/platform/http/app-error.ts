/**
 * The one error type services throw. The error handler turns it into
 * `{"detail": "..."}` with this status; `headers` carry e.g. Retry-After.
 */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'AppError';
  }
}

/** A 422 for fields of the request, in the same shape as schema validation failures; built by `bodyFieldErrors`. */
export class FieldValidationError extends Error {
  constructor(readonly issues: { loc: (string | number)[]; msg: string }[]) {
    super(issues.map((i) => i.msg).join('; '));
    this.name = 'FieldValidationError';
  }
}

/** A field of the request body: its name, or its path inside the body (`['stops', 0, 'time']`; `[]`: the body itself). */
export type BodyField = string | (string | number)[];

/**
 * The one way a service refuses fields of the body it was given: a 422 with each message at its
 * field (`'end_loc'` → loc `['body', 'end_loc']`), where the form shows it.
 */
export function bodyFieldErrors(issues: { field: BodyField; message: string }[]): FieldValidationError {
  return new FieldValidationError(
    issues.map((i) => ({ loc: ['body', ...(Array.isArray(i.field) ? i.field : [i.field])], msg: i.message })),
  );
}

export const notFound = (what = 'Not found.') => new AppError(404, what);
export const forbidden = (detail = 'You do not have permission to perform this action.') => new AppError(403, detail);
export const notAuthenticated = () => new AppError(401, 'Authentication credentials were not provided.');
