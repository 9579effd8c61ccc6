import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/**
 * Lets routes read multipart/form-data with `readFormBody` (form-body.ts). The defaults here are strict
 * (1 MB, one file) so an endpoint that forgets to set its own limits stays safe; endpoints pass
 * their own limits per request.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: 1024 * 1024, files: 1, fields: 20, fieldSize: 4096, parts: 21, headerPairs: 100 },
  });
}
