import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { auditActorsResponseSchema, auditKindsResponseSchema, auditLogResponseSchema } from '@vozimo/contract';
import { apiGet } from '../../lib/api-client.ts';
import { pageParams } from '../../lib/page-params.ts';
import { auditKeys, type AuditLogFilter } from './audit-keys.ts';

export const AUDIT_PAGE_SIZE = 50;

/** GET /api/admin/audit/: a page of the log, newest first (staff). Always read afresh: it is what just happened. */
export function auditLogQueryOptions(filter: AuditLogFilter) {
  const query = new URLSearchParams(pageParams(filter.page, AUDIT_PAGE_SIZE));
  if (filter.actor !== null) query.set('actor', String(filter.actor));
  if (filter.kind) query.set('kind', filter.kind);
  if (filter.subjectType) query.set('subject_type', filter.subjectType);
  if (filter.subjectId !== null) query.set('subject_id', String(filter.subjectId));
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  return queryOptions({
    queryKey: auditKeys.log(filter),
    queryFn: ({ signal }) => apiGet(`/api/admin/audit/?${query}`, auditLogResponseSchema, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /api/admin/audit/kinds/: the kinds the filter offers. */
export function auditKindsQueryOptions() {
  return queryOptions({
    queryKey: auditKeys.kinds(),
    queryFn: ({ signal }) => apiGet('/api/admin/audit/kinds/', auditKindsResponseSchema, { signal }),
    staleTime: 0,
  });
}

/** GET /api/admin/audit/actors/: the people the filter offers. */
export function auditActorsQueryOptions() {
  return queryOptions({
    queryKey: auditKeys.actors(),
    queryFn: ({ signal }) => apiGet('/api/admin/audit/actors/', auditActorsResponseSchema, { signal }),
    staleTime: 0,
  });
}
