import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { zodFieldIssues, type FieldIssue } from '../http/field-issues.ts';
import { readMultipartForm, type MultipartFormRules, type ReceivedFile } from './multipart-form.ts';
import type { UploadStorage } from './upload-storage.ts';

/**
 * What a multipart route declares, as a JSON route declares its body schema: the contract's
 * schema of the text fields, and the parts it accepts (MultipartFormRules: the text and file
 * fields, the files' types by content and their size).
 */
export interface FormBodySpec<Fields extends z.ZodType> extends MultipartFormRules {
  fields: Fields;
}

/** A multipart body read and its text fields validated by the route's schema. */
export interface FormBody<Fields> {
  /** The schema's output; null when the schema refused the text fields (`issues` say where). */
  fields: Fields | null;
  /** Every text field as sent, for rules the schema cannot hold (a document's date beside its file). */
  text: Record<string, string>;
  /** The files kept, each of an accepted type by its content. */
  files: ReceivedFile[];
  /**
   * The schema's problems, then what reading refused (unknown fields, files of the wrong type or
   * size). A text field refused while reading is reported only for that: its value was dropped,
   * so "required" would not be the problem.
   */
  issues: FieldIssue[];
  /** Deletes every file this body stored; call it whenever the request is refused or fails. */
  discard(): Promise<void>;
}

/**
 * Reads a form the way the route declared it. The service calls it (through the route's
 * `() => readFormBody(…)`) after its permission checks, so nobody who may not write the record
 * has a byte stored; and it adds its own rules' problems to `issues`, so a form that is wrong in
 * several ways is answered with every problem at once.
 */
export async function readFormBody<Fields extends z.ZodType>(
  request: FastifyRequest,
  storage: UploadStorage,
  spec: FormBodySpec<Fields>,
): Promise<FormBody<z.output<Fields>>> {
  const form = await readMultipartForm(request, storage, spec);
  const parsed = spec.fields.safeParse(form.fields);
  const refused = new Set(form.issues.map(topField));
  const schemaIssues = parsed.success ? [] : zodFieldIssues(parsed.error).filter((issue) => !refused.has(topField(issue)));
  return {
    fields: parsed.success ? parsed.data : null,
    text: form.fields,
    files: form.files,
    issues: [...schemaIssues, ...form.issues],
    discard: form.discard,
  };
}

/**
 * Runs `work` with a form's files stored; when it fails (a refusal or an error), the files are
 * deleted before the failure goes on, so a refused form leaves nothing behind.
 */
export async function discardingOnFailure<T>(files: { discard(): Promise<void> }, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await files.discard();
    throw error;
  }
}

/** The form field an issue belongs to ('prices' for ['prices', '0', 'price']). */
const topField = (issue: FieldIssue) => (Array.isArray(issue.field) ? issue.field[0] : issue.field);
