import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';

const AppQueryProvider = lazy(() => import('./app-query-provider.tsx'));

/**
 * Gives its children TanStack Query, loading the library on first use. Every route but the landing
 * page sits inside one (router.tsx); the landing page renders without it and loads it only for the
 * header's account button, after the page is interactive (docs/performance.md).
 */
export function QueryBoundary({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <AppQueryProvider>{children}</AppQueryProvider>
    </Suspense>
  );
}

/** A pathless route that puts its child routes inside a QueryBoundary. */
export function QueryBoundaryLayout() {
  return (
    <QueryBoundary>
      <Outlet />
    </QueryBoundary>
  );
}
