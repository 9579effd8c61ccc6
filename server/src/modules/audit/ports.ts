// What the audit area offers other areas (server/src/modules/README.md): reading the lines about
// one record, for that record's screen (e.g. `audit: Pick<AuditService, 'auditLinesOf'>` in trips).
// Writing a line is not here: every area writes its own with platform/db/audit-log.ts, inside its
// own transaction.
export type { AuditService } from './audit.service.ts';
