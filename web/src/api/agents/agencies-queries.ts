import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyAdminSchema, agencyListSchema, type AgencyFormValues, type OwnAgencyFormValues } from '@vozimo/contract';
import { apiGet, apiPost } from '../../lib/api-client.ts';
import { agentsKeys } from './agents-keys.ts';

export const ADMIN_AGENCIES_PAGE_SIZE = 20;

/** GET /api/admin/agencies/: a page of agencies with their commission and number of agents (staff). */
export function adminAgenciesQueryOptions({ search, page }: { search: string; page: number }) {
  const params = new URLSearchParams({ limit: String(ADMIN_AGENCIES_PAGE_SIZE), offset: String((page - 1) * ADMIN_AGENCIES_PAGE_SIZE) });
  if (search) params.set('search', search);
  return queryOptions({
    queryKey: agentsKeys.agencyList({ search, page }),
    queryFn: ({ signal }) => apiGet(`/api/admin/agencies/?${params}`, agencyListSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Staff's choice of agency for an invitation: the active agencies (a page of the most the list
 * gives, 100), so that an agency nobody works for yet can get its first agent (issue 30).
 */
export function agencyChoicesQueryOptions() {
  return queryOptions({
    queryKey: agentsKeys.agencyChoices(),
    queryFn: ({ signal }) => apiGet('/api/admin/agencies/?limit=100', agencyListSchema, { signal }),
    select: (list) => list.items.filter((agency) => agency.is_active).map((agency) => ({ id: agency.agency_id, name: agency.name })),
  });
}

/** POST /api/admin/agencies/ or …/{id}/ (the Agents screen shows agency names: every agents query is stale). */
export function useSaveAgency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ agencyId, body }: { agencyId: number | null; body: AgencyFormValues }) =>
      apiPost(agencyId === null ? '/api/admin/agencies/' : `/api/admin/agencies/${agencyId}/`, body, agencyAdminSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentsKeys.all }),
  });
}

/** GET /api/agency/: the signed-in agency admin's own agency, for Settings. */
export function ownAgencyQueryOptions() {
  return queryOptions({
    queryKey: agentsKeys.ownAgency(),
    queryFn: ({ signal }) => apiGet('/api/agency/', agencyAdminSchema, { signal }),
  });
}

/** POST /api/agency/: the agency admin saves its own agency (its name shows on the Agents screen too). */
export function useSaveOwnAgency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OwnAgencyFormValues) => apiPost('/api/agency/', body, agencyAdminSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentsKeys.all }),
  });
}

/** POST /api/admin/agencies/{id}/set_active/: an inactive agency's agents cannot sign in. */
export function useSetAgencyActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ agencyId, is_active }: { agencyId: number; is_active: boolean }) =>
      apiPost(`/api/admin/agencies/${agencyId}/set_active/`, { is_active }, agencyAdminSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentsKeys.all }),
  });
}
