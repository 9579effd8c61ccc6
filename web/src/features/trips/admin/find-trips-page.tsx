// TEMPORARY STUB (back office in progress): replaced by the section's real page before commit.
export function FindTripsPage() {
  return <h1>Trips</h1>;
}
