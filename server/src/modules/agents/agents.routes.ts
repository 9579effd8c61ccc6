import { agentIdParamsSchema, agentListItemSchema, agentListQuerySchema, agentListSchema, setAgentActiveRequestSchema } from '@vozimo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../platform/http/error-replies.ts';
import { requireActor } from '../../platform/sessions/sessions-plugin.ts';
import type { AgentsService } from './agents.service.ts';

/** The Agents screen (spec section 7, and ours to deactivate an agent). */
export const agentsRoutes: FastifyPluginAsyncZod<{ agents: AgentsService }> = async (app, { agents }) => {
  app.get(
    '/api/agents/',
    {
      config: { permission: 'agents.list' },
      schema: {
        tags: ['agents'],
        summary: "The Agents screen: the agency's agents with their trip figures (staff: all, or ?agency=)",
        querystring: agentListQuerySchema,
        response: { 200: agentListSchema, ...errorReplies(401, 403, 422) },
      },
    },
    async (request) => agents.listAgents(requireActor(request), request.query),
  );

  app.post(
    '/api/set_agent_active/:agentId/',
    {
      config: { permission: 'agents.list' },
      schema: {
        tags: ['agents'],
        summary: 'Deactivate or reactivate an agent (a deactivated agent cannot sign in; trips and history stay)',
        params: agentIdParamsSchema,
        body: setAgentActiveRequestSchema,
        response: { 200: agentListItemSchema, ...errorReplies(401, 403, 404, 409, 422) },
      },
    },
    async (request) => agents.setAgentActive(requireActor(request), request.params.agentId, request.body.is_active),
  );
};
