import { defineProject } from 'vitest/config';
import { serverTestOptions } from './vitest.shared.ts';

export default defineProject({
  test: { ...serverTestOptions, name: 'server', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
