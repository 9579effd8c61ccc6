// TEMPORARY STUB (back office in progress): replaced by the section's real page before commit.
export function PointsOfInterestPage() {
  return <h1>Points of interest</h1>;
}
