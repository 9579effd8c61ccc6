// TEMPORARY STUB (back office in progress): replaced by the section's real page before commit.
export function AgenciesPage() {
  return <h1>Agencies</h1>;
}
