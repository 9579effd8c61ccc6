import { sql } from 'drizzle-orm';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createTestDatabase } from '../../../../test/test-database.ts';
import type { DatabaseHandle, EmbeddedDatabaseClient } from '../database.ts';
import { MIGRATIONS_FOLDER } from '../open-database.ts';
import { isUniqueViolation } from '../unique-violation.ts';
import { PgliteThreadClient } from './pglite-thread-client.ts';

// The embedded database in its own thread, as openDatabase starts it: what crosses between the
// threads must arrive as PGlite in one thread gave it.

let handle: DatabaseHandle;
let client: EmbeddedDatabaseClient;

beforeAll(async () => {
  handle = await createTestDatabase();
  if (handle.connection.kind !== 'pglite') throw new Error('this test needs the embedded database');
  client = handle.connection.client;
  await client.exec(`
    create table thread_things (id int primary key, name text constraint thread_things_name_key unique, at timestamptz);
    create table thread_parents (id int primary key);
    create table thread_children (parent int references thread_parents (id) deferrable initially deferred);
  `);
});
afterAll(async () => {
  await handle.close();
});

const count = async (table: string) => Number((await client.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n);

describe('the embedded database in its own thread', () => {
  it('runs statements with parameters and answers rows as objects or arrays', async () => {
    const objects = await client.query<{ a: number; b: string }>('select $1::int + 1 as a, $2::text as b', [41, 'x']);
    expect(objects.rows).toEqual([{ a: 42, b: 'x' }]);
    expect(objects.fields.map((field) => field.name)).toEqual(['a', 'b']);
    const arrays = await client.query('select 1 as a, 2 as b', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 2]]);
    const results = await client.exec('select 1 as one; select 2 as two');
    expect(results.map((result) => result.rows)).toEqual([[{ one: 1 }], [{ two: 2 }]]);
  });

  it("keeps timestamps as text under Drizzle's parsers, and parses them without", async () => {
    const text = '2024-01-02 03:04:05+00';
    const kept = await client.query<{ t: unknown }>(`select '${text}'::timestamptz as t`, [], { parsers: { 1184: (value) => value } });
    expect(kept.rows[0]!.t).toBe(text);
    const parsed = await client.query<{ t: unknown }>(`select '${text}'::timestamptz as t`);
    expect(parsed.rows[0]!.t).toEqual(new Date('2024-01-02T03:04:05Z'));
    const throughDrizzle = (await handle.db.execute(sql`select ${text}::timestamptz as t`)) as unknown as { rows: { t: unknown }[] };
    expect(throughDrizzle.rows[0]!.t).toBe(text);
  });

  it('refuses a parser that would change the text, which the thread cannot run', async () => {
    await expect(client.query('select 1', [], { parsers: { 23: (value) => Number(value) } })).rejects.toThrow('only parsers that return the text');
  });

  it('hands errors over with their PostgreSQL fields, through Drizzle too', async () => {
    await client.query(`insert into thread_things (id, name) values (1, 'one')`);
    const error = await client.query(`insert into thread_things (id, name) values (2, 'one')`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'thread_things_name_key', table: 'thread_things', severity: 'ERROR' });
    const throughDrizzle = await handle.db.execute(sql`insert into thread_things (id, name) values (3, 'one')`).catch((caught: unknown) => caught);
    expect(isUniqueViolation(throughDrizzle, 'thread_things_name_key')).toBe(true);
  });

  it('commits a transaction whose callback resolves and rolls back one that throws', async () => {
    const before = await count('thread_things');
    const value = await client.transaction(async (tx) => {
      await tx.query('insert into thread_things (id) values ($1)', [10]);
      await tx.exec('insert into thread_things (id) values (11)');
      return 'done';
    });
    expect(value).toBe('done');
    expect(await count('thread_things')).toBe(before + 2);

    const failure = new Error('the change failed');
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into thread_things (id) values ($1)', [12]);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await count('thread_things')).toBe(before + 2);
  });

  it("rejects when the commit itself fails (a deferred constraint)", async () => {
    const error = await client
      .transaction((tx) => tx.query('insert into thread_children (parent) values (99)'))
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: '23503' });
    expect(await count('thread_children')).toBe(0);
  });

  it('makes a statement from outside wait for the open transaction, as PGlite does', async () => {
    let outside: Promise<number> | undefined;
    await client.transaction(async (tx) => {
      await tx.query('insert into thread_parents (id) values (1)');
      outside = count('thread_parents');
      // Still inside: the statement from outside has not run yet.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.query('insert into thread_parents (id) values (2)');
    });
    expect(await outside).toBe(2);
  });

  it("rolls back only the inner part of Drizzle's nested transaction (a savepoint)", async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_parents (id) values (20)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into thread_parents (id) values (21)`);
          throw new Error('inner failure');
        })
        .catch(() => {});
    });
    const ids = await client.query<{ id: number }>('select id from thread_parents where id >= 20 order by id');
    expect(ids.rows).toEqual([{ id: 20 }]);
  });

  it('delivers notifications to listeners until they stop listening', async () => {
    const heard: string[] = [];
    const unlisten = await client.listen('thread_channel', (payload) => heard.push(payload));
    await client.query(`select pg_notify('thread_channel', 'first')`);
    await expect.poll(() => heard).toEqual(['first']);
    await unlisten();
    await client.query(`select pg_notify('thread_channel', 'second')`);
    await client.query('select 1');
    expect(heard).toEqual(['first']);
  });

  it('refuses statements clearly once closed', async () => {
    await handle.close();
    await expect(client.query('select 1')).rejects.toThrow('The embedded database is closed.');
    await expect(client.transaction(async () => {})).rejects.toThrow('The embedded database is closed.');
  });
});

describe('starting the thread', () => {
  it('fails with the reason when PGlite cannot open its folder', async () => {
    const start = PgliteThreadClient.start({ dataDir: '/dev/null/not-a-folder', extraStartParams: [], migrationsFolder: MIGRATIONS_FOLDER });
    await expect(start).rejects.toThrow(/not-a-folder|ENOTDIR/);
  });

  // Its own thread compiles PGlite's WebAssembly again: tens of seconds on a busy 2-core machine.
  it('fails what waits, and everything later, when the thread dies', async () => {
    const lost = vi.fn();
    const posting = vi.spyOn(Worker.prototype, 'postMessage');
    // From the migrated template, like every test database, so no initdb or migrations.
    const doomed = await PgliteThreadClient.start({ dataDir: null, initialDump: inject('pgliteTemplate') || null, extraStartParams: [], migrationsFolder: MIGRATIONS_FOLDER }, lost);
    await doomed.query('select 1');
    const worker = posting.mock.contexts.at(-1) as Worker;
    posting.mockRestore();

    const waiting = doomed.query('select pg_sleep(0.5)');
    await worker.terminate();
    await expect(waiting).rejects.toThrow(/thread stopped unexpectedly/);
    await expect(doomed.query('select 1')).rejects.toThrow(/thread stopped unexpectedly/);
    expect(lost).toHaveBeenCalledOnce();
    await doomed.close();
  }, 90_000);
});
