import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError, bodyFieldErrors, FieldValidationError } from '../http/app-error.ts';
import type { FieldIssue } from '../http/field-issues.ts';
import { containsNul, NUL_CHARACTER_MESSAGE } from '../http/nul-characters.ts';
import type { SniffedContentType } from './content-sniffing.ts';
import type { UploadStorage } from './upload-storage.ts';

/** What one multipart endpoint accepts. */
export interface MultipartFormRules {
  textFields: readonly string[];
  fileFields: readonly string[];
  acceptedTypes: readonly SniffedContentType[];
  /** Shown at a file field whose content is of no accepted type. */
  typeMessage: string;
  /** Fields that accept other types than the rest, with their own message (a photo among documents). */
  fileFieldTypes?: Readonly<Record<string, { acceptedTypes: readonly SniffedContentType[]; typeMessage: string }>>;
  maxFileBytes: number;
  /** Shown at a file field larger than maxFileBytes. */
  sizeMessage: string;
  maxFieldBytes: number;
}

/** A file kept in upload storage, named by the server and typed by its content. */
export interface ReceivedFile {
  field: string;
  /** As the client named it; for showing to people only, never used as a path. */
  originalName: string;
  storedName: string;
  contentType: SniffedContentType;
  sizeBytes: number;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: ReceivedFile[];
  /** Problems found while reading (bad type, too large, unknown field): the caller refuses the form. */
  issues: FieldIssue[];
  /** Deletes every file this form stored; call it whenever the form is refused. */
  discard(): Promise<void>;
}

const at = (field: string, message: string): FieldIssue => ({ field, message });

async function drain(part: Extract<Multipart, { type: 'file' }>): Promise<void> {
  await pipeline(part.file, new Writable({ write: (_chunk, _encoding, done) => done() }));
}

/** Whether busboy stopped at one of the request-wide limits (more files, fields or parts than allowed). */
function isLimitError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { statusCode?: number }).statusCode === 413;
}

export const UNNAMED_PART_MESSAGE = 'Every part of the form needs a name.';

/**
 * Reads a multipart/form-data request's parts (routes read theirs with `readFormBody`, which also
 * validates the text fields): text fields into strings, files streamed into upload storage
 * and typed by their first bytes. Files of the wrong type or size are deleted as soon as they are
 * read and reported at their field; anything else that goes wrong deletes every stored file.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  storage: UploadStorage,
  rules: MultipartFormRules,
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'Send the form as multipart/form-data.');
  }

  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  const issues: FieldIssue[] = [];
  const discard = () => storage.remove(files.map((f) => f.storedName));

  try {
    // throwFileSizeLimit is read per request by @fastify/multipart but missing from its parts() type.
    const options = {
      limits: {
        fileSize: rules.maxFileBytes,
        files: rules.fileFields.length,
        fields: rules.textFields.length,
        parts: rules.fileFields.length + rules.textFields.length,
        fieldSize: rules.maxFieldBytes,
        fieldNameSize: 100,
        headerPairs: 100,
      },
      // A file over the limit is reported at its own field instead of failing the whole request.
      throwFileSizeLimit: false,
    };
    const parts = request.parts(options as Parameters<FastifyRequest['parts']>[0]);

    for await (const part of parts) {
      const name = part.fieldname;
      // A part without a name has no field to report at: the form itself is malformed.
      if (typeof name !== 'string' || name === '') {
        if (part.type === 'file') await drain(part);
        issues.push({ field: [], message: UNNAMED_PART_MESSAGE });
        continue;
      }
      if (part.type === 'field') {
        if (!rules.textFields.includes(name)) issues.push(at(name, `Unknown field: ${name}`));
        else if (name in fields) issues.push(at(name, 'Send this field once.'));
        else if (part.valueTruncated) issues.push(at(name, 'This value is too long.'));
        else if (typeof part.value === 'string' && containsNul(part.value)) issues.push(at(name, NUL_CHARACTER_MESSAGE));
        else fields[name] = typeof part.value === 'string' ? part.value : '';
        continue;
      }

      if (!rules.fileFields.includes(name)) {
        await drain(part);
        issues.push(at(name, `Unknown field: ${name}`));
        continue;
      }
      if (files.some((f) => f.field === name)) {
        await drain(part);
        issues.push(at(name, 'Send one file for this field.'));
        continue;
      }

      // A NUL in a file name would fail when it is stored in the database (see nul-characters.ts).
      if (containsNul(part.filename)) {
        await drain(part);
        issues.push(at(name, NUL_CHARACTER_MESSAGE));
        continue;
      }
      const { acceptedTypes, typeMessage } = rules.fileFieldTypes?.[name] ?? rules;
      const saved = await storage.save(part.file);
      if (saved.storedName !== null && part.file.truncated) {
        await storage.remove([saved.storedName]);
        issues.push(at(name, rules.sizeMessage));
      } else if (saved.storedName === null || saved.contentType === null || !acceptedTypes.includes(saved.contentType)) {
        if (saved.storedName !== null) await storage.remove([saved.storedName]);
        // An empty part without a name is how a form says "no file chosen".
        if (!(saved.sizeBytes === 0 && part.filename === '')) issues.push(at(name, typeMessage));
      } else {
        files.push({
          field: name,
          originalName: part.filename.slice(0, 255),
          storedName: saved.storedName,
          contentType: saved.contentType,
          sizeBytes: saved.sizeBytes,
        });
      }
    }
  } catch (error) {
    await discard();
    if (isLimitError(error)) {
      throw bodyFieldErrors([
        { field: [], message: `Send at most ${rules.textFields.length} fields and ${rules.fileFields.length} files.` },
      ]);
    }
    if (error instanceof AppError || error instanceof FieldValidationError) throw error;
    request.log.info({ err: error }, 'unreadable multipart body');
    throw new AppError(400, 'The form could not be read; please send it again.');
  }

  return { fields, files, issues, discard };
}
