// TEMPORARY STUB (back office in progress): replaced by the section's real page before commit.
export function UsersPage() {
  return <h1>Users</h1>;
}
