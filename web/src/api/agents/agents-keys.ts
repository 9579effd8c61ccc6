/** The agents area's query keys: the Agents screen's list, per staff's agency filter. */
export const agentsKeys = {
  all: ['agents'] as const,
  /** GET /api/agents/; `agency` is staff's filter (undefined: every agency in reach). */
  list: (agency?: number) => ['agents', 'list', { agency: agency ?? null }] as const,
};
