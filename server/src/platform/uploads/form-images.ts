import type { FieldIssue } from '../http/field-issues.ts';
import { reencodeStoredImage, UndecodableImageError, type ImageUse } from './image-processing.ts';
import type { ReceivedFile } from './multipart-form.ts';
import type { UploadStorage } from './upload-storage.ts';

/** How a file field's image is kept: the size it is stored at, and the message when it does not decode. */
export interface FieldImageRule {
  use: ImageUse;
  typeMessage: string;
}

/** A form's files once their images are re-encoded. */
export interface ReencodedFiles {
  /** File field → stored name of the file to keep: the re-encoded image, or a PDF as sent. */
  byField: Map<string, string>;
  /** Images that could not be decoded, at their field. */
  problems: FieldIssue[];
  /** Deletes every file the request stored, raw and re-encoded; call it whenever the request is refused or fails. */
  discard(): Promise<void>;
}

/**
 * Re-encodes every image of a form (docs/decisions/0019-fleet-records.md): only the picture is
 * kept, none of what rode along in the file, before anyone is served it. A PDF, or a file of a field
 * with no rule, is kept as sent.
 */
export async function reencodeFormImages(
  storage: UploadStorage,
  files: readonly ReceivedFile[],
  ruleOf: (field: string) => FieldImageRule | undefined,
): Promise<ReencodedFiles> {
  const byField = new Map<string, string>();
  const problems: FieldIssue[] = [];
  const stored: string[] = [];
  // The raw uploads too: one whose image could not be decoded is still on disk.
  const discard = () => storage.remove([...stored, ...files.map((f) => f.storedName)]);
  try {
    for (const file of files) {
      const rule = ruleOf(file.field);
      if (file.contentType === 'application/pdf' || rule === undefined) {
        byField.set(file.field, file.storedName);
        continue;
      }
      try {
        const clean = await reencodeStoredImage(storage, file.storedName, rule.use);
        byField.set(file.field, clean);
        stored.push(clean);
      } catch (error) {
        if (!(error instanceof UndecodableImageError)) throw error;
        problems.push({ field: file.field, message: rule.typeMessage });
      }
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return { byField, problems, discard };
}
