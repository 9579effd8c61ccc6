/**
 * A back-office search box's words as an `ilike` pattern matching them anywhere: a %, _ or
 * backslash typed in the box matches itself (backslash is PostgreSQL's default LIKE escape).
 */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
