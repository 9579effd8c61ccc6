import { IMAGE_CONTENT_TYPES, UPLOAD_MAX_BYTES, UPLOAD_SIZE_MESSAGE } from '@vozimo/contract';
import type { z } from 'zod';
import type { FieldIssue } from '../../platform/http/field-issues.ts';
import type { FormBody, FormBodySpec } from '../../platform/uploads/form-body.ts';
import { reencodeStoredImage, UndecodableImageError } from '../../platform/uploads/image-processing.ts';
import type { UploadStorage } from '../../platform/uploads/upload-storage.ts';

/**
 * Catalogue pictures (points of interest, round trips): JPEG or PNG by their bytes, never by their
 * name, re-encoded like the fleet's photos (docs/decisions/0019-fleet-records.md) before anyone is
 * served them.
 */
export function catalogueForm<Fields extends z.ZodType>(
  fields: Fields,
  textFields: readonly string[],
  photoFields: readonly string[],
  typeMessage: string,
): FormBodySpec<Fields> {
  return {
    fields,
    textFields,
    fileFields: photoFields,
    acceptedTypes: IMAGE_CONTENT_TYPES,
    typeMessage,
    maxFileBytes: UPLOAD_MAX_BYTES,
    sizeMessage: UPLOAD_SIZE_MESSAGE,
    // Descriptions run to 4000 characters; 16 KB leaves room for any script's letters.
    maxFieldBytes: 16_384,
  };
}

export interface CleanPhotos {
  /** File field → stored name of the re-encoded JPEG. */
  byField: Map<string, string>;
  /** Files that were no decodable image, at their field. */
  problems: FieldIssue[];
  /** Deletes every file the request stored; call it whenever the request is refused or fails. */
  discard(): Promise<void>;
}

/**
 * Re-encodes every photo of the form. Catalogue photos are shown full-width (a round trip's
 * gallery, a stop's card), so they keep the size of a vehicle photo.
 */
export async function cleanCataloguePhotos(storage: UploadStorage, form: Pick<FormBody<unknown>, 'files'>, typeMessage: string): Promise<CleanPhotos> {
  const byField = new Map<string, string>();
  const problems: FieldIssue[] = [];
  const stored: string[] = [];
  // The raw uploads too: one whose image could not be decoded is still on disk.
  const discard = () => storage.remove([...stored, ...form.files.map((f) => f.storedName)]);
  try {
    for (const file of form.files) {
      try {
        const clean = await reencodeStoredImage(storage, file.storedName, 'vehiclePhoto');
        byField.set(file.field, clean);
        stored.push(clean);
      } catch (error) {
        if (!(error instanceof UndecodableImageError)) throw error;
        problems.push({ field: file.field, message: typeMessage });
      }
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return { byField, problems, discard };
}
