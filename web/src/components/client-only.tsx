import { useSyncExternalStore, type ReactNode } from 'react';

const neverChanges = () => () => {};

/**
 * Renders `placeholder` in the prerendered landing page (web/src/app/prerender.tsx) and while the
 * browser hydrates it, and `children` from then on; a page rendered in the browser from the start
 * gets `children` at once. For the lazy parts of the landing page: their code and CSS live in lazy
 * chunks, so the prerendered HTML holds their placeholder, the same box they show while loading,
 * and hydration never meets a Suspense boundary the server could not finish (ADR 0031).
 */
export function ClientOnly({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  // The server snapshot is used for prerendering and hydration, the client one after (React's own switch, no mismatch).
  const inBrowser = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
  return inBrowser ? children : placeholder;
}
