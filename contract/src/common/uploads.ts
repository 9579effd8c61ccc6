/**
 * What every upload slot accepts (spec section 9). The server decides a file's type from its
 * bytes, never from its name or the type the browser declared.
 */

/** Photos of drivers and vehicles: JPEG or PNG. */
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;
/** Documents (company papers, licences, registrations, insurance): PDF, JPEG or PNG. */
export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_SIZE_MESSAGE = 'File must be at most 10 MB.';

/**
 * What a form can know before sending a file: its declared type and size. The server checks the
 * content again, so a renamed file is still refused there.
 */
export function uploadProblem(
  file: { type: string; size: number },
  acceptedTypes: readonly string[],
  typeMessage: string,
): string | null {
  if (!acceptedTypes.includes(file.type)) return typeMessage;
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_SIZE_MESSAGE;
  return null;
}
