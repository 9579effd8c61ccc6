import './zod-jitless.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { installAuthOverrideConsole } from '../api/auth/auth-override-console.ts';
import { Providers } from './providers.tsx';
import { createAppRouter } from './router.tsx';

const router = createAppRouter();
installAuthOverrideConsole();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);

// The server sends the landing page prerendered (index.landing.html, ADR 0031): React takes over that
// markup instead of drawing the page again. Every other URL gets the empty shell.
if (rootElement.firstChild) {
  // In a transition React hydrates in slices of a few milliseconds and lets the browser paint between
  // them: outside one, hydration is a single long task, which held the first paint of the prerendered
  // page back behind it and counted as blocking time (docs/performance.md, "Lighthouse").
  startTransition(() => {
    hydrateRoot(rootElement, app);
  });
} else {
  // The same for a page drawn from nothing (the trip page a customer opens on a phone): its first
  // render is sliced too, instead of one long task before anything can respond.
  startTransition(() => {
    createRoot(rootElement).render(app);
  });
}
