import type { FastifyInstance, FastifySchema } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
  public: boolean;
  /** The zod schemas it validates its input with (params, querystring, body); tests walk them. */
  schema: Pick<FastifySchema, 'params' | 'querystring' | 'body'>;
  /** The audit lines a write declares it leaves (staff-record-routes.ts); tests hold the service to them. */
  audit: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route, as registered; the permission tests check each has an entry. */
    apiRoutes: RegisteredRoute[];
  }
}

/** Must run before any route is registered. */
export function registerRouteRegistry(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const { params, querystring, body } = route.schema ?? {};
      routes.push({ method, url: route.url, public: route.config?.public === true, schema: { params, querystring, body }, audit: route.config?.audit ?? [] });
    }
  });
}
