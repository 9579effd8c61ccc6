// TEMPORARY STUB (back office in progress): replaced by the section's real page before commit.
export function AuditLogPage() {
  return <h1>Audit log</h1>;
}
