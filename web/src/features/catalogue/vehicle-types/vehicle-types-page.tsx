// TEMPORARY STUB (back office in progress): replaced by the section's real page before commit.
export function VehicleTypesPage() {
  return <h1>Vehicle types</h1>;
}
