import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { UNNAMED_PART_MESSAGE } from '../uploads/multipart-form.ts';

// Answers given before a route runs, and a malformed form, in the guide's shape (issue 16, finding 7).
// These need a real socket: Node's HTTP parser, which inject() skips, refuses oversized headers itself.

let ctx: TestContext;
let port = 0;

beforeAll(async () => {
  ctx = await buildTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as { port: number }).port;
});
afterAll(() => ctx.close());

function send(method: string, path: string, headers: Record<string, string> = {}, body?: Buffer): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) as unknown }));
    });
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

describe('answers before routing', () => {
  it('a broken percent-encoding in the path is a 400 with a detail', async () => {
    expect(await send('GET', '/api/trip/%ff')).toEqual({ status: 400, json: { detail: 'The address is not valid: its percent-encoding is broken.' } });
  });

  it('an over-long path parameter is a 414 with a detail', async () => {
    const res = await send('GET', `/api/public/trip/${'A'.repeat(300)}?token=x`);
    expect(res).toEqual({ status: 414, json: { detail: 'The address is too long.' } });
  });

  it('a huge query string is a 431 with a detail', async () => {
    const res = await send('GET', `/api/trips/?search=${'a'.repeat(20_000)}`);
    expect(res).toEqual({ status: 431, json: { detail: "The request's address or headers are too large." } });
  });
});

describe('a malformed multipart form', () => {
  it('a part without a name is a 422 at the form, not a 500', async () => {
    const body = Buffer.from(
      '--XX\r\nContent-Disposition: form-data; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n' +
        '--XX\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--XX--\r\n',
    );
    const res = await send(
      'POST',
      '/api/partners/',
      { 'content-type': 'multipart/form-data; boundary=XX', cookie: 'csrftoken=probe-token-of-twenty-chars', 'x-csrftoken': 'probe-token-of-twenty-chars', 'content-length': String(body.length) },
      body,
    );
    expect(res.status).toBe(422);
    expect((res.json as { detail: { loc: unknown[]; msg: string }[] }).detail).toContainEqual({ loc: ['body'], msg: UNNAMED_PART_MESSAGE, type: 'value_error' });
  });
});
