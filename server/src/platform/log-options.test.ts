import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { loggerOptions, serializeError } from './log-options.ts';

// Issue 16, finding 8: failed-query lines used to carry their parameters (trip tokens, customers'
// e-mails and phones) and request lines their query strings.

const TOKEN = 'tok_9f8e7d6c5b4a39281706';
const EMAIL = 'ana.kovac@example.hr';
const PHONE = '+385911234567';

let ctx: TestContext;
const lines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  ctx = await buildTestApp({ logger: loggerOptions('info', { stream }) });
});
afterAll(() => ctx.close());

describe('log lines', () => {
  it('a failed query is logged by its SQL and code, without the values it was given', async () => {
    const failure = await ctx.db.execute(sql`select ${EMAIL}::int, ${PHONE}::text, ${TOKEN}::text`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    const logged = JSON.stringify(serializeError(failure));
    expect(logged).toContain('select');
    for (const secret of [EMAIL, PHONE, TOKEN]) expect(logged).not.toContain(secret);
  });

  it('a request is logged by its path, never its query string', async () => {
    await ctx.app.inject({ method: 'GET', url: `/api/public/trip/VZ-LOG1?token=${TOKEN}` });
    const requestLines = lines.filter((line) => line.includes('/api/public/trip/VZ-LOG1'));
    expect(requestLines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(TOKEN);
  });

  it('e-mail addresses, phones, tokens and passwords in logged objects are redacted', () => {
    ctx.app.log.warn({ email: EMAIL, customer: { phone: PHONE, token: TOKEN, password: 'hunter2-hunter2' } }, 'probe');
    const line = lines.find((l) => l.includes('"probe"')) ?? '';
    expect(line).toContain('[redacted]');
    for (const secret of [EMAIL, PHONE, TOKEN, 'hunter2-hunter2']) expect(line).not.toContain(secret);
  });
});
