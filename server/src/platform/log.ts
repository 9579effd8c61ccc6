import type { FastifyBaseLogger } from 'fastify';

/** What services and background work log through: the app's logger (app.log), or a stand-in in tests. */
export type ServiceLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
