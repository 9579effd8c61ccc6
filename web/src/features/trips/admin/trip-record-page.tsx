// TEMPORARY STUB (back office in progress): replaced by the section's real page before commit.
export function TripRecordPage() {
  return <h1>Trip</h1>;
}
