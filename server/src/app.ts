import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database, DatabaseConnection } from './platform/db/database.ts';
import { listenForNotifications } from './platform/db/notifications.ts';
import { registerCsrf } from './platform/http/csrf.ts';
import { registerErrorHandler } from './platform/http/error-handler.ts';
import { clientErrorHandler, frameworkErrors } from './platform/http/framework-errors.ts';
import { registerCompression } from './platform/http/compression.ts';
import { createPeriodicSweep } from './platform/jobs/periodic-sweep.ts';
import { registerInFlightRequests } from './platform/http/in-flight-requests.ts';
import { JSON_BODY_LIMIT_BYTES, registerJsonBodyParser } from './platform/http/json-body.ts';
import { registerNulCharacterGuard } from './platform/http/nul-characters.ts';
import { registerNoStoreForSignedIn } from './platform/http/no-store.ts';
import { registerRequestId, requestIdGenerator } from './platform/http/request-id.ts';
import { responseSerializerCompiler } from './platform/http/response-serializer.ts';
import { registerRequestScopedLog } from './platform/http/request-scoped-log.ts';
import type { JobQueue } from './platform/jobs/job-queue.ts';
import { registerMetrics } from './platform/metrics/metrics-route.ts';
import { registerOpenApi, type ApiDocsAccess } from './platform/http/openapi.ts';
import { registerRoutePermissions } from './platform/http/route-permission.ts';
import { registerRouteRegistry } from './platform/http/route-registry.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { registerStaticWeb } from './platform/http/static-web.ts';
import { outboxOnlyDelivery, type MailDelivery } from './platform/mail/mail-delivery.ts';
import type { PlaceSearch, RoutePlanner } from './platform/maps/maps.ts';
import { sharedOfflinePlaceSearch } from './platform/maps/offline-place-search.ts';
import { createOfflineRoutePlanner } from './platform/maps/offline-route-planner.ts';
import type { CardProcessor } from './platform/payments/card-processor.ts';
import { createTestCardProcessor, isTestCardProcessor } from './platform/payments/test-card-processor.ts';
import { registerSessions } from './platform/sessions/sessions-plugin.ts';
import { registerMultipart } from './platform/uploads/register-multipart.ts';
import { createUploadStorage } from './platform/uploads/upload-storage.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { SESSION_CHANGES_CHANNEL } from './modules/auth/session-changes.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { bulkPaymentsRoutes } from './modules/bulk-payments/bulk-payments.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { catalogueMediaRoutes } from './modules/catalogue/catalogue-media.routes.ts';
import { poiAdminRoutes } from './modules/catalogue/poi-admin.routes.ts';
import { roundTripsAdminRoutes } from './modules/round-trips/round-trips-admin.routes.ts';
import { vehicleTypesAdminRoutes } from './modules/catalogue/vehicle-types-admin.routes.ts';
import { pricingAdminRoutes } from './modules/pricing/pricing-admin.routes.ts';
import { bankDetailsRoutes } from './modules/bulk-payments/bank-details.routes.ts';
import { businessDetailsRoutes } from './modules/operator/business-details.routes.ts';
import { setupChecklistRoutes } from './modules/operator/setup-checklist.routes.ts';
import { fleetRoutes } from './modules/fleet/fleet.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { offersRoutes } from './modules/offers/offers.routes.ts';
import { agentsRoutes } from './modules/agents/agents.routes.ts';
import { agenciesRoutes } from './modules/agents/agencies.routes.ts';
import { companiesRoutes } from './modules/fleet/companies.routes.ts';
import { usersAdminRoutes } from './modules/accounts/users-admin.routes.ts';
import { ANNOUNCEMENT_SWEEP_INTERVAL_MS } from './modules/offers/driver-announcements.service.ts';
import { ESCALATION_SWEEP_INTERVAL_MS } from './modules/offers/unclaimed-offers.service.ts';
import { PAYOUT_STEP_SWEEP_INTERVAL_MS } from './modules/offers/payout-steps.service.ts';
import { DOCUMENT_REMINDER_SWEEP_MS } from './modules/fleet/document-reminders.service.ts';
import { outboxRoutes } from './modules/outbox/outbox.routes.ts';
import { partnersRoutes } from './modules/partners/partners.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { createTestCardPaymentsService } from './modules/payments/test-card-payments.service.ts';
import { testProcessorRoutes } from './modules/payments/test-processor.routes.ts';
import { placesRoutes } from './modules/places/places.routes.ts';
import { quotesRoutes } from './modules/quotes/quotes.routes.ts';
import { roundTripsRoutes } from './modules/round-trips/round-trips.routes.ts';
import { publicTripPageData } from './modules/trips/public-trip-page-data.ts';
import { tripsRoutes } from './modules/trips/trips.routes.ts';
import { tripsAdminRoutes } from './modules/trips/trips-admin.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { registerBackOfficeGuard } from './platform/http/back-office-prefix.ts';
import { HOUSEKEEPING_INTERVAL_MS, runHousekeeping } from './housekeeping.ts';
import { createServices } from './services.ts';

export interface AppDeps {
  db: Database;
  /** The clock every service uses; tests pass a fixed one. */
  now?: () => Date;
  secureCookies?: boolean;
  trustProxy?: boolean;
  webDistDir?: string | null;
  /** Where uploaded photos and documents are stored (DATA_DIR/uploads); served only by routes that check who asks. */
  uploadsDir: string;
  logger?: FastifyServerOptions['logger'];
  /** Routing (OSRM or the offline estimate, see createMapsServices); tests inject a stub. Default: offline. */
  routePlanner?: RoutePlanner;
  /** The city pickers' search (Google Places or the gazetteer); tests inject a stub. Default: offline. */
  placeSearch?: PlaceSearch;
  /** How long a session's signed-in user is kept in memory (actor-cache.ts). Default 2 s; 0 turns it off. */
  actorCacheMs?: number;
  /**
   * The database under `db`, to hear other processes' session changes (sign-outs, overrides) the
   * moment they commit (modules/auth/session-changes.ts); main.ts passes it. Without it the cache
   * hears only of this process's changes and others' within `actorCacheMs`.
   */
  databaseConnection?: DatabaseConnection;
  /** Card payments (createCardProcessor: Stripe or the offline test processor). Default: the test processor on `db`. */
  cardProcessor?: CardProcessor;
  /** The site's origin (PUBLIC_URL): links in e-mails, allowed payment return addresses. Default http://localhost:3000. */
  publicUrl?: string;
  /** Sends queued e-mail after its transaction commits. Default: nothing is sent, the outbox keeps it. */
  mail?: MailDelivery;
  /**
   * Run the periodic sweeps (the customer's driver e-mail, unclaimed offers, payout steps, document
   * expiry reminders) from when the app is ready until it closes: main.ts yes; tests no, they call
   * the sweeps themselves with a fixed clock. Default false.
   */
  periodicSweeps?: boolean;
  /** Who may read /api/docs: 'public' (default), or 'staff' (production: main.ts). */
  apiDocs?: ApiDocsAccess;
  /** The job queue main.ts starts: readiness asks whether it runs, metrics report its depth. Default: none. */
  jobs?: JobQueue;
  /** METRICS_TOKEN: GET /metrics answers whoever sends it as a bearer token. Default null: metrics off. */
  metricsToken?: string | null;
}

/**
 * The whole HTTP application; main.ts listens on it, tests call it with inject(). The composition
 * root (server/src/modules/README.md): the platform's hooks first, then each area's routes as a
 * Fastify plugin given its service (services.ts builds them). Plugins inherit the root's hooks,
 * error handler and route registry, so deny-by-default, CSRF and the error shapes hold in every area.
 */
export async function buildApp(deps: AppDeps) {
  const now = deps.now ?? (() => new Date());
  const cookies = { secure: deps.secureCookies ?? false };

  const app = Fastify({
    logger: deps.logger ?? false,
    // TRUST_PROXY means one proxy in front (deploy/Caddyfile): the app believes its peer's word, the
    // last address in X-Forwarded-For, and nothing a client wrote there before it. `true` would
    // believe the first, a new address for every sign-in attempt through an appending proxy; a hop
    // count (`1`) believes nothing in Fastify 5.
    trustProxy: deps.trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    // Every log line of a request carries its id as `reqId`; X-Request-Id names it in the answer.
    genReqId: requestIdGenerator({ trustIncoming: deps.trustProxy ?? false }),
    requestIdHeader: false,
    // Bounded request work (docs/security.md): JSON bodies are small; uploads stream with their own limits.
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // Errors before routing (bad encoding, long parameters, oversized headers) in the guide's shape too.
    frameworkErrors,
    clientErrorHandler,
    // Never echo request internals in errors; the error handler shapes every reply.
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  registerRouteRegistry(app);
  registerRequestId(app);
  const serviceLog = registerRequestScopedLog(app);
  registerMetrics(app, { token: deps.metricsToken ?? null, boss: deps.jobs?.boss ?? null, log: serviceLog });
  registerInFlightRequests(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  registerNulCharacterGuard(app);
  await registerSecurityHeaders(app, { https: cookies.secure });
  await registerCompression(app);

  await app.register(fastifyCookie);
  registerCsrf(app, cookies);
  await registerMultipart(app);

  const publicUrl = deps.publicUrl ?? 'http://localhost:3000';
  const uploads = createUploadStorage(deps.uploadsDir);
  const cardProcessor = deps.cardProcessor ?? createTestCardProcessor({ db: deps.db, now });
  const actorCacheMs = deps.actorCacheMs ?? 2000;
  const services = createServices({
    db: deps.db,
    now,
    routePlanner: deps.routePlanner ?? createOfflineRoutePlanner(),
    placeSearch: deps.placeSearch ?? sharedOfflinePlaceSearch(),
    cardProcessor,
    publicUrl,
    mail: deps.mail ?? outboxOnlyDelivery,
    actorCacheMs,
    log: serviceLog,
    uploads,
  });
  if (deps.databaseConnection && actorCacheMs > 0) {
    const sessionChanges = await listenForNotifications(
      deps.databaseConnection,
      SESSION_CHANGES_CHANNEL,
      { onPayload: services.auth.hearSessionChange, onReconnect: services.auth.forgetAllCachedActors },
      app.log,
    );
    app.addHook('onClose', () => sessionChanges.close());
  }
  registerSessions(app, services.auth.loadActor);
  registerNoStoreForSignedIn(app);
  registerBackOfficeGuard(app);
  registerRoutePermissions(app);
  await registerOpenApi(app, deps.apiDocs ?? 'public');

  await app.register(healthRoutes, { db: deps.db, jobs: deps.jobs ?? null });
  await app.register(authRoutes, { auth: services.auth, cookies });
  await app.register(accountsRoutes, { accounts: services.accounts, auth: services.auth, cookies });
  await app.register(partnersRoutes, { partners: services.partners, uploads });
  await app.register(placesRoutes, { places: services.places });
  await app.register(catalogueRoutes, { catalogue: services.catalogue });
  await app.register(vehicleTypesAdminRoutes, { vehicleTypesAdmin: services.vehicleTypesAdmin, uploads });
  await app.register(catalogueMediaRoutes, { vehicleTypesAdmin: services.vehicleTypesAdmin, uploads, isRoundTripPhoto: services.roundTripsAdmin.isRoundTripPhoto });
  await app.register(poiAdminRoutes, { poiCategoriesAdmin: services.poiCategoriesAdmin, pointsOfInterestAdmin: services.pointsOfInterestAdmin, uploads });
  await app.register(roundTripsAdminRoutes, { roundTripsAdmin: services.roundTripsAdmin, uploads });
  await app.register(pricingAdminRoutes, { pricing: services.pricing });
  await app.register(roundTripsRoutes, { roundTrips: services.roundTrips });
  await app.register(quotesRoutes, { quotes: services.quotes });
  await app.register(tripsRoutes, { trips: services.trips, uploads });
  await app.register(paymentsRoutes, { payments: services.payments });
  if (isTestCardProcessor(cardProcessor)) {
    // Its events reach the same webhook handling as Stripe's, in-process (docs/payments.md).
    cardProcessor.connect((payload, signature) => services.payments.handleWebhook(payload, signature), app.log);
    app.addHook('onClose', () => cardProcessor.close());
    await app.register(testProcessorRoutes, { testCards: createTestCardPaymentsService({ testProcessor: cardProcessor, publicUrl }) });
  }
  await app.register(fleetRoutes, { fleet: services.fleet, uploads, now });
  await app.register(offersRoutes, { offers: services.offers });
  await app.register(agentsRoutes, { agents: services.agents });
  await app.register(agenciesRoutes, { agencies: services.agencies });
  await app.register(companiesRoutes, { companies: services.companies });
  await app.register(usersAdminRoutes, { accounts: services.accounts });
  if (deps.periodicSweeps) {
    // Timers in this process from ready to close (platform/jobs/periodic-sweep.ts); each is safe to
    // run in several processes at once (ADR 0025 says why, sweep by sweep), so none needs electing.
    const sweeps = [
      createPeriodicSweep({
        name: 'driver e-mail sweep',
        intervalMs: ANNOUNCEMENT_SWEEP_INTERVAL_MS,
        run: () => services.offers.announceDueAssignments(),
        log: app.log,
      }),
      createPeriodicSweep({
        name: 'unclaimed offer sweep',
        intervalMs: ESCALATION_SWEEP_INTERVAL_MS,
        run: () => services.offers.escalateUnclaimedOffers(),
        log: app.log,
      }),
      createPeriodicSweep({
        name: 'payout step sweep',
        intervalMs: PAYOUT_STEP_SWEEP_INTERVAL_MS,
        run: () => services.offers.raiseUnclaimedPayouts(),
        log: app.log,
      }),
      createPeriodicSweep({
        name: 'document expiry reminder sweep',
        intervalMs: DOCUMENT_REMINDER_SWEEP_MS,
        run: () => services.fleet.sendDocumentReminders(),
        log: app.log,
      }),
      createPeriodicSweep({
        name: 'housekeeping sweep',
        intervalMs: HOUSEKEEPING_INTERVAL_MS,
        run: () => runHousekeeping(services, deps.db, now),
        log: app.log,
      }),
    ];
    app.addHook('onReady', async () => sweeps.forEach((sweep) => sweep.start()));
    app.addHook('onClose', async () => {
      await Promise.all(sweeps.map((sweep) => sweep.stop()));
    });
  }
  await app.register(bulkPaymentsRoutes, { bulkPayments: services.bulkPayments });
  await app.register(bankDetailsRoutes, { bankDetails: services.bankDetails });
  await app.register(businessDetailsRoutes, { businessDetails: services.businessDetails });
  await app.register(setupChecklistRoutes, { setupChecklist: services.setupChecklist });
  await app.register(outboxRoutes, { outbox: services.outbox });
  await app.register(tripsAdminRoutes, { trips: services.tripRecords });
  await app.register(auditRoutes, { audit: services.audit });

  await registerStaticWeb(app, deps.webDistDir ?? null, { pageData: [publicTripPageData(services.trips)] });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
