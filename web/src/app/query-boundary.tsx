import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Outlet } from 'react-router';

type Provider = ComponentType<{ children: ReactNode }>;

/** The provider module once it has arrived, so a boundary rendered after that need not suspend. */
let loadedProvider: Provider | null = null;
let loading: Promise<Provider> | null = null;

/**
 * Starts loading the query provider (or returns the load under way). The lazy public routes await it
 * with their own code (router.tsx), so their pages render at once instead of first showing the empty
 * fallback, which left the footer on screen to be pushed down by the page: a layout shift
 * (docs/performance.md, "Lighthouse").
 */
export function preloadQueryProvider(): Promise<Provider> {
  loading ??= import('./app-query-provider.tsx').then(
    (module) => (loadedProvider = module.default),
    (error: unknown) => {
      // A failed download is tried again by the next page that asks, not remembered.
      loading = null;
      throw error;
    },
  );
  return loading;
}

const LazyAppQueryProvider = lazy(async () => ({ default: await preloadQueryProvider() }));

/**
 * Gives its children TanStack Query, loading the library on first use. Every route but the landing
 * page sits inside one (router.tsx); the landing page renders without it and loads it only for the
 * header's account button, after the page is interactive (docs/performance.md).
 */
export function QueryBoundary({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  // Decided once per boundary: switching from the lazy provider to the loaded one would remount the children.
  const [Loaded] = useState(() => loadedProvider);
  if (Loaded) return <Loaded>{children}</Loaded>;
  return (
    <Suspense fallback={fallback}>
      <LazyAppQueryProvider>{children}</LazyAppQueryProvider>
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
