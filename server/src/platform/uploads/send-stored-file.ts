import type { FastifyReply } from 'fastify';
import { notFound } from '../http/app-error.ts';
import type { SniffedContentType } from './content-sniffing.ts';
import type { UploadStorage } from './upload-storage.ts';

const CONTENT_TYPE_OF_EXTENSION: Record<string, SniffedContentType> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** How long a browser may keep a served file: its URL names the file's version (`?v=`), so a new file gets a new URL. */
export const STORED_FILE_MAX_AGE_SECONDS = 86_400;

/** The `?v=` of a stored file's URL: changes whenever the file does (stored names are random). */
export const storedFileVersion = (storedName: string) => storedName.slice(0, 8);

export interface StoredFileOptions {
  /**
   * Always a download with `downloadName` and never kept by the browser: a document sent by
   * someone outside the platform (a partner application's) is not opened inside the site's origin.
   */
  attachment?: boolean;
}

/**
 * Answers with a file from upload storage, for a route that has checked who may see it. The type
 * is the one the server gave the file (from its content), never guessed again by the browser
 * (`nosniff`); `sandbox` keeps a PDF or image opened on its own from running script with the
 * site's cookies; `private` keeps shared caches from keeping it (and a signed-in request's answer
 * is `no-store` whatever this says: http/no-store.ts). `downloadName` (ASCII, no quotes)
 * names a PDF opened in the browser's viewer.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: UploadStorage,
  storedName: string,
  downloadName: string,
  options: StoredFileOptions = {},
): Promise<FastifyReply> {
  const extension = storedName.slice(storedName.lastIndexOf('.') + 1);
  const contentType = CONTENT_TYPE_OF_EXTENSION[extension];
  if (contentType === undefined) throw notFound('File not found.');
  const file = await storage.open(storedName);
  // A row naming a file that is gone (storage restored from an older backup) is like no file.
  if (file === null) throw notFound('File not found.');

  reply
    .header('content-type', contentType)
    .header('content-length', file.sizeBytes)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', 'sandbox')
    .header('cache-control', options.attachment ? 'private, no-store' : `private, max-age=${STORED_FILE_MAX_AGE_SECONDS}`);
  const safeName = downloadName.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'document';
  if (options.attachment) reply.header('content-disposition', `attachment; filename="${safeName}.${extension}"`);
  else if (contentType === 'application/pdf') reply.header('content-disposition', `inline; filename="${safeName}.pdf"`);
  return reply.send(file.stream);
}
