// TEMPORARY STUB (back office in progress): replaced by the section's real page before commit.
export function PartnerApplicationPage() {
  return <h1>Partner application</h1>;
}
