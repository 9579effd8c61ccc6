/** Test settings shared by the server project and its PostgreSQL twin (root vitest.config.ts). */
export const serverTestOptions = {
  environment: 'node',
  setupFiles: ['./test/fail-on-console-error.ts'],
  env: { TZ: 'UTC' } as Record<string, string>,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
