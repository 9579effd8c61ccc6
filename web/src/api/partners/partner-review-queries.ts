import { queryOptions } from '@tanstack/react-query';
import { partnerApplicationDetailSchema, partnerApplicationListSchema, type PartnerApplicationStatus } from '@vozimo/contract';
import { apiGet } from '../../lib/api-client.ts';
import { withFetchFailureMessage } from '../../lib/fetch-failure.ts';
import { pageParams } from '../../lib/page-params.ts';
import { partnersKeys } from './partners-keys.ts';

export const FETCH_APPLICATIONS_FAILED = 'Failed to fetch partner applications';
export const FETCH_APPLICATION_FAILED = 'Failed to fetch the partner application';
export const APPLICATIONS_PAGE_SIZE = 20;

/** GET /api/admin/partner_applications/: one page of one status, filtered by the search box. */
export function partnerApplicationListQueryOptions({ status, search, page }: { status: PartnerApplicationStatus; search: string; page: number }) {
  return queryOptions({
    queryKey: partnersKeys.applicationList({ status, search, page }),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ status, search, ...pageParams(page, APPLICATIONS_PAGE_SIZE) });
      return withFetchFailureMessage(apiGet(`/api/admin/partner_applications/?${params}`, partnerApplicationListSchema, { signal }), FETCH_APPLICATIONS_FAILED, signal);
    },
    placeholderData: (previous) => previous,
  });
}

/** GET /api/admin/partner_applications/{id}/ */
export function partnerApplicationQueryOptions(id: number) {
  return queryOptions({
    queryKey: partnersKeys.application(id),
    queryFn: ({ signal }) =>
      withFetchFailureMessage(apiGet(`/api/admin/partner_applications/${id}/`, partnerApplicationDetailSchema, { signal }), FETCH_APPLICATION_FAILED, signal),
  });
}
