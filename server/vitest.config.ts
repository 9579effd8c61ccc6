import { defineProject } from 'vitest/config';
import { serverTestOptions } from './vitest.shared.ts';

export default defineProject({
  test: {
    ...serverTestOptions,
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // About PostgreSQL itself (several processes on one server): only in its twin project.
    exclude: ['**/*.postgres.test.ts', '**/node_modules/**'],
  },
});
