// TEMPORARY STUB (back office in progress): replaced by the section's real page before commit.
export function PricingPage() {
  return <h1>Pricing</h1>;
}
