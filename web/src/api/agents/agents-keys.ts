/** The agents area's query keys: the Agents screen's list, per staff's agency filter. */
export const agentsKeys = {
  all: ['agents'] as const,
  /** GET /api/agents/; `agency` is staff's filter (undefined: every agency in reach). */
  list: (agency?: number) => ['agents', 'list', { agency: agency ?? null }] as const,
  /** The back office's Agencies (GET /api/admin/agencies/). */
  agencies: () => ['agents', 'agencies'] as const,
  agencyList: (params: { search: string; page: number }) => ['agents', 'agencies', 'list', params] as const,
  agencyChoices: () => ['agents', 'agencies', 'choices'] as const,
  /** GET /api/agency/: an agency admin's own agency (Settings). */
  ownAgency: () => ['agents', 'agencies', 'own'] as const,
};
