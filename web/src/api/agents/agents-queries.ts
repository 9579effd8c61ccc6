import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { agentListItemSchema, agentListSchema } from '@vozimo/contract';
import { apiGet, apiPost } from '../../lib/api-client.ts';
import { agentsKeys } from './agents-keys.ts';

/** GET /api/agents/: the Agents screen (the server scopes it: own agency, or staff's filter). */
export function agentListQueryOptions(agency?: number) {
  return queryOptions({
    queryKey: agentsKeys.list(agency),
    queryFn: ({ signal }) => apiGet(agency === undefined ? '/api/agents/' : `/api/agents/?agency=${agency}`, agentListSchema, { signal }),
  });
}

/** POST /api/set_agent_active/{agentId}/: a deactivated agent cannot sign in; its trips stay. */
export function useSetAgentActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ agentId, is_active }: { agentId: number; is_active: boolean }) =>
      apiPost(`/api/set_agent_active/${agentId}/`, { is_active }, agentListItemSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentsKeys.all }),
  });
}
