// TEMPORARY STUB (back office in progress): replaced by the section's real page before commit.
export function DriverReviewPage() {
  return <h1>Driver</h1>;
}
