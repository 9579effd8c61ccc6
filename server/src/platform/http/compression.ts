import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses API answers over 1 KB with brotli or gzip, whichever the client accepts (issue 17). Brotli
 * at quality 4: most of its gain for a fraction of the CPU of its default 11, which is for files
 * compressed once at build (the web app's assets are, and are sent as they are: static-web.ts).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
