// TEMPORARY STUB (back office in progress): replaced by the section's real page before commit.
export function PoiCategoriesPage() {
  return <h1>POI categories</h1>;
}
