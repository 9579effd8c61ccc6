import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The header that carries a request's id in both directions (ADR 0024). */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an incoming id may look like to be kept: short, and only characters that cannot break a log
 * line or a header (no spaces, quotes, newlines or control characters). A UUID, nginx's
 * `$request_id` (32 hex digits) and most tracing ids fit.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * Fastify's `genReqId`. The reverse proxy's id is kept only when the app trusts its proxy
 * (TRUST_PROXY): then the proxy sets the header and the same id names the request in the proxy's
 * log and ours. Without a proxy the header is the caller's own choice, and a caller could make its
 * requests wear another request's id in our logs, so every request gets a fresh UUID.
 */
export function requestIdGenerator(options: { trustIncoming: boolean }): (raw: IncomingMessage) => string {
  return (raw) => {
    if (options.trustIncoming) {
      const incoming = raw.headers[REQUEST_ID_HEADER];
      if (typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming)) return incoming;
    }
    return randomUUID();
  };
}

/**
 * Every answer names its request in `X-Request-Id`, so a user or an operator holding a failed
 * answer finds its log lines (Fastify's logger puts the same id in each as `reqId`). Set when the
 * request arrives, so answers from later hooks (CSRF, 401, errors) carry it too; register first.
 */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
