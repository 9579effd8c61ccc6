import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { LandingPage } from '../features/public-site/landing/landing-page.tsx';
import { RouteErrorPage } from './shell/pages/route-error-page.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { preloadQueryProvider, QueryBoundaryLayout } from './query-boundary.tsx';
import { RootLayout } from './layouts/root-layout.tsx';

// Only the landing page is in the first download, and it renders without TanStack Query; every
// other page loads on demand, inside a QueryBoundary (docs/performance.md).
const lazyPublicRoutes: RouteObject[] = withQueryProvider([
  {
    path: 'login',
    lazy: async () => ({ Component: (await import('../features/auth/login/login-page.tsx')).LoginPage }),
  },
  {
    path: 'forgot-password',
    lazy: async () => ({ Component: (await import('../features/accounts/forgot-password/forgot-password-page.tsx')).ForgotPasswordPage }),
  },
  {
    // The e-mailed links of the accounts area (issue 14): ?token= names the reset or the invitation.
    path: 'reset-password',
    lazy: async () => ({ Component: (await import('../features/accounts/reset-password/reset-password-page.tsx')).ResetPasswordPage }),
  },
  {
    path: 'invitation',
    lazy: async () => ({ Component: (await import('../features/accounts/invitation/accept-invitation-page.tsx')).AcceptInvitationPage }),
  },
  {
    path: 'contact',
    lazy: async () => ({ Component: (await import('../features/public-site/contact/contact-page.tsx')).ContactPage }),
  },
  {
    path: 'privacy',
    lazy: async () => ({ Component: (await import('../features/public-site/privacy/privacy-page.tsx')).PrivacyPage }),
  },
  {
    path: 'faq',
    lazy: async () => ({ Component: (await import('../features/public-site/faq/faq-page.tsx')).FaqPage }),
  },
  {
    path: 'partners',
    lazy: async () => ({ Component: (await import('../features/partners/partners-page.tsx')).PartnersPage }),
  },
  {
    path: 'trip/:reference',
    lazy: async () => ({ Component: (await import('./pages/public-trip-route.tsx')).PublicTripRoute }),
  },
  {
    // Where the card provider sends the customer back after paying (return_url), on this origin.
    path: 'payment/return/:tripId',
    lazy: async () => ({ Component: (await import('./pages/payment-return-page.tsx')).PaymentReturnPage }),
  },
  {
    path: '*',
    lazy: async () => {
      const { NotFoundPage } = await import('./shell/pages/not-found-page.tsx');
      return { element: <NotFoundPage homeTo="/" /> };
    },
  },
]);

/**
 * Each lazy public page loads together with the query provider of the boundary it renders in, so the
 * page replaces nothing when it first shows (no empty page with the footer on screen first).
 */
function withQueryProvider(pages: RouteObject[]): RouteObject[] {
  return pages.map((page) => {
    const load = page.lazy;
    if (typeof load !== 'function') return page;
    return { ...page, lazy: async () => (await Promise.all([load(), preloadQueryProvider()]))[0] };
  });
}

const publicRoutes: RouteObject[] = [
  { index: true, element: <LandingPage /> },
  { path: 'home', element: <LandingPage /> },
  { Component: QueryBoundaryLayout, children: lazyPublicRoutes },
];

/** The pathless route (inside a QueryBoundary) under which /app and /admin are patched in. */
const SIGNED_IN_BOUNDARY_ROUTE_ID = 'signed-in-boundary';

/**
 * The routes in the first download: the public pages. The signed-in area, /app and /admin
 * (app-routes.tsx), is added by `patchRoutesOnNavigation`; a router made from `routes` alone shows
 * the public not-found page there.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <RouteErrorPage />,
    // Rendered while the first page's lazy code loads: nothing, as the protected area requires.
    HydrateFallback: () => null,
    children: [
      { Component: PublicLayout, children: publicRoutes },
      {
        // /app and /admin are patched in here on the first navigation into either
        // (patchRoutesOnNavigation below); until then this route has no children and matches nothing,
        // and once they are in, every /app and /admin URL matches through it.
        id: SIGNED_IN_BOUNDARY_ROUTE_ID,
        Component: QueryBoundaryLayout,
      },
    ],
  },
];

// Route paths match case-insensitively, so /APP/trips is the signed-in area too.
const SIGNED_IN_AREA = /^\/(app|admin)(\/|$)/i;

/**
 * Adds the signed-in area's routes (app-routes.tsx, a chunk of its own) on the first navigation into
 * /app or /admin, a first page load of a deep /app URL included, so the landing page's entry chunk
 * does not carry that route table and its chunks' preload lists (docs/performance.md). Until then
 * such a URL matches only the public not-found splat, and a splat match makes the router ask here
 * before it settles on it. React Router calls this for every navigation to a URL with a splat or a
 * dynamic parameter; it returns at once unless the URL is in the signed-in area and that area is
 * not patched in yet (the URL's matches do not go through the boundary route).
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, matches, patch }) => {
  if (!SIGNED_IN_AREA.test(path) || matches.some((match) => match.route.id === SIGNED_IN_BOUNDARY_ROUTE_ID)) return;
  const { signedInRoutes } = await import('./app-routes.tsx');
  patch(SIGNED_IN_BOUNDARY_ROUTE_ID, signedInRoutes);
};

export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation });
}
