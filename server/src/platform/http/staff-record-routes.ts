import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Action } from '../permissions/can.ts';
import type { Actor } from '../permissions/actor.ts';
import { requireActor } from '../sessions/sessions-plugin.ts';
import { errorReplies, type ErrorStatus } from './error-replies.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The audit line a back-office write leaves, 'area.thing.verb' ('agents.agency.create'); the
     * service writes it in the change's own transaction. Set by staffRecordRoutes, so the route
     * table says which audit line each write leaves.
     */
    audit?: readonly string[];
  }
}

type Schema = z.ZodType;

interface RouteSpec {
  summary: string;
  /** The error statuses besides the answer (errorReplies). */
  errors: readonly ErrorStatus[];
  /** Audit lines the write leaves besides its own (a vehicle type's edit may change its tariff: 'pricing.tariff.update'). */
  alsoAudits?: readonly string[];
}

/**
 * One back-office record's staff routes: a list, one record, create, update and (de)activate, each
 * a few lines that parse, call the service and shape the reply (the service checks the permission
 * and writes the audit line). `path` is the collection ('/api/admin/agencies/'), `idParam` the path
 * parameter of one record ('agencyId'), `audit` the audit action's first two words ('agents.agency'):
 * create and update leave '<audit>.create' and '<audit>.update', set_active '<audit>.activate' or
 * '<audit>.deactivate' (with `retires`: '<audit>.reactivate' or '<audit>.retire').
 */
export interface StaffRecordRoutes<P extends Schema, R extends Schema, Q extends Schema, C extends Schema, U extends Schema> {
  path: `/api/${string}/`;
  idParam: string;
  /** The params of one record's paths: z.object({ [idParam]: rowIdParamSchema }). */
  params: P;
  /** One record as answered by get, create, update and set_active. */
  record: R;
  tags: string[];
  audit: string;
  /** Only for a route outside the back office's prefix: the action its service asks. */
  permission?: Action;
  list?: RouteSpec & { query: Q; answer: Schema; handle: (actor: Actor, query: z.infer<Q>) => Promise<unknown> };
  get?: RouteSpec & { handle: (actor: Actor, params: z.infer<P>) => Promise<z.input<R>> };
  /** `body` is validated JSON; without it the handler reads the request (a multipart form), `consumes` says so. */
  create?: RouteSpec & { body?: C; consumes?: string[]; handle: (actor: Actor, body: z.infer<C>, request: FastifyRequest) => Promise<z.input<R>> };
  update?: RouteSpec & {
    body?: U;
    consumes?: string[];
    handle: (actor: Actor, params: z.infer<P>, body: z.infer<U>, request: FastifyRequest) => Promise<z.input<R>>;
  };
  setActive?: RouteSpec & { body: Schema; retires?: boolean; handle: (actor: Actor, params: z.infer<P>, isActive: boolean) => Promise<z.input<R>> };
}

/** The audit actions a declaration's write routes leave (create, update, activate/deactivate). */
export function staffAuditActions(audit: string, retires = false): { create: string; update: string; setActive: [string, string] } {
  return {
    create: `${audit}.create`,
    update: `${audit}.update`,
    setActive: retires ? [`${audit}.reactivate`, `${audit}.retire`] : [`${audit}.activate`, `${audit}.deactivate`],
  };
}

/** Declares a back-office record's staff routes (StaffRecordRoutes); the order is list, get, create, update, set_active. */
export function staffRecordRoutes<P extends Schema, R extends Schema, Q extends Schema, C extends Schema, U extends Schema>(
  app: FastifyInstance,
  spec: StaffRecordRoutes<P, R, Q, C, U>,
): void {
  const { path, params, record, tags, list, get, create, update, setActive } = spec;
  const one = `${path}:${spec.idParam}/`;
  const audit = staffAuditActions(spec.audit, setActive?.retires);
  const config = (route?: RouteSpec, ...auditLines: string[]) => ({
    ...(spec.permission ? { permission: spec.permission } : {}),
    ...(auditLines.length > 0 ? { audit: [...auditLines, ...(route?.alsoAudits ?? [])] } : {}),
  });
  const paramsOf = (request: FastifyRequest) => request.params as z.infer<P>;

  if (list) {
    app.get(
      path,
      { config: config(), schema: { tags, summary: list.summary, querystring: list.query, response: { 200: list.answer, ...errorReplies(...list.errors) } } },
      async (request) => list.handle(requireActor(request), request.query as z.infer<Q>),
    );
  }
  if (get) {
    app.get(
      one,
      { config: config(), schema: { tags, summary: get.summary, params, response: { 200: record, ...errorReplies(...get.errors) } } },
      async (request) => get.handle(requireActor(request), paramsOf(request)),
    );
  }
  if (create) {
    app.post(
      path,
      {
        config: config(create, audit.create),
        schema: {
          tags,
          summary: create.summary,
          ...(create.consumes ? { consumes: create.consumes } : {}),
          ...(create.body ? { body: create.body } : {}),
          response: { 201: record, ...errorReplies(...create.errors) },
        },
      },
      async (request, reply) => reply.status(201).send(await create.handle(requireActor(request), request.body as z.infer<C>, request)),
    );
  }
  if (update) {
    app.post(
      one,
      {
        config: config(update, audit.update),
        schema: {
          tags,
          summary: update.summary,
          ...(update.consumes ? { consumes: update.consumes } : {}),
          params,
          ...(update.body ? { body: update.body } : {}),
          response: { 200: record, ...errorReplies(...update.errors) },
        },
      },
      async (request) => update.handle(requireActor(request), paramsOf(request), request.body as z.infer<U>, request),
    );
  }
  if (setActive) {
    app.post(
      `${one}set_active/`,
      {
        config: config(setActive, ...audit.setActive),
        schema: { tags, summary: setActive.summary, params, body: setActive.body, response: { 200: record, ...errorReplies(...setActive.errors) } },
      },
      async (request) => setActive.handle(requireActor(request), paramsOf(request), (request.body as { is_active: boolean }).is_active),
    );
  }
}
