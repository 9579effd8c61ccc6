import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import { Registry, collectDefaultMetrics } from 'prom-client';
import { AppError } from '../http/app-error.ts';
import type { ServiceLog } from '../log.ts';
import { bearerTokenMatcher } from './bearer-token.ts';
import { registerHttpMetrics } from './http-metrics.ts';
import { registerQueueMetrics } from './queue-metrics.ts';

/** Prometheus's default scrape path; outside /api/ because it is no part of the product's API. */
export const METRICS_PATH = '/metrics';

export interface MetricsOptions {
  /** METRICS_TOKEN; null: metrics are off and the path answers 404 like any unknown one. */
  token: string | null;
  /** The job queue whose depth is reported; null when the app runs without one (tests). */
  boss: PgBoss | null;
  log: ServiceLog;
}

/**
 * Metrics in Prometheus's text format at GET /metrics, for whoever holds METRICS_TOKEN
 * (`Authorization: Bearer …`): request counts and latencies by route pattern, the job queue's depth,
 * and Node's process metrics. Each process keeps its own registry, so Prometheus scrapes every
 * process, not the load balancer. Off, nothing is measured at all. Register before the routes.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): void {
  const hide = { hide: true };
  if (options.token === null) {
    // Registered anyway, or the web app's page fallback would answer the path with index.html.
    app.get(METRICS_PATH, { schema: hide }, async (request, reply) =>
      reply.status(404).send({ detail: `No endpoint ${request.method} ${METRICS_PATH}.` }),
    );
    return;
  }

  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registerHttpMetrics(app, registry);
  if (options.boss) registerQueueMetrics(registry, options.boss, options.log);

  const tokenMatches = bearerTokenMatcher(options.token);
  app.get(METRICS_PATH, { schema: hide }, async (request, reply) => {
    if (!tokenMatches(request.headers.authorization)) {
      throw new AppError(401, 'Metrics need the metrics token: Authorization: Bearer <METRICS_TOKEN>.', {
        'www-authenticate': 'Bearer realm="metrics"',
      });
    }
    reply.header('cache-control', 'no-store');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
