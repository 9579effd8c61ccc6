import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { roundTripAdminListSchema, roundTripAdminSchema } from '@vozimo/contract';
import { apiGet, apiPost } from '../../lib/api-client.ts';
import { roundTripsKeys } from './round-trips-keys.ts';

export const ADMIN_ROUND_TRIPS_PAGE_SIZE = 20;

/** GET /api/admin/round_trips/: every round trip, retired ones too, with base prices. */
export function adminRoundTripsQueryOptions({ search, page }: { search: string; page: number }) {
  const params = new URLSearchParams({ limit: String(ADMIN_ROUND_TRIPS_PAGE_SIZE), offset: String((page - 1) * ADMIN_ROUND_TRIPS_PAGE_SIZE) });
  if (search) params.set('search', search);
  return queryOptions({
    queryKey: roundTripsKeys.adminList({ search, page }),
    queryFn: ({ signal }) => apiGet(`/api/admin/round_trips/?${params}`, roundTripAdminListSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/round_trips/ or …/{id}/ (FormData: fields, keep_photos and new photos). Agents' list is stale too. */
export function useSaveRoundTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roundTripId, body }: { roundTripId: number | null; body: FormData }) =>
      apiPost(roundTripId === null ? '/api/admin/round_trips/' : `/api/admin/round_trips/${roundTripId}/`, body, roundTripAdminSchema),
    // Not awaited: the form closes on the answer; the lists catch up in the background.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: roundTripsKeys.all }),
  });
}

/** POST /api/admin/round_trips/{id}/set_active/: retire (agents no longer see it) or bring back. */
export function useSetRoundTripActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roundTripId, is_active }: { roundTripId: number; is_active: boolean }) =>
      apiPost(`/api/admin/round_trips/${roundTripId}/set_active/`, { is_active }, roundTripAdminSchema),
    // Not awaited: the form closes on the answer; the lists catch up in the background.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: roundTripsKeys.all }),
  });
}
