import { Navigate, type RouteObject } from 'react-router';
import type { RouteAccessHandle } from '../lib/auth/access-rules.ts';
import { adminRoutes } from './admin/admin-routes.tsx';

// The signed-in area's route table (/app and /admin). The entry chunk does not import this module:
// router.tsx adds `signedInRoutes` to the router on the first navigation into /app or /admin
// (patchRoutesOnNavigation), so the landing page's first download carries none of these routes nor
// their chunks' preload lists (docs/performance.md).

const appRoutes: RouteObject[] = [
  { index: true, element: <Navigate replace to="/app/trips" /> },
  { path: 'trips', lazy: async () => ({ Component: (await import('../features/trips/dashboard/trips-page.tsx')).TripsPage }) },
  {
    // A trip as its driver side sees it (ADR 0046); the server decides who may read it.
    path: 'trips/:tripId',
    lazy: async () => ({ Component: (await import('../features/trips/driver-trip/driver-trip-page.tsx')).DriverTripPage }),
  },
  {
    path: 'round-trips',
    handle: { access: 'agentRole' } satisfies RouteAccessHandle,
    lazy: async () => ({ Component: (await import('../features/round-trips/list/round-trips-page.tsx')).RoundTripsPage }),
  },
  {
    path: 'payments',
    handle: { access: 'agentRole' } satisfies RouteAccessHandle,
    lazy: async () => ({ Component: (await import('../features/bulk-payments/pending/payments-page.tsx')).PaymentsPage }),
  },
  {
    path: 'new-trip',
    handle: { access: 'agentRole' } satisfies RouteAccessHandle,
    lazy: async () => ({ Component: (await import('./pages/trip-form-routes.tsx')).NewTripRoute }),
  },
  {
    path: 'new-round-trip/:roundTripId',
    handle: { access: 'agentRole' } satisfies RouteAccessHandle,
    lazy: async () => ({ Component: (await import('../features/round-trips/booking/new-round-trip-page.tsx')).NewRoundTripPage }),
  },
  {
    path: 'edit-trip/:tripId',
    handle: { access: 'tripEditor' } satisfies RouteAccessHandle,
    lazy: async () => ({ Component: (await import('./pages/trip-form-routes.tsx')).EditTripRoute }),
  },
  {
    // Agency admins their agency's agents; staff every agency's (spec section 2).
    path: 'agents',
    handle: { access: 'agencyAdmin' } satisfies RouteAccessHandle,
    lazy: async () => ({ Component: (await import('../features/agents/agents-page.tsx')).AgentsPage }),
  },
  {
    // Every driver role: a driver admin manages the company's drivers, a plain driver sees their own record (ADR 0019).
    path: 'drivers',
    handle: { access: 'driverRole' } satisfies RouteAccessHandle,
    lazy: async () => ({ Component: (await import('../features/fleet/drivers/drivers-page.tsx')).DriversPage }),
  },
  {
    path: 'offers',
    handle: { access: 'driverAdmin' } satisfies RouteAccessHandle,
    lazy: async () => ({ Component: (await import('../features/offers/marketplace/offers-page.tsx')).OffersPage }),
  },
  {
    path: 'vehicles',
    handle: { access: 'driverRole' } satisfies RouteAccessHandle,
    lazy: async () => ({ Component: (await import('../features/fleet/vehicles/vehicles-page.tsx')).VehiclesPage }),
  },
  { path: 'docs', handle: { access: 'staff' } satisfies RouteAccessHandle, lazy: async () => ({ Component: (await import('../features/docs/docs-page.tsx')).DocsPage }) },
  {
    path: 'bank-transfers',
    handle: { access: 'staff' } satisfies RouteAccessHandle,
    lazy: async () => ({ Component: (await import('../features/bulk-payments/bank-transfers/bank-transfers-page.tsx')).BankTransfersPage }),
  },
  { path: 'outbox', handle: { access: 'staff' } satisfies RouteAccessHandle, lazy: async () => ({ Component: (await import('../features/outbox/outbox-page.tsx')).OutboxPage }) },
  {
    path: 'settings',
    lazy: async () => ({ Component: (await import('./pages/settings-route.tsx')).SettingsRoute }),
  },
  {
    path: 'unauthorized',
    lazy: async () => ({ Component: (await import('./shell/pages/unauthorized-page.tsx')).UnauthorizedPage }),
  },
  {
    path: '*',
    lazy: async () => {
      const { NotFoundPage } = await import('./shell/pages/not-found-page.tsx');
      return { element: <NotFoundPage homeTo="/app/trips" /> };
    },
  },
];

/** /app and /admin, which router.tsx patches in under its signed-in boundary route. */
export const signedInRoutes: RouteObject[] = [
  {
    path: 'app',
    lazy: async () => ({ Component: (await import('./layouts/protected-layout.tsx')).ProtectedLayout }),
    children: appRoutes,
  },
  {
    // The back office: staff only, a full page of its own with its own navigation (admin/admin-layout.tsx).
    path: 'admin',
    lazy: async () => ({ Component: (await import('./admin/admin-layout.tsx')).AdminLayout }),
    children: adminRoutes,
  },
];
