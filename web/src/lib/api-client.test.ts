import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiDelete, apiGet, apiPost, ApiError } from './api-client.ts';
import { parseApiError } from './api-error.ts';

function stubFetch(response: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(response()));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentRequest(fetchMock: ReturnType<typeof stubFetch>) {
  const [path, init] = fetchMock.mock.calls[0] ?? [];
  return { path, init: init ?? {}, headers: new Headers(init?.headers) };
}

const ok = (body: unknown) => () =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('api client requests', () => {
  beforeEach(() => {
    document.cookie = 'csrftoken=token-123';
  });
  afterEach(() => {
    document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('sends the CSRF cookie value as X-CSRFToken on unsafe methods, with a JSON body and credentials', async () => {
    const fetchMock = stubFetch(ok({ detail: 'ok' }));
    await apiPost('/api/auth/', { username: 'ana' });
    const { path, init, headers } = sentRequest(fetchMock);
    expect(path).toBe('/api/auth/');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"username":"ana"}');
    expect(headers.get('X-CSRFToken')).toBe('token-123');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends X-CSRFToken on DELETE', async () => {
    const fetchMock = stubFetch(ok({ detail: 'ok' }));
    await apiDelete('/api/auth/');
    expect(sentRequest(fetchMock).headers.get('X-CSRFToken')).toBe('token-123');
  });

  it('does not send X-CSRFToken on GET', async () => {
    const fetchMock = stubFetch(ok({ a: 1 }));
    await apiGet('/api/thing/');
    expect(sentRequest(fetchMock).headers.has('X-CSRFToken')).toBe(false);
  });

  it('sends an idempotency key as Idempotency-Key, and none unless asked', async () => {
    const fetchMock = stubFetch(ok({}));
    await apiPost('/api/trip/', { passengers: 2 }, undefined, { idempotencyKey: 'submission-key-0001' });
    expect(sentRequest(fetchMock).headers.get('Idempotency-Key')).toBe('submission-key-0001');
    const plain = stubFetch(ok({}));
    await apiPost('/api/auth/', { username: 'ana' });
    expect(sentRequest(plain).headers.has('Idempotency-Key')).toBe(false);
  });

  it('leaves multipart bodies to the browser', async () => {
    const fetchMock = stubFetch(ok({}));
    const form = new FormData();
    form.set('color', 'Blue');
    await apiPost('/api/create_vehicle/', form);
    const { init, headers } = sentRequest(fetchMock);
    expect(init.body).toBe(form);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('validates the response with the given schema', async () => {
    stubFetch(ok({ reference: 'VZ-1', token: 't' }));
    const result = await apiPost('/api/trip/', {}, z.object({ reference: z.string(), token: z.string() }));
    expect(result).toEqual({ reference: 'VZ-1', token: 't' });

    stubFetch(ok({ reference: 1 }));
    await expect(apiGet('/api/trip/1', z.object({ reference: z.string() }))).rejects.toBeInstanceOf(z.ZodError);
  });

  it('resolves with null for an empty body', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(apiDelete('/api/auth/')).resolves.toBeNull();
  });

  it('rejects with ApiError carrying status and detail', async () => {
    stubFetch(
      () =>
        new Response(JSON.stringify({ detail: 'Invalid username or password.' }), {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const error = await apiPost('/api/auth/', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Invalid username or password.' });
  });
});

describe('parseApiError', () => {
  it('keys 422 items by the last element of loc, and keeps body-level items global', () => {
    const error = parseApiError(422, {
      detail: [
        { loc: ['body', 'username'], msg: 'Username must not be empty', type: 'value_error' },
        { loc: ['body', 'info', 'flight_number'], msg: 'Flight number is required', type: 'value_error' },
        { loc: ['body'], msg: 'A trip must start or end in Croatia or Slovenia.', type: 'value_error' },
      ],
    });
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({
      username: 'Username must not be empty',
      flight_number: 'Flight number is required',
    });
    expect(error.globalErrors).toEqual(['A trip must start or end in Croatia or Slovenia.']);
    expect(error.message).toBe('A trip must start or end in Croatia or Slovenia.');
    // Nested forms need the whole location, not only its last element.
    expect(error.issues.map((issue) => issue.loc)).toEqual([['body', 'username'], ['body', 'info', 'flight_number'], ['body']]);
  });

  it('uses the first field message when there is no global one', () => {
    const error = parseApiError(422, { detail: [{ loc: ['body', 'password'], msg: 'Password must not be empty', type: 'x' }] });
    expect(error.message).toBe('Password must not be empty');
    expect(error.globalErrors).toEqual([]);
  });

  it('turns a string detail into the message', () => {
    const error = parseApiError(429, { detail: 'Too many sign-in attempts. Try again in 5 minutes.' });
    expect(error).toMatchObject({
      status: 429,
      message: 'Too many sign-in attempts. Try again in 5 minutes.',
      fieldErrors: {},
      globalErrors: ['Too many sign-in attempts. Try again in 5 minutes.'],
    });
  });

  it.each([null, '<html>Bad gateway</html>', { error: 'other shape' }])('falls back for an unknown body %j', (body) => {
    const error = parseApiError(502, body);
    expect(error).toMatchObject({ status: 502, message: 'Request failed with status 502.', fieldErrors: {}, globalErrors: [] });
  });
});
