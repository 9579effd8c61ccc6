import { buildApp, type App } from '../src/app.ts';
import type { Database } from '../src/platform/db/database.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestContext {
  app: App;
  db: Database;
  close(): Promise<void>;
}

/** The real app on a fresh database, no web build, no logging. */
export async function buildTestApp(options: { now?: () => Date } = {}): Promise<TestContext> {
  const handle = await createTestDatabase();
  const app = await buildApp({ db: handle.db, webDistDir: null, logger: { level: 'error' }, ...(options.now ? { now: options.now } : {}) });
  await app.ready();
  return {
    app,
    db: handle.db,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
