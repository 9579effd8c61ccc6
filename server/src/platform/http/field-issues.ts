import type { ZodError } from 'zod';
import type { BodyField } from './app-error.ts';

/** A problem at a field of the request body, as `bodyFieldErrors` takes it. */
export interface FieldIssue {
  field: BodyField;
  message: string;
}

/**
 * The one mapping of a zod schema's issues to field issues, for bodies a service or the multipart
 * reader validates itself (JSON bodies are validated by Fastify). Path segments are kept as
 * strings, as every form's 422 has always named them (`['prices', '0', 'price']`).
 */
export function zodFieldIssues(error: ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String), message: issue.message }));
}

/**
 * One problem per field, the first found: a form that shows one message per field shows the one
 * that caused the others (a file of the wrong type is not also reported as missing where its date
 * needs it).
 */
export function firstPerField(issues: readonly FieldIssue[]): FieldIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = JSON.stringify(issue.field);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
