import type { Database } from './platform/db/database.ts';
import type { ServiceLog } from './platform/log.ts';
import type { MailDelivery } from './platform/mail/mail-delivery.ts';
import type { PlaceSearch, RoutePlanner } from './platform/maps/maps.ts';
import type { CardProcessor } from './platform/payments/card-processor.ts';
import type { UploadStorage } from './platform/uploads/upload-storage.ts';
import { createActorCache } from './modules/auth/actor-cache.ts';
import { createAccountsRepository } from './modules/accounts/accounts.repository.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { createAgentsRepository } from './modules/agents/agents.repository.ts';
import { createAgentsService } from './modules/agents/agents.service.ts';
import { createAgenciesRepository } from './modules/agents/agencies.repository.ts';
import { createAgenciesService } from './modules/agents/agencies.service.ts';
import { createCompaniesRepository } from './modules/fleet/companies.repository.ts';
import { createCompaniesService } from './modules/fleet/companies.service.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createBulkPaymentsRepository } from './modules/bulk-payments/bulk-payments.repository.ts';
import { createBulkPaymentsService } from './modules/bulk-payments/bulk-payments.service.ts';
import { createCatalogueRepository } from './modules/catalogue/catalogue.repository.ts';
import { createCatalogueService } from './modules/catalogue/catalogue.service.ts';
import { createPoiAdminRepository } from './modules/catalogue/poi-admin.repository.ts';
import { createPoiCategoriesAdminService } from './modules/catalogue/poi-categories-admin.service.ts';
import { createPointsOfInterestAdminService } from './modules/catalogue/points-of-interest-admin.service.ts';
import { createRoundTripsAdminRepository } from './modules/round-trips/round-trips-admin.repository.ts';
import { createRoundTripsAdminService } from './modules/round-trips/round-trips-admin.service.ts';
import { createVehicleTypesAdminRepository } from './modules/catalogue/vehicle-types-admin.repository.ts';
import { createVehicleTypesAdminService } from './modules/catalogue/vehicle-types-admin.service.ts';
import { createBankDetailsRepository } from './modules/bulk-payments/bank-details.repository.ts';
import { createBankDetailsService } from './modules/bulk-payments/bank-details.service.ts';
import { createCompanyFleetRepository } from './modules/fleet/company-fleet.repository.ts';
import { createCompanyFleetService } from './modules/fleet/company-fleet.service.ts';
import { createFleetRepository } from './modules/fleet/fleet.repository.ts';
import { createFleetService } from './modules/fleet/fleet.service.ts';
import { createOffersRepository } from './modules/offers/offers.repository.ts';
import { createOffersService } from './modules/offers/offers.service.ts';
import { createPayoutStepsRepository } from './modules/offers/payout-steps.repository.ts';
import { createMarketplaceRecordRepository } from './modules/offers/marketplace-record.repository.ts';
import { createOutboxRepository } from './modules/outbox/outbox.repository.ts';
import { createOutboxService } from './modules/outbox/outbox.service.ts';
import { createPartnersRepository } from './modules/partners/partners.repository.ts';
import { createPartnersService } from './modules/partners/partners.service.ts';
import { createPaymentsRepository } from './modules/payments/payments.repository.ts';
import { createPaymentsService } from './modules/payments/payments.service.ts';
import { createTripCardPayment } from './modules/payments/trip-card-payment.ts';
import { createCardPaymentWithdrawal } from './modules/payments/withdraw-card-payments.ts';
import { createPlacesRepository } from './modules/places/places.repository.ts';
import { createPlacesService } from './modules/places/places.service.ts';
import { createPricingRepository } from './modules/pricing/pricing.repository.ts';
import { createPricingService } from './modules/pricing/pricing.service.ts';
import { createQuotesRepository } from './modules/quotes/quotes.repository.ts';
import { createQuotesService } from './modules/quotes/quotes.service.ts';
import { createRoundTripsRepository } from './modules/round-trips/round-trips.repository.ts';
import { createRoundTripsService } from './modules/round-trips/round-trips.service.ts';
import { createTripListingRepository } from './modules/trips/trip-listing.repository.ts';
import { createTripsRepository } from './modules/trips/trips.repository.ts';
import { createTripsService } from './modules/trips/trips.service.ts';
import { createTripsAdminRepository } from './modules/trips/trips-admin.repository.ts';
import { createTripRecordService } from './modules/trips/trip-record.service.ts';
import { createAuditRepository } from './modules/audit/audit.repository.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { createBusinessDetailsRepository } from './modules/operator/business-details.repository.ts';
import { createBusinessDetailsService } from './modules/operator/business-details.service.ts';
import { createSetupChecklistService } from './modules/operator/setup-checklist.service.ts';

/** The platform pieces services are built on; app.ts chooses them (tests pass stand-ins). */
export interface ServicesDeps {
  db: Database;
  /** The clock every service uses. */
  now: () => Date;
  routePlanner: RoutePlanner;
  placeSearch: PlaceSearch;
  cardProcessor: CardProcessor;
  /** The site's origin (PUBLIC_URL): links in e-mails, allowed payment return addresses. */
  publicUrl: string;
  mail: MailDelivery;
  /** How long a session's signed-in user is kept in memory (actor-cache.ts); 0 turns it off. */
  actorCacheMs: number;
  log: ServiceLog;
  /** Uploaded photos and documents (DATA_DIR/uploads). */
  uploads: UploadStorage;
}

/**
 * The composition root's one job besides routes (server/src/modules/README.md): every area's
 * repositories and service, each service handed what it uses of other areas' services. Areas are
 * built after the areas they use, so the order below is the order of dependence.
 */
export function createServices({ db, now, routePlanner, placeSearch, cardProcessor, publicUrl, mail, actorCacheMs, log, uploads }: ServicesDeps) {
  const auth = createAuthService({ repo: createAuthRepository(db), now, actorCache: createActorCache(actorCacheMs) });
  const places = createPlacesService({ repo: createPlacesRepository(db), placeSearch, now });
  // Before pricing: the Pricing screen lists every vehicle type's tariff.
  const vehicleTypesAdmin = createVehicleTypesAdminService({ repo: createVehicleTypesAdminRepository(db), uploads });
  const pricing = createPricingService({ repo: createPricingRepository(db), vehicleTypes: vehicleTypesAdmin });
  const catalogue = createCatalogueService({ repo: createCatalogueRepository(db) });
  const roundTrips = createRoundTripsService({ repo: createRoundTripsRepository(db), pricing });
  // The back office's POI categories, points of interest and round trips (issue 15).
  const poiAdminRepo = createPoiAdminRepository(db);
  const poiCategoriesAdmin = createPoiCategoriesAdminService({ repo: poiAdminRepo, now });
  const pointsOfInterestAdmin = createPointsOfInterestAdminService({ repo: poiAdminRepo, uploads, now });
  const roundTripsAdmin = createRoundTripsAdminService({ repo: createRoundTripsAdminRepository(db), uploads, catalogue, pointsOfInterest: pointsOfInterestAdmin, now });
  const quotes = createQuotesService({ repo: createQuotesRepository(db), pricing, roundTrips, places, routePlanner, now });

  const paymentsRepo = createPaymentsRepository(db);
  const trips = createTripsService({
    repo: createTripsRepository(db),
    listing: createTripListingRepository(db),
    quotes,
    cardPayment: createTripCardPayment({ repo: paymentsRepo, processor: cardProcessor }),
    now,
    mail,
    publicUrl,
  });
  const payments = createPaymentsService({ repo: paymentsRepo, processor: cardProcessor, trips, publicUrl, mail, log, now });

  const fleet = createFleetService({ repo: createFleetRepository(db), uploads, mail, publicUrl, now });
  const companyFleet = createCompanyFleetService({ repo: createCompanyFleetRepository(db) });
  const offers = createOffersService({
    repo: createOffersRepository(db),
    payoutSteps: createPayoutStepsRepository(db),
    records: createMarketplaceRecordRepository(db),
    trips,
    companyFleet,
    now,
    mail,
    publicUrl,
  });
  const bulkPayments = createBulkPaymentsService({
    repo: createBulkPaymentsRepository(db),
    trips,
    mail,
    cardPayments: createCardPaymentWithdrawal({ repo: paymentsRepo, processor: cardProcessor, log, now }),
    publicUrl,
    now,
  });
  const bankDetails = createBankDetailsService({ repo: createBankDetailsRepository(db) });
  const outbox = createOutboxService({ repo: createOutboxRepository(db), smtpConfigured: mail.smtpConfigured });
  const accounts = createAccountsService({ repo: createAccountsRepository(db), auth, now, mail, publicUrl });
  // After fleet and accounts: approving an application makes a company and invites its first admin.
  const partners = createPartnersService({ repo: createPartnersRepository(db), fleet, accounts, mail, now });
  const agents = createAgentsService({ repo: createAgentsRepository(db), auth, accounts, now });
  const agencies = createAgenciesService({ repo: createAgenciesRepository(db), pricing, auth, now });
  const companies = createCompaniesService({ repo: createCompaniesRepository(db), accounts, mail, now });
  // The audit log reads what every area wrote; the back office's trip record reads its lines.
  const audit = createAuditService({ repo: createAuditRepository(db) });
  const tripRecords = createTripRecordService({ admin: createTripsAdminRepository(db), audit });
  // The operator's own details, and the setup checklist that asks each area whether its part is set (ADR 0055).
  const businessDetails = createBusinessDetailsService({ repo: createBusinessDetailsRepository(db) });
  const setupChecklist = createSetupChecklistService({ bankDetails, businessDetails, agencies, companies });

  return { auth, partners, places, pricing, catalogue, poiCategoriesAdmin, pointsOfInterestAdmin, roundTripsAdmin, roundTrips, quotes, trips, payments, fleet, offers, bulkPayments, outbox, agents, agencies, companies, accounts, audit, tripRecords, vehicleTypesAdmin, bankDetails, businessDetails, setupChecklist };
}

export type Services = ReturnType<typeof createServices>;
