// TEMPORARY STUB (back office in progress): replaced by the section's real page before commit.
export function MoneyPage() {
  return <h1>Money</h1>;
}
