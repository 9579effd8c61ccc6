import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './platform/db/database.ts';
import { registerCsrf } from './platform/http/csrf.ts';
import { registerErrorHandler } from './platform/http/error-handler.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { registerRouteRegistry } from './platform/http/route-registry.ts';
import { registerInFlightRequests } from './platform/http/in-flight-requests.ts';
import { registerStaticWeb } from './platform/http/static-web.ts';
import { registerSessions } from './platform/sessions/sessions-plugin.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createActorCache } from './modules/auth/actor-cache.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { createPartnersRepository } from './modules/partners/partners.repository.ts';
import { registerPartnersRoutes } from './modules/partners/partners.routes.ts';
import { createPartnersService } from './modules/partners/partners.service.ts';
import { createSubmissionCounter } from './modules/partners/submission-counter.ts';
import { registerMultipart } from './platform/uploads/register-multipart.ts';
import { createUploadStorage } from './platform/uploads/upload-storage.ts';
import { registerTripsRoutes } from './modules/trips/trips.routes.ts';
import { createTripsService } from './modules/trips/trips.service.ts';
import { registerPaymentsRoutes } from './modules/payments/payments.routes.ts';
import { createPaymentsService } from './modules/payments/payments.service.ts';
import { createTestCardPaymentsService } from './modules/payments/test-card-payments.service.ts';
import { registerTestProcessorRoutes } from './modules/payments/test-processor.routes.ts';
import { createTripCardPayment } from './modules/payments/trip-card-payment.ts';
import type { CardProcessor } from './platform/payments/card-processor.ts';
import { createTestCardProcessor, isTestCardProcessor } from './platform/payments/test-card-processor.ts';
import { outboxOnlyDelivery, type MailDelivery } from './platform/mail/mail-delivery.ts';
import type { PlaceSearch, RoutePlanner } from './platform/maps/maps.ts';
import { sharedOfflinePlaceSearch } from './platform/maps/offline-place-search.ts';
import { createPlacesRepository } from './modules/places/places.repository.ts';
import { registerPlacesRoutes } from './modules/places/places.routes.ts';
import { createPlacesService } from './modules/places/places.service.ts';
import { createOfflineRoutePlanner } from './platform/maps/offline-route-planner.ts';
import { createPricingRepository } from './modules/pricing/pricing.repository.ts';
import { createPricingService } from './modules/pricing/pricing.service.ts';
import { createCatalogueRepository } from './modules/catalogue/catalogue.repository.ts';
import { registerCatalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { createCatalogueService } from './modules/catalogue/catalogue.service.ts';
import { createRoundTripsRepository } from './modules/round-trips/round-trips.repository.ts';
import { registerRoundTripsRoutes } from './modules/round-trips/round-trips.routes.ts';
import { createRoundTripsService } from './modules/round-trips/round-trips.service.ts';
import { createQuotesRepository } from './modules/quotes/quotes.repository.ts';
import { registerQuotesRoutes } from './modules/quotes/quotes.routes.ts';
import { createQuotesService } from './modules/quotes/quotes.service.ts';
import { createFleetRepository } from './modules/fleet/fleet.repository.ts';
import { registerFleetRoutes } from './modules/fleet/fleet.routes.ts';
import { createFleetService } from './modules/fleet/fleet.service.ts';
import { createOffersRepository } from './modules/offers/offers.repository.ts';
import { registerOffersRoutes } from './modules/offers/offers.routes.ts';
import { createOffersService } from './modules/offers/offers.service.ts';
import { createBulkPaymentsRepository } from './modules/bulk-payments/bulk-payments.repository.ts';
import { registerBulkPaymentsRoutes } from './modules/bulk-payments/bulk-payments.routes.ts';
import { createBulkPaymentsService } from './modules/bulk-payments/bulk-payments.service.ts';
import { createCardPaymentWithdrawal } from './modules/payments/withdraw-card-payments.ts';
import { createOutboxRepository } from './modules/outbox/outbox.repository.ts';
import { registerOutboxRoutes } from './modules/outbox/outbox.routes.ts';
import { createOutboxService } from './modules/outbox/outbox.service.ts';

export interface AppDeps {
  db: Database;
  /** The clock every service uses; tests pass a fixed one. */
  now?: () => Date;
  secureCookies?: boolean;
  trustProxy?: boolean;
  webDistDir?: string | null;
  /** Where uploaded documents are stored (DATA_DIR/uploads); never served over HTTP. */
  uploadsDir: string;
  logger?: FastifyServerOptions['logger'];
  /** Routing (OSRM or the offline estimate, see createMapsServices); tests inject a stub. Default: offline. */
  routePlanner?: RoutePlanner;
  /** The city pickers' search (Google Places or the gazetteer); tests inject a stub. Default: offline. */
  placeSearch?: PlaceSearch;
  /** How long a session's signed-in user is kept in memory (actor-cache.ts). Default 2 s; 0 turns it off. */
  actorCacheMs?: number;
  /** Card payments (createCardProcessor: Stripe or the offline test processor). Default: the test processor on `db`. */
  cardProcessor?: CardProcessor;
  /** The site's origin (PUBLIC_URL): links in e-mails, allowed payment return addresses. Default http://localhost:3000. */
  publicUrl?: string;
  /** Sends queued e-mail after its transaction commits. Default: nothing is sent, the outbox keeps it. */
  mail?: MailDelivery;
}

/** The whole HTTP application; main.ts listens on it, tests call it with inject(). */
export async function buildApp(deps: AppDeps) {
  const now = deps.now ?? (() => new Date());
  const cookies = { secure: deps.secureCookies ?? false };

  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: deps.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    // Never echo request internals in errors; the error handler shapes every reply.
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  registerRouteRegistry(app);
  registerInFlightRequests(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(fastifyCookie);
  registerCsrf(app, cookies);
  await registerMultipart(app);

  const auth = createAuthService({
    repo: createAuthRepository(deps.db),
    now,
    actorCache: createActorCache(deps.actorCacheMs ?? 2000),
  });
  registerSessions(app, auth.loadActor);

  await registerOpenApi(app);

  registerHealthRoutes(app, { db: deps.db });
  registerAuthRoutes(app, { auth, cookies });

  const uploads = createUploadStorage(deps.uploadsDir);
  const partners = createPartnersService({ repo: createPartnersRepository(deps.db), submissions: createSubmissionCounter(), now });
  registerPartnersRoutes(app, { partners, uploads });

  const places = createPlacesService({ repo: createPlacesRepository(deps.db), placeSearch: deps.placeSearch ?? sharedOfflinePlaceSearch(), now });
  registerPlacesRoutes(app, { places });

  const pricing = createPricingService({ repo: createPricingRepository(deps.db) });
  const catalogue = createCatalogueService({ repo: createCatalogueRepository(deps.db) });
  registerCatalogueRoutes(app, { catalogue });
  const roundTrips = createRoundTripsService({ repo: createRoundTripsRepository(deps.db), pricing });
  registerRoundTripsRoutes(app, { roundTrips });
  const quotes = createQuotesService({
    repo: createQuotesRepository(deps.db),
    pricing,
    catalogue,
    roundTrips,
    listPoisNearRoute: (polyline, routeLengthMeters) => places.listPoisNearRoute(polyline, routeLengthMeters),
    routePlanner: deps.routePlanner ?? createOfflineRoutePlanner(),
    now,
  });
  registerQuotesRoutes(app, { quotes });

  const publicUrl = deps.publicUrl ?? 'http://localhost:3000';
  const mail = deps.mail ?? outboxOnlyDelivery;
  const cardProcessor = deps.cardProcessor ?? createTestCardProcessor({ db: deps.db, now });
  const trips = createTripsService({
    db: deps.db,
    loadQuoteForBooking: quotes.loadQuoteForBooking,
    now,
    mail,
    publicUrl,
    cardPayment: createTripCardPayment({ db: deps.db, processor: cardProcessor }),
  });
  registerTripsRoutes(app, { trips });

  const payments = createPaymentsService({
    db: deps.db,
    processor: cardProcessor,
    trips: { lockTripForDeposit: trips.lockTripForDeposit, recordDepositPaid: trips.recordDepositPaid },
    publicUrl,
    mail,
    log: app.log,
    now,
  });
  registerPaymentsRoutes(app, { payments });
  if (isTestCardProcessor(cardProcessor)) {
    // Its events reach the same webhook handling as Stripe's, in-process (docs/payments.md).
    cardProcessor.connect((payload, signature) => payments.handleWebhook(payload, signature), app.log);
    app.addHook('onClose', () => cardProcessor.close());
    registerTestProcessorRoutes(app, { testCards: createTestCardPaymentsService({ testProcessor: cardProcessor, publicUrl }) });
  }

  const fleet = createFleetService({ repo: createFleetRepository(deps.db), now });
  registerFleetRoutes(app, { fleet });
  const offers = createOffersService({ repo: createOffersRepository(deps.db), now });
  registerOffersRoutes(app, { offers });

  const bulkPayments = createBulkPaymentsService({
    repo: createBulkPaymentsRepository(deps.db),
    recordDepositPaid: trips.recordDepositPaid,
    mail,
    cardPayments: createCardPaymentWithdrawal({ processor: cardProcessor, log: app.log, now }),
    publicUrl,
    now,
  });
  registerBulkPaymentsRoutes(app, { bulkPayments });
  registerOutboxRoutes(app, {
    outbox: createOutboxService({ repo: createOutboxRepository(deps.db), smtpConfigured: mail.smtpConfigured }),
  });

  await registerStaticWeb(app, deps.webDistDir ?? null);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
