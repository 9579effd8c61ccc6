import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { extensionFor, sniffContentType, SNIFF_BYTES, type SniffedContentType } from './content-sniffing.ts';

/** A file written to upload storage. */
export interface SavedUpload {
  /** Random name inside the uploads directory; null when the content was of no accepted type. */
  storedName: string | null;
  contentType: SniffedContentType | null;
  sizeBytes: number;
}

/** 128 random bits as hex, plus the extension of the sniffed type; never anything the client sent. */
const STORED_NAME = /^[0-9a-f]{32}\.(pdf|jpg|png)$/;

/**
 * Uploaded photos and documents on disk (DATA_DIR/uploads). The directory is outside the web root;
 * a file is served only by a route that checked who asks (`sendStoredFile`), read through `pathOf`.
 */
export function createUploadStorage(dir: string) {
  let ready: Promise<unknown> | undefined;
  const ensureDir = () => (ready ??= mkdir(dir, { recursive: true, mode: 0o700 }));

  return {
    dir,

    /**
     * Streams the bytes into a new file while keeping the first few, then names the file by the
     * type those bytes show. Content of no accepted type is deleted at once.
     */
    async save(stream: Readable): Promise<SavedUpload> {
      await ensureDir();
      const base = randomBytes(16).toString('hex');
      // ".part" until the type is known, so an interrupted upload is recognisable on disk.
      const partPath = path.join(dir, `${base}.part`);
      let head = Buffer.alloc(0);
      let sizeBytes = 0;
      const inspect = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
          sizeBytes += chunk.length;
          callback(null, chunk);
        },
      });
      try {
        await pipeline(stream, inspect, createWriteStream(partPath, { flags: 'wx', mode: 0o600 }));
      } catch (error) {
        await rm(partPath, { force: true });
        throw error;
      }

      const contentType = sniffContentType(head);
      if (contentType === null) {
        await rm(partPath, { force: true });
        return { storedName: null, contentType, sizeBytes };
      }
      const storedName = `${base}.${extensionFor(contentType)}`;
      await rename(partPath, path.join(dir, storedName));
      return { storedName, contentType, sizeBytes };
    },

    /** Deletes stored files (e.g. when the request they came with is refused); missing ones are fine. */
    async remove(storedNames: readonly string[]): Promise<void> {
      await Promise.all(storedNames.map((name) => rm(this.pathOf(name), { force: true })));
    },

    /** The file's path; refuses anything that is not a name this storage gave out. */
    pathOf(storedName: string): string {
      if (!STORED_NAME.test(storedName)) throw new Error(`Not a stored upload name: ${storedName}`);
      return path.join(dir, storedName);
    },
  };
}

export type UploadStorage = ReturnType<typeof createUploadStorage>;
