import { validationIssueSchema } from '@vozimo/contract';
import { z } from 'zod';

/** The one error type every failed API call throws (network failures stay as the browser's TypeError). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** 422 items keyed by the last element of their `loc` (the field name). */
  readonly fieldErrors: Record<string, string>;
  /** Messages that belong to no field: a string `detail`, or 422 items located at the body itself. */
  readonly globalErrors: string[];

  constructor(status: number, message: string, fieldErrors: Record<string, string> = {}, globalErrors: string[] = []) {
    super(message);
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.globalErrors = globalErrors;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const errorBodySchema = z.object({
  detail: z.union([z.string(), z.array(validationIssueSchema)]),
});

/** Builds an ApiError from a failed response's status and (possibly non-JSON) body. */
export function parseApiError(status: number, body: unknown): ApiError {
  const parsed = errorBodySchema.safeParse(body);
  const fallback = `Request failed with status ${status}.`;
  if (!parsed.success) return new ApiError(status, fallback);

  const { detail } = parsed.data;
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
  return new ApiError(status, message, fieldErrors, globalErrors);
}
