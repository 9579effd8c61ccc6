import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ServiceLog } from '../log.ts';

/**
 * The log services are given (services.ts): inside a request it writes through that request's
 * logger, so a service's line (a card processor failure, a payment event) carries the request's
 * `reqId` like Fastify's own lines; outside a request (timers, jobs) through the app's logger.
 *
 * The request's logger is put in an AsyncLocalStorage when the request arrives and the rest of its
 * hooks and handler run inside it (Fastify keeps the context across body parsing). Register it
 * before the other onRequest hooks so they run inside it too.
 */
export function registerRequestScopedLog(app: FastifyInstance): ServiceLog {
  const requestLog = new AsyncLocalStorage<FastifyBaseLogger>();
  app.addHook('onRequest', (request, _reply, done) => requestLog.run(request.log, done));
  const current = () => requestLog.getStore() ?? app.log;
  return {
    get info() {
      const log = current();
      return log.info.bind(log);
    },
    get warn() {
      const log = current();
      return log.warn.bind(log);
    },
    get error() {
      const log = current();
      return log.error.bind(log);
    },
  };
}
