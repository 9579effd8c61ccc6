// TEMPORARY STUB (back office in progress): replaced by the section's real page before commit.
export function ApprovalsPage() {
  return <h1>Approvals</h1>;
}
