import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { pgliteVersion } from '../src/platform/db/empty-cluster.ts';
import { MIGRATIONS_FOLDER, openDatabase } from '../src/platform/db/open-database.ts';

/*
 * Every database test file used to start from nothing: initdb (PGlite, 2.5 s) and all migrations
 * (0.4 s on PGlite, more on PostgreSQL), 93 files twice. Now a run migrates one template per engine
 * and each file starts from a copy: PGlite loads a dump of the migrated cluster into memory
 * (0.35 s), PostgreSQL copies a migrated database (CREATE DATABASE … TEMPLATE). Templates are named
 * by a fingerprint of the migrations (and PGlite's version), so a changed migration makes a new one
 * and an unchanged one is reused by the next run.
 */

/** Twelve hex digits of a hash over every migration file's name and text, and `extra`. */
function migrationsFingerprint(extra: string): string {
  const hash = createHash('sha256').update(extra);
  const files = readdirSync(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(path.relative(MIGRATIONS_FOLDER, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 12);
}

/**
 * The path of a dump of a migrated embedded cluster, written if this run's migrations have none yet.
 * Written by a child process: PGlite's initdb takes hundreds of MB that the test runner should not keep.
 */
export function ensurePgliteTemplate(): string {
  const version = pgliteVersion();
  const file = path.join(os.tmpdir(), 'vozimo-test-templates', `pglite-${version}-${migrationsFingerprint(version)}.tar`);
  if (existsSync(file)) return file;
  mkdirSync(path.dirname(file), { recursive: true });
  const script = fileURLToPath(new URL('./write-pglite-template.ts', import.meta.url));
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, file], { stdio: 'inherit' });
  if (result.status !== 0 || !existsSync(file)) throw new Error(`Writing the embedded test template failed (exit ${result.status ?? result.signal}).`);
  return file;
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The name of a migrated database on the TEST_DATABASE_URL server that test files copy. Made under a
 * name of its own and then renamed, so two runs starting at once never copy a half-migrated one.
 * The `vz_test` prefix lets CI drop it with the other test databases.
 */
export async function ensurePostgresTemplate(serverUrl: string): Promise<string> {
  // The role is in the name: a database another role made cannot be copied by this one.
  const name = `vz_test_template_${migrationsFingerprint(`postgres:${new URL(serverUrl).username}`)}`;
  const exists = async () => onServer(serverUrl, async (c) => (await c.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1);
  if (await exists()) return name;
  const unfinished = `${name}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, (c) => c.query(`create database ${unfinished}`));
  try {
    const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, unfinished), poolSize: 1 });
    await handle.close();
    await onServer(serverUrl, (c) => c.query(`alter database ${unfinished} rename to ${name}`));
  } catch (error) {
    if (!(await exists())) throw error;
  } finally {
    await onServer(serverUrl, (c) => c.query(`drop database if exists ${unfinished} with (force)`));
  }
  return name;
}

/** Creates database `name` on the server, empty or as a copy of `template`. */
export async function createPostgresDatabase(serverUrl: string, name: string, template: string | null): Promise<void> {
  await onServer(serverUrl, (c) => c.query(template ? `create database ${name} template ${template}` : `create database ${name}`));
}

export async function dropPostgresDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
}
