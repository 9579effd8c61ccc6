import { AGENTS_SCREEN_TEXT, type AgentListItem, type AgentStats } from '@vozimo/contract';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import type { Actor } from '../../platform/permissions/actor.ts';
import { authorize, can } from '../../platform/permissions/can.ts';
import type { AccountsService } from '../accounts/ports.ts';
import type { AuthService } from '../auth/ports.ts';
import { NO_AGENT_STATS, type AgentListFilter, type AgentsRepository } from './agents.repository.ts';

export interface AgentsServiceDeps {
  repo: AgentsRepository;
  /** Ends a deactivated agent's sessions, after the change has committed. */
  auth: Pick<AuthService, 'endSessionsOf'>;
  /** Writes the agent's account (users belongs to accounts), inside this area's transaction. */
  accounts: Pick<AccountsService, 'setUserActiveFor'>;
  now: () => Date;
}

export const AGENT_NOT_FOUND = 'Agent not found.';

type AgentRow = Awaited<ReturnType<AgentsRepository['listAgents']>>[number];

function toAgentListItem(row: AgentRow, stats: AgentStats | undefined, actor: Actor): AgentListItem {
  const name = `${row.firstName} ${row.lastName}`.trim();
  return {
    agent_id: row.id,
    agent_name: name || row.username,
    email: row.email,
    last_login: row.lastLogin?.toISOString() ?? null,
    is_agency_admin: row.isAgencyAdmin,
    is_active: row.isActive,
    is_self: row.id === actor.userId,
    agency: row.agencyId,
    agency__name: row.agencyName,
    stats: stats ?? NO_AGENT_STATS,
  };
}

/** The agents an actor lists: staff every agency's (or the one asked for), an agency admin its own. */
function listFilter(actor: Actor, agency: number | undefined): AgentListFilter | null {
  if (actor.isStaff) return agency === undefined ? {} : { agencyId: agency };
  return actor.agencyId === null ? null : { agencyId: actor.agencyId };
}

/**
 * The Agents screen (spec sections 2, 3 and 7; docs/decisions/0021-accounts.md): an agency's agents
 * with their trip figures, and (ours) deactivating an agent, who then cannot sign in while its
 * trips and history stay.
 */
export function createAgentsService({ repo, auth, accounts, now }: AgentsServiceDeps) {
  async function listItems(actor: Actor, filter: AgentListFilter): Promise<AgentListItem[]> {
    const rows = await repo.listAgents(filter);
    const stats = await repo.statsByAgent(rows.map((row) => row.id));
    return rows.map((row) => toAgentListItem(row, stats.get(row.id), actor));
  }

  return {
    /** GET /api/agents/ */
    async listAgents(actor: Actor, query: { agency?: number | undefined }): Promise<AgentListItem[]> {
      authorize(actor, 'agents.list');
      const filter = listFilter(actor, query.agency);
      return filter ? listItems(actor, filter) : [];
    },

    /** POST /api/set_agent_active/{agentId}/: another agency's agent is "not found", so its existence is not told. */
    async setAgentActive(actor: Actor, agentId: number, isActive: boolean): Promise<AgentListItem> {
      authorize(actor, 'agents.list');
      const at = now();
      const changed = await repo.transaction(async (tx, txDb) => {
        const agent = await tx.lockAgent(agentId);
        if (!agent || !can(actor, 'agents.manage', { agencyId: agent.agencyId })) throw notFound(AGENT_NOT_FOUND);
        // Locking oneself out would leave an agency without the admin who could undo it.
        if (!isActive && (agentId === actor.userId || agentId === actor.realUserId)) throw new AppError(409, AGENTS_SCREEN_TEXT.selfDeactivate);
        if (agent.isActive === isActive) return false;
        await accounts.setUserActiveFor(txDb, agentId, isActive);
        await tx.insertAuditEvent(actor.realUserId, isActive ? 'agents.agent.activate' : 'agents.agent.deactivate', { agent_id: agentId, agency_id: agent.agencyId }, at, {
          type: 'user',
          id: agentId,
        });
        return true;
      });
      if (changed && !isActive) await auth.endSessionsOf(agentId);
      const [item] = await listItems(actor, { ids: [agentId] });
      return item!;
    },
  };
}

export type AgentsService = ReturnType<typeof createAgentsService>;
