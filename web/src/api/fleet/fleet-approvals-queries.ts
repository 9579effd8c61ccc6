import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  driverApprovalListSchema,
  driverReviewSchema,
  vehicleApprovalListSchema,
  vehicleReviewSchema,
  type RejectionRequestInput,
} from '@vozimo/contract';
import { apiGet, apiPost } from '../../lib/api-client.ts';
import { withFetchFailureMessage } from '../../lib/fetch-failure.ts';
import { pageParams } from '../../lib/page-params.ts';
import { fleetKeys } from './fleet-keys.ts';

export const FETCH_DRIVER_APPROVALS_FAILED = 'Failed to fetch drivers waiting for approval';
export const FETCH_VEHICLE_APPROVALS_FAILED = 'Failed to fetch vehicles waiting for approval';
export const FETCH_DRIVER_FAILED = 'Failed to fetch the driver';
export const FETCH_VEHICLE_FAILED = 'Failed to fetch the vehicle';
export const APPROVALS_PAGE_SIZE = 20;

const queueParams = (search: string, page: number) => new URLSearchParams({ search, ...pageParams(page, APPROVALS_PAGE_SIZE) });

/** GET /api/admin/driver_approvals/: drivers waiting for staff, the longest waiting first. */
export function driverApprovalsQueryOptions({ search, page }: { search: string; page: number }) {
  return queryOptions({
    queryKey: fleetKeys.driverApprovals({ search, page }),
    queryFn: ({ signal }) =>
      withFetchFailureMessage(apiGet(`/api/admin/driver_approvals/?${queueParams(search, page)}`, driverApprovalListSchema, { signal }), FETCH_DRIVER_APPROVALS_FAILED, signal),
    placeholderData: (previous) => previous,
  });
}

/** GET /api/admin/vehicle_approvals/ */
export function vehicleApprovalsQueryOptions({ search, page }: { search: string; page: number }) {
  return queryOptions({
    queryKey: fleetKeys.vehicleApprovals({ search, page }),
    queryFn: ({ signal }) =>
      withFetchFailureMessage(apiGet(`/api/admin/vehicle_approvals/?${queueParams(search, page)}`, vehicleApprovalListSchema, { signal }), FETCH_VEHICLE_APPROVALS_FAILED, signal),
    placeholderData: (previous) => previous,
  });
}

/** GET /api/admin/driver_approvals/{id}/: one driver for its review page. */
export function driverReviewQueryOptions(id: number) {
  return queryOptions({
    queryKey: fleetKeys.driverReview(id),
    queryFn: ({ signal }) => withFetchFailureMessage(apiGet(`/api/admin/driver_approvals/${id}/`, driverReviewSchema, { signal }), FETCH_DRIVER_FAILED, signal),
  });
}

/** GET /api/admin/vehicle_approvals/{id}/ */
export function vehicleReviewQueryOptions(id: number) {
  return queryOptions({
    queryKey: fleetKeys.vehicleReview(id),
    queryFn: ({ signal }) => withFetchFailureMessage(apiGet(`/api/admin/vehicle_approvals/${id}/`, vehicleReviewSchema, { signal }), FETCH_VEHICLE_FAILED, signal),
  });
}

/**
 * Staff's decision on a driver or vehicle: approve, or reject with a reason, taken on the `version`
 * of the record the page shows (docs/decisions/0041-staff-decisions-name-the-state-they-saw.md).
 * Whatever the answer, every fleet query is marked stale: a decision changes the queues' counts, the
 * company's lists (their badges) and the trip form's options, and a refusal (409: another staff
 * member decided first, or the company changed the record) means the page was outdated.
 */
export function useFleetDecision(kind: 'drivers' | 'vehicles') {
  const queryClient = useQueryClient();
  const schema = kind === 'drivers' ? driverReviewSchema : vehicleReviewSchema;
  return useMutation({
    mutationFn: ({ id, version, reject }: { id: number; version: number; reject?: RejectionRequestInput }) =>
      reject
        ? apiPost(`/api/admin/${kind}/${id}/reject/`, { ...reject, version }, schema)
        : apiPost(`/api/admin/${kind}/${id}/approve/`, { version }, schema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fleetKeys.all }),
  });
}
