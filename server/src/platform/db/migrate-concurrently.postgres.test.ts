import { readdirSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase } from './open-database.ts';
import { createEmptyPostgresDatabase, type EmptyPostgresDatabase } from '../../../test/test-database.ts';

// Issue 18: two processes starting together on an empty PostgreSQL database both ran the migrations
// and one crashed (duplicate type). They now take an advisory lock; the others wait and find nothing to do.

let empty: EmptyPostgresDatabase;
let url = '';

beforeAll(async () => {
  empty = await createEmptyPostgresDatabase('vz_test_migrate');
  url = empty.url;
});
afterAll(() => empty?.drop());

describe('migrations on one empty PostgreSQL database', () => {
  it('four processes opening it at once all come up, and each migration ran once', async () => {
    const handles = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ kind: 'postgres', url, poolSize: 2 })));
    try {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query<{ count: string }>('select count(*) from drizzle.__drizzle_migrations');
      await client.end();
      const migrations = readdirSync(MIGRATIONS_FOLDER).filter((file) => file.endsWith('.sql'));
      expect(Number(rows[0]!.count)).toBe(migrations.length);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  });
});
