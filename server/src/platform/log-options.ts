import type { FastifyServerOptions } from 'fastify';

/**
 * What the server's logger may write (issue 16, finding 8): no tokens, passwords, e-mail addresses or
 * phone numbers, and no query parameters. A trip link's token is enough to open and pay the trip, so
 * a request is logged by its path alone, and a failed query by its SQL without the values it was given
 * (node-postgres and Drizzle put them in the message, `params` and the server's `detail`).
 */

/** Keys whose values never reach a log line, wherever they sit in a logged object. */
const SECRET_KEYS = ['password', 'token', 'email', 'phone', 'params', 'parameters', 'detail', 'cookie', 'authorization'];

const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrftoken"]',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`]),
];

/** The part of a failed query's message before its values ("Failed query: …\nparams: a@b.c,…"). */
function withoutValues(text: string): string {
  return text.replace(/\nparams:[\s\S]*$/, '').replace(/params:\s.*$/gm, 'params: [redacted]');
}

/** PostgreSQL's own messages quote the value they refused ('invalid input syntax for type integer: "…"'). */
function withoutQuotedValues(text: string): string {
  return text.replace(/"[^"]*"/g, '"[redacted]"').replace(/=\([^)]*\)/g, '=([redacted])');
}

const isSqlState = (code: unknown): code is string => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  statusCode?: number;
  /** Where a database error happened, which its message no longer names. */
  table?: string;
  column?: string;
  constraint?: string;
  cause?: LoggedError;
}

/** An error as a log line shows it: its kind, code, message and stack, with query values taken out. */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]', stack: '' };
  const withCode = error as Error & { code?: unknown; statusCode?: unknown; table?: unknown; column?: unknown; constraint?: unknown };
  const fromDatabase = isSqlState(withCode.code);
  const message = fromDatabase ? withoutQuotedValues(error.message) : withoutValues(error.message);
  const frames = (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  const logged: LoggedError = { type: error.name, message, stack: [`${error.name}: ${message}`, ...frames].join('\n') };
  if (typeof withCode.code === 'string') logged.code = withCode.code;
  if (typeof withCode.statusCode === 'number') logged.statusCode = withCode.statusCode;
  if (fromDatabase) {
    if (typeof withCode.table === 'string') logged.table = withCode.table;
    if (typeof withCode.column === 'string') logged.column = withCode.column;
    if (typeof withCode.constraint === 'string') logged.constraint = withCode.constraint;
  }
  if (error.cause !== undefined && depth < 3) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

interface LoggedRequest {
  [key: string]: unknown;
  method: string;
  url: string;
  remoteAddress?: string;
}

/** A request as a log line shows it: method and path, never the query string (trip tokens ride there). */
function serializeRequest(request: { method?: string | undefined; url?: string | undefined; ip?: string; socket?: { remoteAddress?: string | undefined } }): LoggedRequest {
  const logged: LoggedRequest = { method: request.method ?? '', url: (request.url ?? '').split('?')[0] ?? '' };
  const address = request.ip ?? request.socket?.remoteAddress;
  if (address) logged.remoteAddress = address;
  return logged;
}

/** The Fastify logger options of the running server (main.ts) and of tests that read its lines. */
export function loggerOptions(level: string, extra: Record<string, unknown> = {}): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { req: serializeRequest, err: (error: unknown) => serializeError(error), error: (error: unknown) => serializeError(error) },
    ...extra,
  };
}
