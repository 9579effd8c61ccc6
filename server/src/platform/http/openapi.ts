import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { authorize } from '../permissions/can.ts';
import { requireActor } from '../sessions/sessions-plugin.ts';

/** Who may read /api/docs: anyone (development, tests), or signed-in staff (production). */
export type ApiDocsAccess = 'public' | 'staff';

/**
 * The OpenAPI document, generated from the routes' zod contract, browsable at /api/docs. In
 * production it lists every route, staff ones included, so only staff read it there (issue 16,
 * finding 9; docs/security.md): the server refuses those calls to others anyway, but a live site
 * does not hand every visitor a map of its back office.
 */
export async function registerOpenApi(app: FastifyInstance, access: ApiDocsAccess = 'public'): Promise<void> {
  const staffOnly = async (request: FastifyRequest) => authorize(requireActor(request), 'staff.docs');
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Vozimo API',
        description:
          'Every unsafe request needs the `X-CSRFToken` header equal to the `csrftoken` cookie. ' +
          'Errors: 422 `{"detail": [{"loc", "msg", "type"}]}`, otherwise `{"detail": "message"}`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sessionid' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    ...(access === 'staff' ? { uiHooks: { preHandler: staffOnly } } : {}),
  });
}
