import { Navigate, type RouteObject } from 'react-router';

// The back office's route table under /admin/ (docs/decisions/0023-back-office.md). Each section's
// screens live in the feature of the area that owns its data (partners, fleet, pricing …);
// admin-layout.tsx checks that the user is staff before any of them loads.
export const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate replace to="/admin/approvals" /> },
  { path: 'approvals', lazy: async () => ({ Component: (await import('./approvals/approvals-page.tsx')).ApprovalsPage }) },
  { path: 'approvals/partners/:applicationId', lazy: async () => ({ Component: (await import('../../features/partners/review/partner-application-page.tsx')).PartnerApplicationPage }) },
  { path: 'approvals/drivers/:driverId', lazy: async () => ({ Component: (await import('../../features/fleet/approvals/driver-review-page.tsx')).DriverReviewPage }) },
  { path: 'approvals/vehicles/:vehicleId', lazy: async () => ({ Component: (await import('../../features/fleet/approvals/vehicle-review-page.tsx')).VehicleReviewPage }) },
  { path: 'trips', lazy: async () => ({ Component: (await import('../../features/trips/admin/find-trips-page.tsx')).FindTripsPage }) },
  { path: 'trips/:tripId', lazy: async () => ({ Component: (await import('./trip-record-route.tsx')).TripRecordRoute }) },
  { path: 'marketplace', lazy: async () => ({ Component: (await import('../../features/offers/admin/marketplace-page.tsx')).MarketplacePage }) },
  { path: 'money', lazy: async () => ({ Component: (await import('../../features/bulk-payments/money/money-page.tsx')).MoneyPage }) },
  { path: 'business', lazy: async () => ({ Component: (await import('../../features/operator/business-details/business-details-page.tsx')).BusinessDetailsPage }) },
  { path: 'companies', lazy: async () => ({ Component: (await import('../../features/fleet/companies/companies-page.tsx')).CompaniesPage }) },
  { path: 'agencies', lazy: async () => ({ Component: (await import('../../features/agents/agencies/agencies-page.tsx')).AgenciesPage }) },
  { path: 'users', lazy: async () => ({ Component: (await import('../../features/accounts/users/users-page.tsx')).UsersPage }) },
  { path: 'pricing', lazy: async () => ({ Component: (await import('../../features/pricing/pricing-page.tsx')).PricingPage }) },
  { path: 'vehicle-types', lazy: async () => ({ Component: (await import('../../features/catalogue/vehicle-types/vehicle-types-page.tsx')).VehicleTypesPage }) },
  { path: 'points-of-interest', lazy: async () => ({ Component: (await import('../../features/catalogue/points-of-interest/points-of-interest-page.tsx')).PointsOfInterestPage }) },
  { path: 'poi-categories', lazy: async () => ({ Component: (await import('../../features/catalogue/poi-categories/poi-categories-page.tsx')).PoiCategoriesPage }) },
  { path: 'round-trips', lazy: async () => ({ Component: (await import('../../features/round-trips/admin/round-trips-admin-page.tsx')).RoundTripsAdminPage }) },
  { path: 'audit', lazy: async () => ({ Component: (await import('../../features/audit/audit-log-page.tsx')).AuditLogPage }) },
  {
    path: '*',
    lazy: async () => {
      const { NotFoundPage } = await import('../shell/pages/not-found-page.tsx');
      return { element: <NotFoundPage homeTo="/admin/approvals" /> };
    },
  },
];
