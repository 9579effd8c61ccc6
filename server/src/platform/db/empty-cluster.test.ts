import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database.ts';
import { writeEmptyCluster } from './empty-cluster.ts';
import { MIGRATIONS_FOLDER, openDatabase } from './open-database.ts';
import { takeFixedWindowHit } from './rate-limits.ts';

// A first start of the embedded database copies the cluster the build made instead of running initdb
// in the server's process (ADR 0030). The template here carries a table of its own, so that a
// database made from it can be told from one PGlite made itself.

let workDir: string;
let template: string;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'vozimo-empty-cluster-'));
  template = path.join(workDir, 'template');
  await writeEmptyCluster(template);
  const marking = await PGlite.create(template);
  await marking.exec('create table made_from_template (id int)');
  await marking.close();
});
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const committedMigrations = (JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

async function inspect(handle: DatabaseHandle) {
  if (handle.connection.kind !== 'pglite') throw new Error('expected the embedded database');
  const { rows } = await handle.connection.client.query<{ fromTemplate: boolean; migrations: number }>(
    `select to_regclass('made_from_template') is not null as "fromTemplate",
            (select count(*)::int from drizzle.__drizzle_migrations) as migrations`,
  );
  return rows[0]!;
}

/** One hit a day is allowed: true for the first, false once one is stored. */
const hitOnce = (handle: DatabaseHandle) =>
  takeFixedWindowHit(handle.db, {
    limitName: 'test.first-start',
    key: 'one',
    start: new Date('2031-03-01T00:00:00Z'),
    end: new Date('2031-03-02T00:00:00Z'),
    max: 1,
  });

async function withDatabase<T>(dataDir: string, emptyCluster: string | null, use: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ kind: 'pglite', dataDir, emptyCluster });
  try {
    return await use(handle);
  } finally {
    await handle.close();
  }
}

describe('a first start of the embedded database', () => {
  it('starts from the prebuilt cluster, migrated and working, and a second start resumes that database', async () => {
    const dataDir = path.join(workDir, 'first');
    await withDatabase(dataDir, template, async (handle) => {
      expect(await inspect(handle)).toEqual({ fromTemplate: true, migrations: committedMigrations });
      expect(await hitOnce(handle)).toBe(true);
    });
    await withDatabase(dataDir, template, async (handle) => {
      expect(await inspect(handle)).toEqual({ fromTemplate: true, migrations: committedMigrations });
      expect(await hitOnce(handle)).toBe(false);
    });
  });

  it('gets a copy of its own: what one installation writes is not in the next one', async () => {
    await withDatabase(path.join(workDir, 'writer'), template, (handle) => hitOnce(handle));
    const nextOnesHit = await withDatabase(path.join(workDir, 'next'), template, (handle) => hitOnce(handle));
    expect(nextOnesHit).toBe(true);
  });

  it('copies the cluster again when an earlier copy was cut short', async () => {
    const dataDir = path.join(workDir, 'cut-short');
    // Everything but the version file, which is copied last, and with the control file lost.
    cpSync(template, path.join(dataDir, 'pglite'), { recursive: true, filter: (source) => source !== path.join(template, 'PG_VERSION') });
    rmSync(path.join(dataDir, 'pglite/global/pg_control'));
    await withDatabase(dataDir, template, async (handle) => {
      expect(await inspect(handle)).toEqual({ fromTemplate: true, migrations: committedMigrations });
      expect(await hitOnce(handle)).toBe(true);
    });
  });

  // initdb and every migration in a fresh PGlite: tens of seconds on a busy 2-core machine.
  it('still starts without a prebuilt cluster (from source, before a build): PGlite runs initdb', async () => {
    await withDatabase(path.join(workDir, 'no-build'), path.join(workDir, 'not-built'), async (handle) => {
      expect(await inspect(handle)).toEqual({ fromTemplate: false, migrations: committedMigrations });
      expect(await hitOnce(handle)).toBe(true);
    });
  }, 90_000);
});
