// TEMPORARY STUB (back office in progress): replaced by the section's real page before commit.
export function VehicleReviewPage() {
  return <h1>Vehicle</h1>;
}
