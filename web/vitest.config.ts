import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { mantineThemeVariables } from './build/mantine-theme-variables.ts';

export default defineProject({
  // providers.tsx imports the theme's variables stylesheet, made by this plugin.
  plugins: [react(), mantineThemeVariables()],
  test: {
    name: 'web',
    environment: 'jsdom',
    // Files share a worker's module cache and jsdom instead of loading both again each (54 s instead
    // of 141 s); src/test/setup.ts empties the document, notifications, storage and mocks after every test.
    isolate: false,
    // The unit tier shares 2 cores with the database tests' workers (and in CI with the browser
    // tier): a test that takes 1 s alone can take 5 s there. What a test checks is unchanged.
    testTimeout: 15_000,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
