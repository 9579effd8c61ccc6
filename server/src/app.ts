import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './platform/db/database.ts';
import { registerCsrf } from './platform/http/csrf.ts';
import { registerErrorHandler } from './platform/http/error-handler.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { registerRouteRegistry } from './platform/http/route-registry.ts';
import { registerStaticWeb } from './platform/http/static-web.ts';
import { registerSessions } from './platform/sessions/sessions-plugin.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';

export interface AppDeps {
  db: Database;
  /** The clock every service uses; tests pass a fixed one. */
  now?: () => Date;
  secureCookies?: boolean;
  trustProxy?: boolean;
  webDistDir?: string | null;
  logger?: FastifyServerOptions['logger'];
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
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(fastifyCookie);
  registerCsrf(app, cookies);

  const auth = createAuthService({ repo: createAuthRepository(deps.db), now });
  registerSessions(app, auth.loadActor);

  await registerOpenApi(app);

  registerHealthRoutes(app, { db: deps.db });
  registerAuthRoutes(app, { auth, cookies });

  await registerStaticWeb(app, deps.webDistDir ?? null);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
