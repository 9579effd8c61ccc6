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

/** A 422 for one field, in the same shape as schema validation failures. */
export class FieldValidationError extends Error {
  constructor(readonly issues: { loc: (string | number)[]; msg: string }[]) {
    super(issues.map((i) => i.msg).join('; '));
    this.name = 'FieldValidationError';
  }
}

export const notFound = (what = 'Not found.') => new AppError(404, what);
export const forbidden = (detail = 'You do not have permission to perform this action.') => new AppError(403, detail);
export const notAuthenticated = () => new AppError(401, 'Authentication credentials were not provided.');
