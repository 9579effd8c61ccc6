import { queryOptions } from '@tanstack/react-query';
import { setupChecklistSchema } from '@vozimo/contract';
import { apiGet } from '../../lib/api-client.ts';
import { operatorKeys } from './operator-keys.ts';

/**
 * GET /api/admin/setup_checklist/: what the business still needs. Read again each time the back
 * office's first screen opens (no stale time): its steps are fixed on other screens (Agencies,
 * Companies …) whose saves do not know about it, and the call is a few indexed reads.
 */
export function setupChecklistQueryOptions() {
  return queryOptions({
    queryKey: operatorKeys.setupChecklist(),
    queryFn: ({ signal }) => apiGet('/api/admin/setup_checklist/', setupChecklistSchema, { signal }),
    staleTime: 0,
  });
}
