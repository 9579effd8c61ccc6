import type { z } from 'zod';
import { parseApiError } from './api-error.ts';
import { readCsrfToken } from './csrf-token.ts';

export { ApiError, isApiError } from './api-error.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest {
  method?: Method;
  /** A plain value is sent as JSON; FormData is sent as multipart (the browser sets the boundary). */
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key`: the server answers a repeat of this request with its first answer. */
  idempotencyKey?: string;
}

const SAFE_METHODS: ReadonlySet<Method> = new Set(['GET']);

function buildHeaders(method: Method, body: unknown, idempotencyKey: string | undefined): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey);
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  if (!SAFE_METHODS.has(method)) {
    const token = readCsrfToken();
    if (token) headers.set('X-CSRFToken', token);
  }
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Calls the API on the same origin with the session cookie. Resolves with the JSON body, validated by
 * `schema` when one is given (else `unknown`); rejects with ApiError for any non-2xx status.
 */
export async function apiFetch<S extends z.ZodType = z.ZodUnknown>(
  path: string,
  request: ApiRequest = {},
  schema?: S,
): Promise<z.output<S>> {
  const method = request.method ?? 'GET';
  const { body } = request;
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: buildHeaders(method, body, request.idempotencyKey),
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    signal: request.signal,
  });
  const data = await readBody(response);
  if (!response.ok) throw parseApiError(response.status, data);
  return (schema ? schema.parse(data) : data) as z.output<S>;
}

export function apiGet<S extends z.ZodType = z.ZodUnknown>(
  path: string,
  schema?: S,
  options: { signal?: AbortSignal } = {},
): Promise<z.output<S>> {
  return apiFetch(path, { ...options, method: 'GET' }, schema);
}

export function apiPost<S extends z.ZodType = z.ZodUnknown>(
  path: string,
  body?: unknown,
  schema?: S,
  options: Pick<ApiRequest, 'idempotencyKey'> = {},
): Promise<z.output<S>> {
  return apiFetch(path, { ...options, method: 'POST', body }, schema);
}

export function apiPut<S extends z.ZodType = z.ZodUnknown>(path: string, body?: unknown, schema?: S): Promise<z.output<S>> {
  return apiFetch(path, { method: 'PUT', body }, schema);
}

export function apiDelete<S extends z.ZodType = z.ZodUnknown>(path: string, body?: unknown, schema?: S): Promise<z.output<S>> {
  return apiFetch(path, { method: 'DELETE', body }, schema);
}
