import { afterAll, beforeAll } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/database.ts';
import { buildTestApp, type TestContext } from './build-test-app.ts';
import { insertRoleCast, type RoleName } from './factories.ts';
import { HttpSession } from './http-session.ts';

type RoleCast = Awaited<ReturnType<typeof insertRoleCast>>;

/** What a test file works with: the app, its database, one role cast, and browsers signed in as its roles. */
export interface AppWithCast {
  readonly app: App;
  readonly db: Database;
  readonly cast: RoleCast;
  /** The app's upload storage directory (a fresh temporary one). */
  readonly uploadsDir: string;
  /** A browser signed in as the cast's `role`, from an address of its own (so no rate limit is shared between tests). */
  signedIn(role: RoleName): Promise<HttpSession>;
}

/**
 * For a test file: the real app (buildTestApp with `options`) and one role cast, made before its
 * tests and closed after them. Read the fields inside tests and hooks (they exist from beforeAll on).
 */
export function useAppWithCast(options: Parameters<typeof buildTestApp>[0] = {}): AppWithCast {
  let started: { ctx: TestContext; cast: RoleCast } | undefined;
  let address = 0;
  const current = () => {
    if (!started) throw new Error('useAppWithCast: the app starts in beforeAll; read it inside tests and hooks');
    return started;
  };
  beforeAll(async () => {
    const ctx = await buildTestApp(options);
    started = { ctx, cast: await insertRoleCast(ctx.db) };
  });
  afterAll(() => started?.ctx.close());
  return {
    get app() {
      return current().ctx.app;
    },
    get db() {
      return current().ctx.db;
    },
    get cast() {
      return current().cast;
    },
    get uploadsDir() {
      return current().ctx.uploadsDir;
    },
    async signedIn(role) {
      const { ctx, cast } = current();
      const browser = new HttpSession(ctx.app, { ip: `10.40.${Math.floor(address / 250)}.${address++ % 250}` });
      await browser.signIn(cast.users[role].username);
      return browser;
    },
  };
}
