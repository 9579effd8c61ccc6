// TEMPORARY STUB (back office in progress): replaced by the section's real page before commit.
export function CompaniesPage() {
  return <h1>Companies</h1>;
}
