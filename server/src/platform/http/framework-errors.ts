import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { REQUEST_ID_HEADER } from './request-id.ts';

/**
 * Answers that Fastify and Node's HTTP parser give before a route runs, so they never reach the
 * error handler: a broken percent-encoding, an over-long path parameter, headers (or an address)
 * over Node's limit, a timed-out request. Here they get the guide's `{"detail": …}` shape and the
 * right 4xx like every other answer (issue 16, finding 7).
 */

const ROUTER_ERRORS: Record<string, { status: number; detail: string }> = {
  FST_ERR_BAD_URL: { status: 400, detail: 'The address is not valid: its percent-encoding is broken.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, detail: 'The address is too long.' },
};

/** Fastify's `frameworkErrors`: errors of the router, answered through the normal reply (with its headers). */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  const answer = ROUTER_ERRORS[error.code] ?? { status: 400, detail: 'The request could not be understood.' };
  // No onRequest hook runs before a router error, so the request id is set here (request-id.ts).
  void reply.status(answer.status).header(REQUEST_ID_HEADER, request.id).send({ detail: answer.detail });
};

function clientErrorAnswer(code: string | undefined): { status: number; detail: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, detail: "The request's address or headers are too large." };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, detail: 'The request took too long to arrive.' };
  return { status: 400, detail: 'The request could not be understood.' };
}

/**
 * Fastify's `clientErrorHandler`: the request never became a request (Node's parser refused it), so
 * the answer is written to the socket by hand, as Fastify's default does, but in our shape.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, detail } = clientErrorAnswer(error.code);
  const body = JSON.stringify({ detail });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
