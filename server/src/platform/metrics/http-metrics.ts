import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

/** The route label of an answer no route matched (unknown /api paths, the web app's pages). */
export const UNMATCHED_ROUTE = 'unmatched';

const LABELS = ['method', 'route', 'status_class'] as const;

/**
 * Counts every answer and times it, by method, route pattern and status class. The route is the
 * pattern a route was registered with (`/api/trips/:id/`), never the address asked for: addresses
 * carry ids and tokens, and a label per address would grow without bound (and leak the tokens).
 */
export function registerHttpMetrics(app: FastifyInstance, registry: Registry): void {
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class.',
    labelNames: LABELS,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request arriving to its answer being sent, by method, route pattern and status class.',
    labelNames: LABELS,
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status_class: `${Math.floor(reply.statusCode / 100)}xx`,
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
}
