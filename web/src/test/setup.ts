import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { format } from 'node:util';
import { afterEach, beforeEach, vi } from 'vitest';

// Lazy pages are imported (and transformed) on first use; on a busy 2-core CI machine that can take
// longer than the default 1 s a findBy… waits. What a test waits for is unchanged, only the patience.
configure({ asyncUtilTimeout: 4000 });

// Browser APIs Mantine uses that jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
window.HTMLElement.prototype.scrollIntoView = () => {};
// An autosize Textarea (the rejection reason) resizes when web fonts load.
Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => {}, removeEventListener: () => {} } });
// React Router's ScrollRestoration scrolls on every navigation.
window.scrollTo = () => {};

// A test that logs console.error fails (guide section 3): React warnings, act() misuse, key warnings…
let consoleErrors: string[] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const message = format(...args);
    consoleErrors.push(message);
    throw new Error(`console.error was called: ${message}`);
  });
});

afterEach(() => {
  cleanup();
  notifications.clean();
  window.localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  if (consoleErrors.length > 0) {
    throw new Error(`console.error was called during the test:\n${consoleErrors.join('\n')}`);
  }
});
