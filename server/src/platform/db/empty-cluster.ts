import { chmodSync, copyFileSync, cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SERVER_ROOT } from '../server-root.ts';

/*
 * A first start of the embedded database on an empty DATA_DIR made PGlite run initdb, which PGlite 0.5
 * does by starting a second PostgreSQL instance inside the server's own process: the process peaked
 * above 800 MB and kept much of it, as WebAssembly memory is never returned. Instead the build
 * (`npm run build:server`) runs initdb once, in a process of its own, and keeps the new, empty cluster;
 * a first start copies its files into DATA_DIR and PGlite then finds a database to resume (ADR 0030).
 * A plain copy rather than PGlite's `loadDataDir` tarball: PGlite unpacks a tarball in JavaScript
 * memory (the 39 MB cluster, twice), which left the process ~100 MB larger than the copy does.
 */

const PG_VERSION = 'PG_VERSION';

/** PGlite's version. Its package does not export its package.json, which sits above the entry point's dist/ folder. */
export function pgliteVersion(): string {
  const entryPoint = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = JSON.parse(readFileSync(path.join(path.dirname(entryPoint), '..', 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/**
 * Where the build keeps the empty cluster: in server/dist/, which the Docker image copies. The name
 * holds PGlite's version, so a cluster made by another version (whose files it may not read) is never
 * used. scripts/build-server.mjs keeps folders of this name across rebuilds.
 */
export function emptyClusterDir(): string {
  return path.join(SERVER_ROOT, 'dist', `pglite-${pgliteVersion()}-empty-cluster`);
}

/**
 * Makes the empty cluster in `dir`: PGlite runs initdb and is closed again, a clean shutdown, so that a
 * copy needs no recovery. No migrations: they run at every start. The folder appears whole or not at
 * all, and readable by everyone: the Docker image copies it as root and runs the server as `node`.
 */
export async function writeEmptyCluster(dir: string): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  // Beside its final name, so that the rename stays on one file system.
  const unfinished = `${dir}.${process.pid}.partial`;
  rmSync(unfinished, { recursive: true, force: true });
  try {
    await (await PGlite.create(unfinished)).close();
    for (const entry of readdirSync(unfinished, { recursive: true, withFileTypes: true })) {
      chmodSync(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o644);
    }
    renameSync(unfinished, dir);
  } finally {
    rmSync(unfinished, { recursive: true, force: true });
  }
}

/**
 * Copies the empty cluster `templateDir` into `pgDataDir` when that holds no cluster yet. Without a template of this PGlite version (running from source before a build),
 * PGlite runs initdb itself. PG_VERSION, by which PGlite recognises a cluster, is copied last: a copy
 * cut short is copied again at the next start instead of being taken for a database.
 */
export function copyEmptyCluster(pgDataDir: string, templateDir: string | null): void {
  if (!templateDir || existsSync(path.join(pgDataDir, PG_VERSION)) || !existsSync(path.join(templateDir, PG_VERSION))) return;
  const topVersionFile = path.join(templateDir, PG_VERSION);
  cpSync(templateDir, pgDataDir, { recursive: true, force: true, filter: (source) => source !== topVersionFile });
  copyFileSync(topVersionFile, path.join(pgDataDir, PG_VERSION));
}
