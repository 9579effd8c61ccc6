import { and, asc, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { AgentStats } from '@vozimo/contract';
import { agencies, trips, users } from '../../db/schema/index.ts';
import { recordAuditEvent, type AuditSubject } from '../../platform/db/audit-log.ts';
import type { Database } from '../../platform/db/database.ts';
import { transactionalRepository, type TransactionalRepository } from '../../platform/db/transaction.ts';
import { tripCountColumns } from '../../db/trip-counts.ts';

/** Which agents a list shows: one agency's, only some ids (a record just saved), or (neither) every agency's. */
export interface AgentListFilter {
  agencyId?: number;
  ids?: number[];
}


/** No trips yet: every figure zero, no last booking. */
export const NO_AGENT_STATS: AgentStats = {
  pending_trips: 0,
  confirmed_trips: 0,
  completed_trips: 0,
  canceled_trips: 0,
  revenue: 0,
  last_created_trip_at: null,
};

/**
 * SQL of the Agents screen: agent users with their agency, and their trip figures. An agent is a
 * user with is_agent; the area decides only whether one may sign in, under lockAgent, and the
 * accounts area writes it (AccountsService.setUserActiveFor: users is accounts' table, ADR 0048).
 */
function agentsQueries(db: Database) {
  return {
    /** Active first, then by name, so the ones the admin works with lead. */
    async listAgents(filter: AgentListFilter) {
      return db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          username: users.username,
          email: users.email,
          lastLogin: users.lastLogin,
          isAgencyAdmin: users.isAgencyAdmin,
          isActive: users.isActive,
          agencyId: agencies.id,
          agencyName: agencies.name,
        })
        .from(users)
        .innerJoin(agencies, eq(agencies.id, users.agencyId))
        .where(
          and(
            eq(users.isAgent, true),
            filter.agencyId === undefined ? undefined : eq(users.agencyId, filter.agencyId),
            filter.ids === undefined ? undefined : inArray(users.id, filter.ids),
          ),
        )
        .orderBy(desc(users.isActive), asc(users.firstName), asc(users.lastName), asc(users.id));
    },

    /**
     * Every listed agent's figures in one grouped query (docs/decisions/0021-accounts.md): drafts
     * (quotes) count only towards the last booking, canceled includes no-show, revenue is the
     * agency fee of completed trips.
     */
    async statsByAgent(agentIds: number[]): Promise<Map<number, AgentStats>> {
      if (agentIds.length === 0) return new Map();
      const rows = await db
        .select({
          agentUserId: trips.agentUserId,
          ...tripCountColumns,
          revenue: sql<number>`coalesce(sum(${trips.agencyFeeCents}) filter (where ${trips.status} = 'completed'), 0)`.mapWith(Number),
          lastCreatedAt: max(trips.createdAt),
        })
        .from(trips)
        .where(inArray(trips.agentUserId, agentIds))
        .groupBy(trips.agentUserId);
      return new Map(
        rows.map((r) => [
          r.agentUserId!,
          {
            pending_trips: r.pending_trips,
            confirmed_trips: r.confirmed_trips,
            completed_trips: r.completed_trips,
            canceled_trips: r.canceled_trips,
            revenue: r.revenue,
            last_created_trip_at: r.lastCreatedAt ? new Date(r.lastCreatedAt).toISOString() : null,
          },
        ]),
      );
    },

    /** An agent user, row-locked so two (de)activations of one agent apply one after the other. */
    async lockAgent(id: number) {
      const [row] = await db
        .select({ id: users.id, agencyId: users.agencyId, isActive: users.isActive })
        .from(users)
        .where(and(eq(users.id, id), eq(users.isAgent, true)))
        .for('update');
      return row;
    },

    async insertAuditEvent(actorUserId: number, action: string, details: Record<string, unknown>, at: Date, subject?: AuditSubject): Promise<void> {
      await recordAuditEvent(db, { actorUserId, action, details, at, ...(subject ? { subject } : {}) });
    },
  };
}

export type AgentsRepository = TransactionalRepository<ReturnType<typeof agentsQueries>>;
export const createAgentsRepository = (db: Database): AgentsRepository => transactionalRepository(agentsQueries, db);
