import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { serverTestOptions } from './server/vitest.shared.ts';

// With TEST_DATABASE_URL, the database-backed server tests (*.int.test.ts) run a second time
// against that PostgreSQL server; without it they run on the embedded PGlite only.
const postgresProject = process.env['TEST_DATABASE_URL']
  ? [
      {
        test: {
          ...serverTestOptions,
          name: 'server-postgres',
          root: './server',
          include: ['src/**/*.int.test.ts', 'test/**/*.int.test.ts', 'src/**/*.postgres.test.ts'],
          env: { ...serverTestOptions.env, VOZIMO_TEST_DB: 'postgres' },
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one on a 2-core machine. A database test
    // spends much of its time waiting on its database's thread (or the PostgreSQL server), so one
    // worker more than the cores keeps them busy (docs/testing.md).
    maxWorkers: os.availableParallelism() + 1,
    // 'architecture' checks that lint refuses a crossing of areas and that docs/architecture.md names the folders.
    projects: ['contract', 'server', 'web', { test: { name: 'architecture', include: ['scripts/architecture/*.test.js'] } }, ...postgresProject],
  },
});
