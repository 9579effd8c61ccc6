// TEMPORARY STUB (back office in progress): replaced by the section's real page before commit.
export function RoundTripsAdminPage() {
  return <h1>Round trips</h1>;
}
