import { formatCents, formatInstant, type AgentListItem } from '@vozimo/contract';

// How the Agents screen words an agent's figures (spec section 2), the same in the table and on a card.

/** An instant on Zagreb's clock, or a dash: never signed in, never booked. */
export const instantOrDash = (iso: string | null) => (iso ? formatInstant(iso) : '—');

/** Fees: the agency fee of the agent's completed trips (revenue, in cents) in euros. */
export const agentFees = (agent: AgentListItem) => formatCents(agent.stats.revenue);
