import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
// RouterProvider from 'react-router', not 'react-router/dom' as in main.tsx: that one only wraps this one
// to pass ReactDOM's flushSync, and a wrapper with one child changes no id, so the trees still match;
// and 'react-router/dom' resolves to a second copy of React Router under the unit tests.
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LANDING_PAGE_HEAD } from '../features/public-site/landing/landing-page.tsx';
import { Providers } from './providers.tsx';
import { routes } from './router.tsx';

export interface PrerenderedPage {
  /** The HTML that goes inside #root. */
  markup: string;
  /** The page's own title (with " | Vozimo") and description, for the document's head. */
  title: string;
  description: string;
}

/**
 * The landing page (`/`) rendered at build time, so its first paint needs no JavaScript
 * (web/build/prerender-landing.ts writes it into dist/index.landing.html). It renders the same tree
 * as main.tsx, with a memory router in place of the browser's, so that main.tsx can hydrate the
 * markup as it is: the same components in the same places give the same ids, which Mantine puts in
 * class names (ADR 0031).
 */
export function prerenderLandingPage(): PrerenderedPage {
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  const markup = renderToString(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
  return { markup, title: `${LANDING_PAGE_HEAD.title} | Vozimo`, description: LANDING_PAGE_HEAD.description };
}
