import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ComingSoon } from '../components/coming-soon.tsx';
import { LoginPage } from '../features/auth/login/login-page.tsx';
import { LandingPage } from '../features/landing/landing-page.tsx';
import type { AccessRule, RouteAccessHandle } from '../features/shell/access/access-rules.ts';
import { NotFoundPage } from '../features/shell/pages/not-found-page.tsx';
import { RouteErrorPage } from '../features/shell/pages/route-error-page.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';

/** A screen of the signed-in area that is not built yet: its title in a coming-soon panel. */
function comingSoonPage(path: string, title: string, access?: AccessRule): RouteObject {
  const handle: RouteAccessHandle = { access };
  return { path, handle, element: <ComingSoon title={title} /> };
}

// Everything under /app is loaded on first visit to /app, so the public pages' bundle stays small.
const appRoutes: RouteObject[] = [
  { index: true, element: <Navigate replace to="/app/trips" /> },
  { path: 'trips', lazy: async () => ({ Component: (await import('../features/trips/dashboard/trips-page.tsx')).TripsPage }) },
  comingSoonPage('round-trips', 'Round trips', 'agentRole'),
  comingSoonPage('payments', 'Payments', 'agentRole'),
  comingSoonPage('new-trip', 'New Trip', 'agentRole'),
  comingSoonPage('new-round-trip/:roundTripId', 'New round trip', 'agentRole'),
  comingSoonPage('edit-trip/:tripId', 'Edit trip', 'tripEditor'),
  comingSoonPage('agents', 'Agents', 'agencyAdmin'),
  comingSoonPage('drivers', 'Drivers', 'driverRole'),
  comingSoonPage('offers', 'Offers', 'driverAdmin'),
  comingSoonPage('vehicles', 'Vehicles', 'driverRole'),
  { path: 'docs', handle: { access: 'staff' } satisfies RouteAccessHandle, lazy: async () => ({ Component: (await import('../features/docs/docs-page.tsx')).DocsPage }) },
  comingSoonPage('outbox', 'Outbox', 'staff'),
  {
    path: 'settings',
    lazy: async () => ({ Component: (await import('../features/placeholders/settings-page.tsx')).SettingsPage }),
  },
  {
    path: 'unauthorized',
    lazy: async () => ({ Component: (await import('../features/shell/pages/unauthorized-page.tsx')).UnauthorizedPage }),
  },
  { path: '*', element: <NotFoundPage homeTo="/app/trips" /> },
];

const publicRoutes: RouteObject[] = [
  { index: true, element: <LandingPage /> },
  { path: 'home', element: <LandingPage /> },
  { path: 'login', element: <LoginPage /> },
  { path: 'contact', element: <ComingSoon title="Contact us" /> },
  { path: 'privacy', element: <ComingSoon title="Privacy policy" /> },
  { path: 'faq', element: <ComingSoon title="Frequently asked questions" /> },
  { path: 'partners', element: <ComingSoon title="Become a partner" /> },
  { path: 'trip/:reference', element: <ComingSoon title="Your trip" /> },
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <RouteErrorPage />,
    // Rendered while the first page's lazy code loads: nothing, as the protected area requires.
    HydrateFallback: () => null,
    children: [
      { Component: PublicLayout, children: publicRoutes },
      {
        path: 'app',
        lazy: async () => ({ Component: (await import('./layouts/protected-layout.tsx')).ProtectedLayout }),
        children: appRoutes,
      },
      {
        // Staff only; a full page of its own, reached through a plain link.
        path: 'admin/*',
        lazy: async () => ({ Component: (await import('../features/placeholders/admin-page.tsx')).AdminPage }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
