import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';

import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme.ts';

/** Must match the key read by public/color-scheme.js before the app starts. */
export const COLOR_SCHEME_STORAGE_KEY = 'vozimo-color-scheme';

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

// The toast container loads after the first render (no page shows a toast before it is interactive);
// a toast raised earlier waits in the notifications store and shows once the container is in.
const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

/**
 * Theme and toasts for the whole app. TanStack Query is provided per route by QueryBoundary
 * (router.tsx), so the landing page's first download stays small (docs/performance.md).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
    >
      <Suspense fallback={null}>
        <Notifications position="top-right" zIndex={1000} />
      </Suspense>
      {children}
    </MantineProvider>
  );
}
