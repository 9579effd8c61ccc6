import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App, type AppDeps } from '../src/app.ts';
import type { Database } from '../src/platform/db/database.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestContext {
  app: App;
  db: Database;
  /** A fresh temporary directory for this app's uploads, deleted on close. */
  uploadsDir: string;
  close(): Promise<void>;
}

/** The real app on a fresh database, no web build, no logging. */
export async function buildTestApp(
  options: { now?: () => Date } & Pick<AppDeps, 'routePlanner' | 'placeSearch' | 'actorCacheMs'> = {},
): Promise<TestContext> {
  const handle = await createTestDatabase();
  const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'vozimo-test-uploads-'));
  const app = await buildApp({
    db: handle.db,
    webDistDir: null,
    uploadsDir,
    logger: { level: 'error' },
    ...(options.now ? { now: options.now } : {}),
    ...(options.routePlanner ? { routePlanner: options.routePlanner } : {}),
    ...(options.placeSearch ? { placeSearch: options.placeSearch } : {}),
    // Off by default: tests change users and sessions in the database and expect it seen at once.
    actorCacheMs: options.actorCacheMs ?? 0,
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    uploadsDir,
    async close() {
      await app.close();
      await handle.close();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}
