// Mantine's global styles; each component's own arrive with its code (web/build/mantine-styles-per-chunk.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
// The theme's own CSS variables, made at build (web/build/mantine-theme-variables.ts) instead of by
// MantineProvider in the browser on every visit (withCssVariables below).
import 'virtual:mantine-theme-variables.css';

import { createTheme, localStorageColorSchemeManager, MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { ClientOnly } from '../components/client-only.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

/** Must match the key read by public/color-scheme.js before the app starts. */
export const COLOR_SCHEME_STORAGE_KEY = 'vozimo-color-scheme';

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

// The toast container loads after the first render (no page shows a toast before it is interactive);
// a toast raised earlier waits in the notifications store and shows once the container is in.
const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

/**
 * Toasts sit above everything, so a toast raised before a modal opened would cover the modal's own
 * controls (its close button in the top right). When any modal opens, the toasts on screen are
 * closed: they were about the screen behind it. Toasts raised while the modal is open (Copied, a
 * failure of its action) stay, above it. Loaded on use, like the container.
 */
function closeStaleToasts(): void {
  void import('@mantine/notifications').then(({ notifications }) => notifications.clean());
}

const appTheme = mergeThemeOverrides(theme, createTheme({ components: { Modal: { defaultProps: { transitionProps: { onEnter: closeStaleToasts } } } } }));

/**
 * Theme and toasts for the whole app. TanStack Query is provided per route by QueryBoundary
 * (router.tsx), so the landing page's first download stays small (docs/performance.md).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={appTheme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      // Its <style> of the theme's variables comes from the stylesheet imported above, computed once at build.
      withCssVariables={false}
    >
      {/* Not prerendered (web/src/app/prerender.tsx): a lazy chunk, and nothing to show before a toast. */}
      <ClientOnly placeholder={null}>
        <Suspense fallback={null}>
          <Notifications position="top-right" zIndex={1000} />
        </Suspense>
      </ClientOnly>
      {children}
    </MantineProvider>
  );
}
