import { z } from 'zod';
import { rowIdParamSchema } from '../common/ids.ts';
import { tripCountsSchema } from '../common/trip-counts.ts';

/**
 * The Agents screen (spec sections 2, 3 and 7): GET /api/agents/ lists the agents of the caller's
 * agency (staff: every agency's), with their trip figures; ours: POST /api/set_agent_active/{agentId}/.
 */

/** Spec section 3 "Agent" stats: the Trips bar's counts, the fees earned and the last booking. */
export const agentStatsSchema = tripCountsSchema.extend({
  /** The agency fee of the agent's completed trips, in cents (docs/decisions/0021-accounts.md). */
  revenue: z.number().int(),
  /** When the agent last created a trip or quote (ISO 8601), or null. */
  last_created_trip_at: z.string().nullable(),
});
export type AgentStats = z.infer<typeof agentStatsSchema>;

export const agentListItemSchema = z.object({
  agent_id: z.number().int(),
  agent_name: z.string(),
  email: z.string(),
  /** ISO 8601, or null: never signed in (the screen shows a dash). */
  last_login: z.string().nullable(),
  is_agency_admin: z.boolean(),
  /** A deactivated agent cannot sign in; its trips and history stay. */
  is_active: z.boolean(),
  /** The caller's own row (ours): nobody deactivates themselves, so the screen offers no button there. */
  is_self: z.boolean(),
  agency: z.number().int(),
  agency__name: z.string(),
  stats: agentStatsSchema,
});
export type AgentListItem = z.infer<typeof agentListItemSchema>;
export const agentListSchema = z.array(agentListItemSchema);

/** Staff's agency filter: GET /api/agents/?agency=ID. */
export const agentListQuerySchema = z.object({
  agency: rowIdParamSchema.optional(),
});

/** POST /api/set_agent_active/{agentId}/. */
export const agentIdParamsSchema = z.object({ agentId: rowIdParamSchema });
export const setAgentActiveRequestSchema = z.object({ is_active: z.boolean() });

export const AGENTS_SCREEN_TEXT = {
  loadFailed: 'There was an error with loading agents.',
  empty: 'No agents yet.',
  selfDeactivate: 'You cannot deactivate your own account.',
} as const;
