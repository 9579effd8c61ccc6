import { vi } from 'vitest';
import { jsonResponse } from '../../../test/render-with-providers.tsx';

export interface SentCall {
  method: string;
  url: string;
  body: unknown;
}

/** An answer by "METHOD path" ('POST /api/account/'), or several, taken in turn (the last one repeats). */
type Routes = Record<string, Response | Response[]>;

/** Answers the accounts pages' calls by method and path (404 for anything else) and records what was sent. */
export function stubApi(routes: Routes): SentCall[] {
  const calls: SentCall[] = [];
  const served: Record<string, number> = {};
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const method = init?.method ?? 'GET';
      const url = String(input);
      calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      const key = `${method} ${url}`;
      const answer = routes[key];
      if (answer === undefined) return jsonResponse({ detail: 'Not found.' }, 404);
      const list = Array.isArray(answer) ? answer : [answer];
      const index = Math.min(served[key] ?? 0, list.length - 1);
      served[key] = index + 1;
      return list[index]!.clone();
    }),
  );
  return calls;
}

/** A 422 with one message at a body field, as the server words it. */
export const refused = (field: string, msg: string) => jsonResponse({ detail: [{ loc: ['body', field], msg, type: 'value_error' }] }, 422);
