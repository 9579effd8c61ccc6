import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreparedStatements } from './prepared-statements.ts';

// PGlite's statements as named prepared statements: each text prepared once, answering exactly as
// PGlite's own `query` does (the thread's tests, pglite-thread-client.test.ts, run through it too).

let pg: PGlite;
let statements: PreparedStatements;

beforeAll(async () => {
  pg = new PGlite();
  await pg.waitReady;
  await pg.exec(`create table prepared_things (id int primary key, name text, tags text[], data jsonb, at timestamptz, ok boolean)`);
  statements = new PreparedStatements(pg, 3);
});
afterAll(async () => {
  await pg.close();
});

const prepared = async () => (await pg.query<{ statement: string }>('select statement from pg_prepared_statements order by prepare_time')).rows.map((row) => row.statement);

describe('prepared statements on the embedded database', () => {
  it('prepares a text once and then only binds it, with the answers PGlite gives', async () => {
    const text = 'select $1::int + 1 as n';
    const first = await statements.query(text, [1], {}, false);
    const second = await statements.query(text, [41], {}, false);
    expect(second.rows).toEqual([{ n: 42 }]);
    expect(second).toEqual(await pg.query(text, [41]));
    expect(first.rows).toEqual([{ n: 2 }]);
    expect((await prepared()).filter((statement) => statement === text)).toHaveLength(1);
  });

  it("sends values through PGlite's serializers and reads them back with its parsers, as arrays or kept as text", async () => {
    const insert = 'insert into prepared_things (id, name, tags, data, at, ok) values ($1, $2, $3, $4, $5, $6) returning *';
    const at = new Date('2024-05-06T07:08:09Z');
    const values = [1, "O'Brien", ['a', 'b "c"'], { stops: [1, 2] }, at, true];
    const mine = await statements.query(insert, values, {}, false);
    expect(mine.rows).toEqual([{ id: 1, name: "O'Brien", tags: ['a', 'b "c"'], data: { stops: [1, 2] }, at, ok: true }]);
    expect(mine.affectedRows).toBe(1);
    const nulls = await statements.query(insert, [2, null, null, null, undefined, null], { rowMode: 'array' }, false);
    expect(nulls.rows).toEqual([[2, null, null, null, null, null]]);
    const asText = await statements.query('select at from prepared_things where id = $1', [1], { textTypeOids: [1184] }, false);
    expect(asText.rows).toEqual([{ at: '2024-05-06 07:08:09+00' }]);
  });

  it('answers an error with its PostgreSQL fields and statement, and the statement still works after it', async () => {
    const insert = 'insert into prepared_things (id) values ($1)';
    const error = await statements.query(insert, [1], {}, false).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: '23505', constraint: 'prepared_things_pkey', query: insert, params: [1] });
    await expect(statements.query(insert, [3], {}, false)).resolves.toMatchObject({ affectedRows: 1 });
    const syntax = await statements.query('selec 1', [], {}, false).catch((caught: unknown) => caught);
    expect(syntax).toMatchObject({ code: '42601', query: 'selec 1' });
    await expect(statements.query('select 1 as one', [], {}, false)).resolves.toMatchObject({ rows: [{ one: 1 }] });
  });

  it('keeps at most its limit prepared, closing the least recently used', async () => {
    const texts = ['select 1 as a', 'select 2 as a', 'select 3 as a'];
    for (const text of texts) await statements.query(text, [], {}, false);
    await statements.query(texts[0]!, [], {}, false);
    await statements.query('select 4 as a', [], {}, false);
    const now = await prepared();
    expect(now).toHaveLength(3);
    expect(now).not.toContain('select 2 as a');
    expect(now).toEqual(expect.arrayContaining(['select 1 as a', 'select 3 as a', 'select 4 as a']));
    await expect(statements.query('select 2 as a', [], {}, false)).resolves.toMatchObject({ rows: [{ a: 2 }] });
  });

  it('runs inside a transaction the thread holds, which rolls its statements back with it', async () => {
    const insert = 'insert into prepared_things (id) values ($1)';
    await pg
      .transaction(async () => {
        await statements.query(insert, [10], {}, true);
        const seen = await statements.query('select count(*)::int as n from prepared_things where id = $1', [10], {}, true);
        expect(seen.rows).toEqual([{ n: 1 }]);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect((await statements.query('select count(*)::int as n from prepared_things where id = $1', [10], {}, false)).rows).toEqual([{ n: 0 }]);
  });
});
