/** Test settings shared by the server project and its PostgreSQL twin (root vitest.config.ts). */
export const serverTestOptions = {
  environment: 'node',
  setupFiles: ['./test/fail-on-console-error.ts'],
  // Migrates the templates every test database copies, once per run (test/database-templates.ts).
  globalSetup: ['./test/prepare-database-templates.ts'],
  env: { TZ: 'UTC' } as Record<string, string>,
  // Files share a worker's module cache instead of importing the whole server again each (18 s of
  // imports for 174 files instead of 220 s). Each file still builds its own app and database, and
  // the setup file runs for each; a test that needs fresh modules says so with vi.resetModules().
  isolate: false,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
