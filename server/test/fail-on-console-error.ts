import { afterEach, vi } from 'vitest';

// A test that logs console.error has hidden a failure: make it fail loudly instead.
let errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});
afterEach(() => {
  const logged = errors;
  errors = [];
  if (logged.length > 0) {
    throw new Error(`console.error was called:\n${logged.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
});
