import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { outboxListResponseSchema } from '@vozimo/contract';
import { apiGet } from '../../../lib/api-client.ts';

export const OUTBOX_PAGE_SIZE = 20;

export const outboxKeys = {
  all: ['outbox'] as const,
  page: (page: number) => ['outbox', { page }] as const,
};

/** GET /api/outbox/ (staff): one page of the e-mails the product wrote, newest first. */
export function outboxQueryOptions(page: number) {
  const params = new URLSearchParams({ limit: String(OUTBOX_PAGE_SIZE), offset: String((page - 1) * OUTBOX_PAGE_SIZE) });
  return queryOptions({
    queryKey: outboxKeys.page(page),
    queryFn: ({ signal }) => apiGet(`/api/outbox/?${params}`, outboxListResponseSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}
