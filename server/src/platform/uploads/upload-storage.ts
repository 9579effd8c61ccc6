import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
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

/** A stored file opened for reading. */
export interface StoredFile {
  stream: Readable;
  sizeBytes: number;
}

/**
 * Where uploaded photos and documents live, by the random name `save` gave them: areas and routes
 * never see a path, so the place can change (ADR 0025) without touching them. A file is served
 * only by a route that checked who asks (`sendStoredFile`). Every method refuses (throws) a name
 * this storage could not have given out.
 */
export interface UploadStorage {
  /**
   * Streams the bytes into a new file while keeping the first few, then names the file by the
   * type those bytes show. Content of no accepted type is deleted at once.
   */
  save(stream: Readable): Promise<SavedUpload>;
  /** The file to stream out with its size, or null when it is gone (storage restored from an older backup). */
  open(storedName: string): Promise<StoredFile | null>;
  /** The whole file (an image to re-encode), or null when it is gone. */
  read(storedName: string): Promise<Buffer | null>;
  exists(storedName: string): Promise<boolean>;
  /** Deletes stored files (e.g. when the request they came with is refused); missing ones are fine. */
  remove(storedNames: readonly string[]): Promise<void>;
}

/** 128 random bits as hex, plus the extension of the sniffed type; never anything the client sent. */
const STORED_NAME = /^[0-9a-f]{32}\.(pdf|jpg|png)$/;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * The upload storage in a local directory (DATA_DIR/uploads), outside the web root. Several server
 * processes share it when it is one directory for all of them: on one machine as it is, on several
 * a shared volume mounted there (docs/deploy.md). A file appears under its final name only once
 * complete (written as `.part`, then renamed), so another process never reads half a file.
 */
export function createUploadStorage(dir: string): UploadStorage {
  let ready: Promise<unknown> | undefined;
  const ensureDir = () => (ready ??= mkdir(dir, { recursive: true, mode: 0o700 }));

  function pathOf(storedName: string): string {
    if (!STORED_NAME.test(storedName)) throw new Error(`Not a stored upload name: ${storedName}`);
    return path.join(dir, storedName);
  }

  return {
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

    async open(storedName: string): Promise<StoredFile | null> {
      const filePath = pathOf(storedName);
      try {
        const { size } = await stat(filePath);
        return { stream: createReadStream(filePath), sizeBytes: size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async read(storedName: string): Promise<Buffer | null> {
      try {
        return await readFile(pathOf(storedName));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async exists(storedName: string): Promise<boolean> {
      try {
        return (await stat(pathOf(storedName))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async remove(storedNames: readonly string[]): Promise<void> {
      await Promise.all(storedNames.map((name) => rm(pathOf(name), { force: true })));
    },
  };
}
