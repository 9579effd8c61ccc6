import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { outboxListResponseSchema } from '@vozimo/contract';
import { apiGet } from '../../lib/api-client.ts';
import { pageParams } from '../../lib/page-params.ts';
import { outboxKeys } from './outbox-keys.ts';

export const OUTBOX_PAGE_SIZE = 20;

/** GET /api/outbox/ (staff): one page of the e-mails the product wrote, newest first. */
export function outboxQueryOptions(page: number) {
  const params = new URLSearchParams(pageParams(page, OUTBOX_PAGE_SIZE));
  return queryOptions({
    queryKey: outboxKeys.list(page),
    queryFn: ({ signal }) => apiGet(`/api/outbox/?${params}`, outboxListResponseSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}
