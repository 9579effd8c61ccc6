import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LandingPage } from '../features/landing/landing-page.tsx';
import type { AccessRule, RouteAccessHandle } from '../features/shell/access/access-rules.ts';
import { RouteErrorPage } from '../features/shell/pages/route-error-page.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { QueryBoundaryLayout } from './query-boundary.tsx';
import { RootLayout } from './layouts/root-layout.tsx';

// Loaded on demand like every page but the landing page (docs/performance.md).
async function comingSoon(title: string) {
  const { ComingSoon } = await import('../components/coming-soon.tsx');
  return <ComingSoon title={title} />;
}

async function notFound(homeTo: string) {
  const { NotFoundPage } = await import('../features/shell/pages/not-found-page.tsx');
  return <NotFoundPage homeTo={homeTo} />;
}

/** A screen of the signed-in area that is not built yet: its title in a coming-soon panel. */
function comingSoonPage(path: string, title: string, access?: AccessRule): RouteObject {
  const handle: RouteAccessHandle = { access };
  return { path, handle, lazy: async () => ({ element: await comingSoon(title) }) };
}

// Everything under /app is loaded on first visit to /app, so the public pages' bundle stays small.
const appRoutes: RouteObject[] = [
  { index: true, element: <Navigate replace to="/app/trips" /> },
  { path: 'trips', lazy: async () => ({ Component: (await import('../features/trips/dashboard/trips-page.tsx')).TripsPage }) },
  {
    path: 'round-trips',
    handle: { access: 'agentRole' } satisfies RouteAccessHandle,
    lazy: async () => ({ Component: (await import('../features/round-trips/list/round-trips-page.tsx')).RoundTripsPage }),
  },
  {
    path: 'payments',
    handle: { access: 'agentRole' } satisfies RouteAccessHandle,
    lazy: async () => ({ Component: (await import('../features/payments/pending/payments-page.tsx')).PaymentsPage }),
  },
  {
    path: 'new-trip',
    handle: { access: 'agentRole' } satisfies RouteAccessHandle,
    lazy: async () => ({ Component: (await import('../features/trip-form/pages/new-trip-page.tsx')).NewTripPage }),
  },
  {
    path: 'new-round-trip/:roundTripId',
    handle: { access: 'agentRole' } satisfies RouteAccessHandle,
    lazy: async () => ({ Component: (await import('../features/round-trips/booking/new-round-trip-page.tsx')).NewRoundTripPage }),
  },
  {
    path: 'edit-trip/:tripId',
    handle: { access: 'tripEditor' } satisfies RouteAccessHandle,
    lazy: async () => ({ Component: (await import('../features/trip-form/pages/edit-trip-page.tsx')).EditTripPage }),
  },
  comingSoonPage('agents', 'Agents', 'agencyAdmin'),
  comingSoonPage('drivers', 'Drivers', 'driverRole'),
  comingSoonPage('offers', 'Offers', 'driverAdmin'),
  comingSoonPage('vehicles', 'Vehicles', 'driverRole'),
  { path: 'docs', handle: { access: 'staff' } satisfies RouteAccessHandle, lazy: async () => ({ Component: (await import('../features/docs/docs-page.tsx')).DocsPage }) },
  {
    path: 'bank-transfers',
    handle: { access: 'staff' } satisfies RouteAccessHandle,
    lazy: async () => ({ Component: (await import('../features/payments/bank-transfers/bank-transfers-page.tsx')).BankTransfersPage }),
  },
  { path: 'outbox', handle: { access: 'staff' } satisfies RouteAccessHandle, lazy: async () => ({ Component: (await import('../features/outbox/outbox-page.tsx')).OutboxPage }) },
  {
    path: 'settings',
    lazy: async () => ({ Component: (await import('../features/placeholders/settings-page.tsx')).SettingsPage }),
  },
  {
    path: 'unauthorized',
    lazy: async () => ({ Component: (await import('../features/shell/pages/unauthorized-page.tsx')).UnauthorizedPage }),
  },
  { path: '*', lazy: async () => ({ element: await notFound('/app/trips') }) },
];

// Only the landing page is in the first download, and it renders without TanStack Query; every
// other page loads on demand, inside a QueryBoundary (docs/performance.md).
const lazyPublicRoutes: RouteObject[] = [
  {
    path: 'login',
    lazy: async () => ({ Component: (await import('../features/auth/login/login-page.tsx')).LoginPage }),
  },
  {
    path: 'contact',
    lazy: async () => ({ Component: (await import('../features/public-pages/contact/contact-page.tsx')).ContactPage }),
  },
  {
    path: 'privacy',
    lazy: async () => ({ Component: (await import('../features/public-pages/privacy/privacy-page.tsx')).PrivacyPage }),
  },
  {
    path: 'faq',
    lazy: async () => ({ Component: (await import('../features/public-pages/faq/faq-page.tsx')).FaqPage }),
  },
  {
    path: 'partners',
    lazy: async () => ({ Component: (await import('../features/partners/partners-page.tsx')).PartnersPage }),
  },
  {
    path: 'trip/:reference',
    lazy: async () => ({ Component: (await import('../features/public-trip/public-trip-page.tsx')).PublicTripPage }),
  },
  {
    // Where the card provider sends the customer back after paying (return_url), on this origin.
    path: 'payment/return/:tripId',
    lazy: async () => ({ Component: (await import('../features/payments/return/payment-return-page.tsx')).PaymentReturnPage }),
  },
  { path: '*', lazy: async () => ({ element: await notFound('/') }) },
];

const publicRoutes: RouteObject[] = [
  { index: true, element: <LandingPage /> },
  { path: 'home', element: <LandingPage /> },
  { Component: QueryBoundaryLayout, children: lazyPublicRoutes },
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
        Component: QueryBoundaryLayout,
        children: [
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
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
