/** The audit log's query keys: its pages by filter, and the lists its filters choose from. */
export interface AuditLogFilter {
  actor: number | null;
  kind: string | null;
  subjectType: string | null;
  subjectId: number | null;
  from: string | null;
  to: string | null;
  page: number;
}

export const auditKeys = {
  all: ['audit'] as const,
  log: (filter: AuditLogFilter) => ['audit', 'log', filter] as const,
  kinds: () => ['audit', 'kinds'] as const,
  actors: () => ['audit', 'actors'] as const,
};
