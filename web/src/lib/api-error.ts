import type { ValidationIssue } from '@vozimo/contract';

/** The one error type every failed API call throws (network failures stay as the browser's TypeError). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** 422 items keyed by the last element of their `loc` (the field name). */
  readonly fieldErrors: Record<string, string>;
  /** Messages that belong to no field: a string `detail`, or 422 items located at the body itself. */
  readonly globalErrors: string[];
  /** The 422 items as sent, full `loc` included, for forms whose fields are nested (info.flight_number). */
  readonly issues: ValidationIssue[];

  constructor(
    status: number,
    message: string,
    fieldErrors: Record<string, string> = {},
    globalErrors: string[] = [],
    issues: ValidationIssue[] = [],
  ) {
    super(message);
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.globalErrors = globalErrors;
    this.issues = issues;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const isLocPart = (value: unknown) => typeof value === 'string' || typeof value === 'number';

function isValidationIssue(value: unknown): value is ValidationIssue {
  if (typeof value !== 'object' || value === null) return false;
  const { loc, msg, type } = value as Record<string, unknown>;
  return Array.isArray(loc) && loc.every(isLocPart) && typeof msg === 'string' && typeof type === 'string';
}

/**
 * The `detail` of an error body (guide section 1), or undefined for any other shape. Checked by hand
 * rather than with the contract's zod schema: this runs on every page, and zod would otherwise be
 * part of the landing page's first download (docs/performance.md).
 */
function readErrorDetail(body: unknown): string | ValidationIssue[] | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { detail } = body as Record<string, unknown>;
  if (typeof detail === 'string') return detail;
  if (Array.isArray(detail) && detail.every(isValidationIssue)) return detail;
  return undefined;
}

/** Builds an ApiError from a failed response's status and (possibly non-JSON) body. */
export function parseApiError(status: number, body: unknown): ApiError {
  const detail = readErrorDetail(body);
  const fallback = `Request failed with status ${status}.`;
  if (detail === undefined) return new ApiError(status, fallback);

  if (typeof detail === 'string') return new ApiError(status, detail, {}, [detail]);

  const fieldErrors: Record<string, string> = {};
  const globalErrors: string[] = [];
  for (const issue of detail) {
    // ["body"] alone (or an empty loc) points at the whole request, not a field.
    const field = issue.loc.length > 1 ? issue.loc[issue.loc.length - 1] : undefined;
    if (field === undefined) {
      globalErrors.push(issue.msg);
    } else {
      const key = String(field);
      fieldErrors[key] ??= issue.msg;
    }
  }
  const message = globalErrors[0] ?? Object.values(fieldErrors)[0] ?? fallback;
  return new ApiError(status, message, fieldErrors, globalErrors, detail);
}
